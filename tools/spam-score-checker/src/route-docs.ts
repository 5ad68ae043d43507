// What the API's OpenAPI document says of POST /api/spam-score beyond the route's own schemas: its
// summary, tag and examples (apps/api's OpenAPI test validates them against those schemas).
import { API_TAGS, tooManyDoc, type RouteDocs } from '@toolnest/net';

export const routeDocs: RouteDocs = {
  'POST /spam-score': {
    summary: "Score a domain's spam risk",
    description: 'Checks the MX, SPF and DMARC records, DNS blocklists and disposable-mail lists of a domain (or of an e-mail address’s domain).',
    tag: API_TAGS.checkers,
    body: { domain: 'example.com' },
    responses: {
      200: {
        description: 'The score, 0 (clean) to 100, with one line per threat found.',
        example: { success: true, spamScore: 15, threats: ['No DMARC record found.'], notChecked: [], domain: 'example.com' },
      },
      400: { description: 'The domain is blank.', example: { success: false, error: 'Please enter a domain name or email address.' } },
      429: tooManyDoc('spam score checks'),
    },
  },
};
