// @vitest-environment node
// `pnpm bench`: reading an info answer into the card (checks and the duration clock), beside
// JSON.parse alone. Figures only, never a failure. The budget (click → first progress ≤ 1 s)
// is measured in the browser spec against the fake media server.
import { test } from 'vitest';
import { videoCard } from './logic';

const answer = JSON.stringify({
  success: true,
  title: 'A three-hour video',
  thumbnail: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
  duration: 10_800,
  uploader: 'Someone',
  selectedQuality: '1080p',
  hasFFmpegMerge: true,
  isLongVideo: true,
});

test('an info answer', async ({ bench }) => {
  await bench.compare(
    bench('videoCard(JSON.parse(answer))', () => void videoCard(JSON.parse(answer))),
    bench('JSON.parse alone (reference)', () => void JSON.parse(answer)),
  );
});
