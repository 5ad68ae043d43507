// What the API's OpenAPI document says of POST /api/cloaking-check beyond the route's own schemas: its
// summary, tag and examples (apps/api's OpenAPI test validates them against those schemas).
import { API_TAGS, errorDoc, tooManyDoc, type RouteDocs } from '@toolnest/net';

export const routeDocs: RouteDocs = {
  'POST /cloaking-check': {
    summary: 'Check a page for cloaking',
    description: 'Fetches the page as a desktop browser and as Googlebot and compares what each saw.',
    tag: API_TAGS.checkers,
    body: { url: 'https://example.com/' },
    responses: {
      200: {
        description: 'Both views and the differences between them.',
        example: {
          url: 'https://example.com/',
          userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
          botAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
          isDifferent: false,
          differences: [],
          textSimilarity: 1,
          userView: { fetched: true, status: 200, finalUrl: 'https://example.com/', redirects: 0, title: 'Example Domain', metaRobots: '', robotsHeader: '', canonical: '', excerpt: 'Example Domain This domain is for use in illustrative examples.', wordCount: 28 },
          botView: { fetched: true, status: 200, finalUrl: 'https://example.com/', redirects: 0, title: 'Example Domain', metaRobots: '', robotsHeader: '', canonical: '', excerpt: 'Example Domain This domain is for use in illustrative examples.', wordCount: 28 },
        },
      },
      400: errorDoc('The URL is blank or not http(s).', 'Please enter a valid URL starting with http:// or https://'),
      422: errorDoc('Neither fetch worked (a private address, a timeout, …).', 'Could not fetch the page as a visitor or as Googlebot: the connection timed out.'),
      429: tooManyDoc('cloaking checks'),
    },
  },
};
