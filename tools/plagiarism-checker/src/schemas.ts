// The Plagiarism Checker's request and response shapes, POST /api/plagiarism-check (docs/api.md#tool-routes: the report, with the sources, the matched offsets and the skipped sources).
// Exported as `./schemas`: the server validates and serializes with them; the page imports their types only.
import { Type, type Static } from 'typebox';

/** One source to compare with: a text the visitor pasted, or the address of a page the server fetches. */
export const PlagiarismSource = Type.Object({
  kind: Type.Union([Type.Literal('text'), Type.Literal('url')]),
  value: Type.String({ maxLength: 524_288 }),
});
export type PlagiarismSource = Static<typeof PlagiarismSource>;

/** The request: the text to check and up to 10 sources (the route's body limit, 512 KB, bounds them together). */
export const PlagiarismCheckBody = Type.Object({
  text: Type.String({ maxLength: 524_288 }),
  sources: Type.Array(PlagiarismSource, { maxItems: 10 }),
});
export type PlagiarismCheckBody = Static<typeof PlagiarismCheckBody>;

/** Characters `start` (inclusive) to `end` (exclusive) of the submitted text, in UTF-16 code units: `text.slice(start, end)`. */
export const PlagiarismTextRange = Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) });
export type PlagiarismTextRange = Static<typeof PlagiarismTextRange>;

/** A source that shares passages with the text. */
export const PlagiarismMatch = Type.Object({
  /** A URL, or "Source N (pasted text)". */
  source: Type.String(),
  /** Percent of the text's words found in this source. */
  similarity: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The longest shared passage, as the text has it (long ones cut with '…'). */
  matchedText: Type.String(),
  /** Every shared passage in the text. */
  ranges: Type.Array(PlagiarismTextRange),
});
export type PlagiarismMatch = Static<typeof PlagiarismMatch>;

/** A source that could not be compared, and why (a fetch failure's sentence, for example). */
export const PlagiarismSkippedSource = Type.Object({ source: Type.String(), reason: Type.String() });
export type PlagiarismSkippedSource = Static<typeof PlagiarismSkippedSource>;

export const PlagiarismCheckResult = Type.Object({
  /** 100 minus the percent of the text's words that any source has. */
  originalityScore: Type.Integer({ minimum: 0, maximum: 100 }),
  totalWords: Type.Integer({ minimum: 0 }),
  /** Sources compared: the given ones that could be read, plus pages the web search found. */
  checkedSources: Type.Integer({ minimum: 0 }),
  /** Most similar first. */
  matches: Type.Array(PlagiarismMatch),
  /** Every matched passage of the text, ascending and disjoint: what the page highlights. */
  highlights: Type.Array(PlagiarismTextRange),
  skippedSources: Type.Array(PlagiarismSkippedSource),
  /** 'off': no search provider is configured, only the given sources were checked. */
  webSearch: Type.Union([Type.Literal('off'), Type.Literal('done'), Type.Literal('failed')]),
});
export type PlagiarismCheckResult = Static<typeof PlagiarismCheckResult>;
