// What the API's OpenAPI document says of POST /api/convert/youtube-mp3 beyond the route's own schemas: its
// summary, tag and examples (apps/api's OpenAPI test validates them against those schemas).
import { ErrorBody } from '@toolnest/api-client/schemas';
import { API_TAGS, errorDoc, tooManyDoc, type RouteDocs } from '@toolnest/net';

export const routeDocs: RouteDocs = {
  'POST /convert/youtube-mp3': {
    summary: 'Convert a YouTube video to MP3',
    description: 'Queues the conversion (quality in kbps, 320 when absent); poll GET /api/convert/progress/{conversionId}.',
    tag: API_TAGS.media,
    body: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', quality: '192' },
    responses: {
      200: { description: 'The conversion is queued.', example: { conversionId: '5b0e8f2a-1c3d-4e6f-8a9b-0c1d2e3f4a5b' } },
      400: { ...errorDoc('The URL or the quality is missing or invalid.', 'The quality must be one of 320, 256, 192, 128, 96 kbps.'), schema: ErrorBody },
      429: { ...tooManyDoc('conversions'), schema: ErrorBody },
      503: { ...errorDoc('The queue is full, the disk is short of space or a program is missing; see Retry-After.', 'The server is busy. Please try again in a minute.'), schema: ErrorBody },
    },
  },
};
