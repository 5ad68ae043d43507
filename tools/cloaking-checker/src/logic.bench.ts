// @vitest-environment node
// `pnpm bench`: the work of one check on two pages at safeFetch's 2 MiB cap. Figures only, never a
// failure: budgets are checked by reading them, not by timed tests.
import { test } from 'vitest';
import { readPage } from './html';
import { compareFetches, excerptOf, textSimilarity, wordsOf, type FetchOutcome } from './logic';

const WORDS = 'hiking boots trail shoes guide choose pair fits break keep dry long walk mountain river forest path weather socks laces sole grip'.split(' ');
const TWO_MIB = 2 * 1024 * 1024;

/** An HTML page of about 2 MiB: paragraphs of pseudo-random words, some markup, scripts and styles. */
function bigPage(seed: number): string {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  const parts = ['<!doctype html><html><head><title>Hiking boots</title><meta name="robots" content="index, follow"><link rel="canonical" href="/boots"><style>p { margin: 0 }</style></head><body>'];
  let size = parts[0]!.length;
  while (size < TWO_MIB - 2000) {
    const words = Array.from({ length: 60 }, () => WORDS[next() % WORDS.length]!).join(' ');
    const block = `<div class="card"><h2>${words.slice(0, 30)}</h2><p>${words} <a href="/x">more</a></p><script>track(${next()})</script></div>\n`;
    parts.push(block);
    size += block.length;
  }
  parts.push('</body></html>');
  return parts.join('');
}

const userHtml = bigPage(1);
const botHtml = bigPage(2);

function outcome(html: string): FetchOutcome {
  const facts = readPage(html, 'https://example.com/boots');
  return {
    ok: true,
    text: facts.text,
    view: {
      fetched: true,
      status: 200,
      finalUrl: 'https://example.com/boots',
      redirects: 0,
      title: facts.title,
      metaRobots: facts.metaRobots,
      robotsHeader: '',
      canonical: facts.canonical,
      excerpt: excerptOf(facts.text),
      wordCount: wordsOf(facts.text).length,
    },
  };
}

const user = outcome(userHtml);
const bot = outcome(botHtml);

const RUNS = { iterations: 10, time: 0, warmupIterations: 2, warmupTime: 0 };

test('two 2 MiB pages', async ({ bench }) => {
  await bench.compare(
    bench('read both pages and compare them (all the work after the fetches)', () => void compareFetches(outcome(userHtml), outcome(botHtml))),
    bench('read one page (htmlparser2)', () => void readPage(userHtml, 'https://example.com/boots')),
    bench('compare two read pages (word shingles)', () => void compareFetches(user, bot)),
    bench('text similarity alone', () => void textSimilarity(user.ok ? user.text : '', bot.ok ? bot.text : '')),
    RUNS,
  );
});
