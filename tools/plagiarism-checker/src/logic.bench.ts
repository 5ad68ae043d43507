// @vitest-environment node
// `pnpm bench`: its budget, 5,000 words against 10 sources of 5,000 words in at most 200 ms CPU.
// Figures only, never a failure: budgets are checked by reading them, not by timed tests.
import { test } from 'vitest';
import { checkPlagiarism } from './logic';

/** A deterministic text of `count` words from a 2,000-word vocabulary (some accented, some emoji). */
function text(count: number, seed: number): string {
  let state = seed;
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const n = state % 2000;
    words.push(n % 97 === 0 ? '👍🏽' : n % 13 === 0 ? `Café${n},` : `word${n}`);
  }
  return words.join(' ');
}

const submitted = text(5000, 1);
// Half the sources share a 300-word passage with the text, so growing matches costs its part.
const sources = Array.from({ length: 10 }, (_, i) => ({
  name: `Source ${i + 1}`,
  text: i % 2 === 0 ? `${text(4700, 100 + i)} ${submitted.split(' ').slice(i * 400, i * 400 + 300).join(' ')}` : text(5000, 100 + i),
}));

test('plagiarism check', async ({ bench }) => {
  await bench('5,000 words against 10 sources of 5,000 words', () => void checkPlagiarism(submitted, sources)).run();
});
