// @vitest-environment node
// `pnpm bench`: the page rule (two host names, case aside) on a 2,048-character URL, beside
// String.includes alone. Figures only, never a failure. The budget (click → first progress
// ≤ 1 s) is measured in the browser spec against the fake media server.
import { pageUrlProblem } from '@toolnest/ui/video-downloader';
import { test } from 'vitest';
import { FACEBOOK_SITE } from './logic';

const longUrl = `https://fb.watch/abc/?${'q=1&'.repeat(505)}`;

test('the page rule on a 2,048-character URL', async ({ bench }) => {
  await bench.compare(
    bench('pageUrlProblem (facebook.com, fb.watch)', () => void pageUrlProblem(FACEBOOK_SITE, longUrl)),
    bench('String.includes twice (reference)', () => void (longUrl.includes('facebook.com') || longUrl.includes('fb.watch'))),
  );
});
