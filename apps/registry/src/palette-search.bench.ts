// @vitest-environment node
// `pnpm bench`: the palette's ranking for one keystroke over 200 entries (its budget: results in
// < 16 ms, a frame). Figures only, never a failure.
import { describe, test } from 'vitest';
import { indexForPalette, rankForPalette, type PaletteEntry } from './palette-search';
import { builtInTools } from './tools';

// The real tools, then made-up generated pages in their style, to 200 entries.
const WORDS = ['text', 'image', 'colour', 'number', 'date', 'random', 'list', 'code', 'unit', 'timer', 'markdown', 'email', 'invoice', 'recipe'];
const entries: PaletteEntry[] = [...builtInTools];
for (let i = 0; entries.length < 200; i += 1) {
  const a = WORDS[i % WORDS.length]!;
  const b = WORDS[(i * 7 + 3) % WORDS.length]!;
  entries.push({
    title: `${a[0]!.toUpperCase()}${a.slice(1)} ${b} tool ${i}`,
    description: `Turns any ${a} into a tidy ${b}: paste it, choose the options you need and copy the result in one click.`,
    tags: [a, 'Generated'],
    href: `/generated-${i}`,
  });
}
const index = indexForPalette(entries);
const recent = entries.slice(0, 5).map((entry) => entry.href);

const CASES: [name: string, query: string][] = [
  ['empty query (recent first)', ''],
  ['"j" (one letter)', 'j'],
  ['"json" (title prefix)', 'json'],
  ['"pasword genrator" (two typos: fuzzy over every word)', 'pasword genrator'],
  ['"zzzzqqq" (no match: every word tried)', 'zzzzqqq'],
];

// Vitest 5: `bench` is a test-context fixture; each case runs on its own and prints its figures.
describe(`rank ${entries.length} entries for one keystroke (budget 16 ms)`, () => {
  for (const [name, query] of CASES) {
    test(name, async ({ bench }) => {
      await bench(name, () => void rankForPalette(index, query, recent)).run({ iterations: 200, time: 0 });
    });
  }
  test('index the entries (once per list change)', async ({ bench }) => {
    await bench('index', () => void indexForPalette(entries)).run({ iterations: 200, time: 0 });
  });
});
