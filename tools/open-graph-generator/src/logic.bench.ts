// @vitest-environment jsdom
// `pnpm bench`: the work behind each keystroke (previewOf, and generateTags, which the page runs on every
// edit to tell whether the shown tags are stale) on typical fields and on five 10 KB ones; and writing
// the tags beside a reference, the DOM's own serializer (jsdom's: this file's environment). There is
// no time budget for this tool; figures only, never a failure.
import { test } from 'vitest';
import { generateTags, previewOf, renderTag, type MetaTag, type OgFields } from './logic';

const TYPICAL: OgFields = {
  title: 'Toolnest: free online tools for text, SEO & files',
  description: 'Case conversion, word counts, "Open Graph" tags and more. No sign-up, nothing uploaded; it all runs in your browser.',
  imageUrl: 'https://example.com/images/og-cover.png?v=3&size=1200x630',
  pageUrl: 'https://example.com/tools/open-graph-generator',
  siteName: "Toolnest's tools",
};

// 10 KB per field, full of characters to escape, line breaks, accents and emoji.
const TEN_KB = `Tom & Jerry's <b>"best"</b> élan 😀\n`.repeat(Math.ceil(10_240 / 42)).slice(0, 10_240);
const LONG: OgFields = {
  title: TEN_KB,
  description: TEN_KB,
  imageUrl: `https://example.com/og.png?q=${encodeURIComponent(TEN_KB)}`.slice(0, 10_240),
  pageUrl: `https://example.com/page?q=${encodeURIComponent(TEN_KB)}`.slice(0, 10_240),
  siteName: TEN_KB,
};

/** The tags of valid fields, cleaned but not yet written. */
function tagsOf(fields: OgFields): MetaTag[] {
  const result = generateTags(fields);
  if (!result.ok) throw new Error('bench fields refused');
  return result.tags;
}

/** The reference: the same tags built as DOM elements and written out by jsdom's HTML serializer. */
const domSerialized = (tags: MetaTag[]): string =>
  tags
    .map(({ attribute, key, value }) => {
      const meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      meta.setAttribute('content', value);
      return meta.outerHTML;
    })
    .join('\n');

const RUNS = { time: 500, iterations: 50 };

for (const [name, fields] of [
  ['typical fields', TYPICAL],
  ['five 10 KB fields', LONG],
] as const) {
  const tags = tagsOf(fields);
  test(name, async ({ bench }) => {
    await bench.compare(
      bench('generateTags (clean, check, escape, write)', () => void generateTags(fields)),
      bench('previewOf', () => void previewOf(fields)),
      bench('writing the tags: renderTag', () => void tags.map(renderTag).join('\n')),
      bench('writing the tags, reference: jsdom serializer', () => void domSerialized(tags)),
      RUNS,
    );
  });
}
