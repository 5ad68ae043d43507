// What runs in the page reader's worker threads (see page-reader.ts): the submitted text's
// fingerprints, and a source (a fetched page's main text, or pasted text) compared with them. Loaded by file name, not bundled
// into the server: from the sources as this .ts file (Node strips the types, so the imports below
// name their files exactly), else as plagiarism-worker.js beside the built server, in this
// package's dist/ and in apps/api's.
import { mainText } from './extract.ts';
import { coveredWords, distinctiveSentences, fingerprintText, indexSource } from './logic.ts';
import type { Cover, CoverTask, PrintedText, PrintTask } from './page-reader';

export type { Cover, CoverTask, PrintedText, PrintTask } from './page-reader';

/** The submitted text fingerprinted once for all its sources, and its search queries when asked. */
export function printText({ text, queries }: PrintTask): PrintedText {
  const { words, hashes, fingerprints } = fingerprintText(text);
  return {
    starts: Int32Array.from(words, (word) => word.start),
    ends: Int32Array.from(words, (word) => word.end),
    hashes: Float64Array.from(hashes),
    fingerprints: Int32Array.from(fingerprints),
    queries: queries > 0 ? distinctiveSentences(text, queries) : [],
  };
}

/** A source's main text compared with the submitted text: the words it covers, or empty when it has no text. */
export function coverSource({ body, mimeType, doc }: CoverTask): Cover {
  const text = mainText(body, mimeType);
  if (text.trim() === '') return { empty: true };
  return { empty: false, covered: coveredWords(doc, indexSource(text)) };
}
