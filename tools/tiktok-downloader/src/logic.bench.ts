// @vitest-environment node
// `pnpm bench`: what the page does per progress message and per click, beside the bare reference
// (JSON.parse alone; String.includes alone). Figures only, never a failure. The budget
// (click → first progress ≤ 1 s) is measured in the browser spec against the fake media server.
import { downloadReducer, eventOutcome, IDLE, pageUrlProblem, parseProgressEvent } from '@toolnest/ui/video-downloader';
import { test } from 'vitest';
import { TIKTOK_SITE } from './logic';

// A whole download's stream: 100 progress messages, then the last one.
const messages = [
  ...Array.from({ length: 100 }, (_, i) => JSON.stringify({ progress: i, message: 'Downloading video...', title: 'A TikTok clip' })),
  JSON.stringify({ progress: 100, message: 'Download complete!', status: 'complete', downloadUrl: '/api/download/file/x', filename: 'A TikTok clip.mp4' }),
];
const longUrl = `https://www.tiktok.com/@user/video/1?${'q=1&'.repeat(508)}`;

test('101 progress messages of one download', async ({ bench }) => {
  await bench.compare(
    bench('parse, reduce, outcome (the page)', () => {
      let state = downloadReducer(IDLE, { type: 'start' });
      for (const data of messages) {
        const event = parseProgressEvent(data)!;
        state = downloadReducer(state, { type: 'event', event });
        eventOutcome(event, TIKTOK_SITE.defaultFilename);
      }
    }),
    bench('JSON.parse alone (reference)', () => {
      for (const data of messages) JSON.parse(data);
    }),
  );
});

test('the page rule on a 2,048-character URL', async ({ bench }) => {
  await bench.compare(
    bench('pageUrlProblem', () => void pageUrlProblem(TIKTOK_SITE, longUrl)),
    bench('String.includes (reference)', () => void longUrl.includes('tiktok.com')),
  );
});
