// @vitest-environment node
// `pnpm bench`: the page's own work, which must stay negligible beside the network: the URL rule on
// the longest URL the server takes (beside parsing it with URL, the reference), and what the page
// does with each poll's answer (reading and reducing it, beside the JSON.parse the browser does
// anyway). Figures only, never a failure.
import { test } from 'vitest';
import { checkPageUrl, conversionReducer, IDLE, MAX_URL_LENGTH, readProgressAnswer, type ConversionView } from './logic';

const base = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=';
const longUrl = base + 'x'.repeat(MAX_URL_LENGTH - base.length);
const otherHost = 'https://example.com/?q=' + 'y'.repeat(MAX_URL_LENGTH - 23);

// A whole conversion as the page polls it: 100 answers from extracting to complete.
const answers = Array.from({ length: 100 }, (_, i) =>
  JSON.stringify(
    i === 99
      ? { status: 'complete', progress: 100, message: 'Conversion complete!', title: 'A song', downloadUrl: '/api/download/file/k', filename: 'A song.mp3' }
      : { status: i < 50 ? 'extracting' : 'converting', progress: 10 + Math.floor(i * 0.9), message: 'Converting to MP3 (320 kbps)...', title: 'A song' },
  ),
);
const RUNS = { time: 300, warmupTime: 50 };

test('the URL rule on a 2,048-character URL', async ({ bench }) => {
  await bench.compare(
    bench('checkPageUrl (YouTube link)', () => void checkPageUrl(longUrl)),
    bench('checkPageUrl (other host)', () => void checkPageUrl(otherHost)),
    bench('reference: new URL()', () => void new URL(longUrl)),
    RUNS,
  );
});

test('one conversion’s 100 polling answers', async ({ bench }) => {
  await bench.compare(
    bench('JSON.parse + readProgressAnswer + conversionReducer', () => {
      let view: ConversionView = conversionReducer(conversionReducer(IDLE, { type: 'start' }), { type: 'started' });
      for (const text of answers) {
        const answer = readProgressAnswer(JSON.parse(text));
        if (answer) view = conversionReducer(view, { type: 'progress', answer });
      }
      if (view.phase !== 'complete') throw new Error('the run did not complete');
    }),
    bench('reference: JSON.parse alone', () => {
      for (const text of answers) JSON.parse(text);
    }),
    RUNS,
  );
});
