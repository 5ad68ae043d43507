// What the API's OpenAPI document says of POST /api/plagiarism-check beyond the route's own schemas: its
// summary, tag and examples (apps/api's OpenAPI test validates them against those schemas).
import { API_TAGS, errorDoc, tooManyDoc, type RouteDocs } from '@toolnest/net';

export const routeDocs: RouteDocs = {
  'POST /plagiarism-check': {
    summary: 'Check a text for plagiarism',
    description:
      'Compares the text (10 words or more) with the pasted texts and pages given, and with pages a web search finds when the server has a search provider.',
    tag: API_TAGS.checkers,
    body: {
      text: 'The quick brown fox jumps over the lazy dog while the farmer watches from the old wooden gate.',
      sources: [{ kind: 'text', value: 'A quick brown fox jumps over the lazy dog every single morning.' }],
    },
    responses: {
      200: {
        description: 'The originality score and the matched passages.',
        example: {
          originalityScore: 56,
          totalWords: 18,
          checkedSources: 1,
          matches: [{ source: 'Source 1 (pasted text)', similarity: 44, matchedText: 'quick brown fox jumps over the lazy dog', ranges: [{ start: 4, end: 43 }] }],
          highlights: [{ start: 4, end: 43 }],
          skippedSources: [],
          webSearch: 'off',
        },
      },
      400: errorDoc('The text is blank or under 10 words, or a source is invalid.', 'Please enter at least 10 words for meaningful plagiarism detection.'),
      413: errorDoc('The body is over 512 KB.', 'Text and sources together must be under 512 KB.'),
      429: tooManyDoc('plagiarism checks'),
      503: errorDoc('Every reading thread is busy.', 'The server is busy checking other texts. Please try again in a moment.'),
    },
  },
};
