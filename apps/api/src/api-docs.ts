// What the OpenAPI document (openapi.ts) says of each public route beyond its TypeBox schemas: a
// summary, a tag, and one example per request body and per answer. The schemas themselves stay the
// routes' own (the tools' ./schemas, @toolnest/api-client/schemas); a `schema` here documents an
// answer a route sends without declaring it (the downloaders' 400 `{ success: false, error }`, which
// their onSend hook adds to every error body). test/openapi.test.ts fails when a public route has no
// entry here, or an example does not validate against its schema.
import { ErrorBody } from '@toolnest/api-client/schemas';
import { DownloadFailure, DownloadProgressEvent, MediaErrorBody } from '@toolnest/media/schemas';
import { Type, type TSchema } from 'typebox';

export interface ResponseDoc {
  description: string;
  /** The answer's example; validated against the route's schema for that status, or `schema`. */
  example?: unknown;
  /** The schema of an answer the route does not declare (documentation only, never used to serialize). */
  schema?: TSchema;
  /** Not JSON: the SSE stream, the generated module, a finished file. */
  contentType?: string;
}

export interface RouteDoc {
  summary: string;
  description?: string;
  tag: ApiTag;
  /** An example request body, for a route that takes one. */
  body?: unknown;
  responses: Record<number, ResponseDoc>;
}

export const API_TAGS = {
  site: 'Site',
  requests: 'Tool requests',
  checkers: 'Checkers',
  media: 'Downloaders and MP3 converter',
} as const;
type ApiTag = (typeof API_TAGS)[keyof typeof API_TAGS];

const error = (description: string, message: string): ResponseDoc => ({ description, example: { error: message } });
const tooMany = (what: string): ResponseDoc => ({
  description: `Too many ${what} from this client IP this minute.`,
  example: { error: 'Too many requests. Please try again in 1 minute.' },
});
// The downloaders' error answers: the route's `{ error }` with `success: false` first (packages/media/src/routes.ts).
const failure = (description: string, message: string): ResponseDoc => ({
  description,
  schema: DownloadFailure,
  example: { success: false, error: message },
});

const DOWNLOAD_ID = '3f9a1c2e-7b4d-4e8a-9c1f-2d5e6a7b8c9d';

function downloadStart(site: string, host: string, extra: Record<string, unknown> = {}): RouteDoc {
  return {
    summary: `Start a ${site} download`,
    description:
      'Queues the download under the id the caller chose; follow it on GET /api/download/progress/{downloadId}, whose last event names the file.',
    tag: API_TAGS.media,
    body: { url: `https://${host}`, downloadId: DOWNLOAD_ID, ...extra },
    responses: {
      200: { description: 'The job is queued or running.', example: { success: true } },
      400: failure('The URL or the download id is missing or invalid.', `Please enter a valid ${site} URL.`),
      409: failure('The download id is already taken.', 'This download id is already in use.'),
      429: failure('Too many downloads started or running from this client IP.', 'Too many requests. Please try again in 1 minute.'),
      503: failure('The queue is full, the disk is short of space or yt-dlp is missing; see Retry-After.', 'The server is busy. Please try again in a minute.'),
    },
  };
}

/** Keyed by `METHOD url` as the route is registered (Fastify's `:param` syntax). */
export const ROUTE_DOCS: Readonly<Record<string, RouteDoc>> = {
  'GET /api/health': {
    summary: 'Health check',
    tag: API_TAGS.site,
    description:
      "For operators, the versions of yt-dlp and ffmpeg as read at start (null when one is missing, or in the first moments before it has answered).",
    responses: { 200: { description: 'The server is up.', example: { status: 'ok', versions: { ytDlp: '2026.08.19', ffmpeg: '5.1.7-0+deb12u1' } } } },
  },
  'GET /api/categories': {
    summary: 'List the categories',
    description: 'The categories the admin made for requested tools, by name.',
    tag: API_TAGS.requests,
    responses: { 200: { description: 'Every category.', example: [{ id: 1, name: 'Text' }] } },
  },
  'GET /api/tool-requests/approved': {
    summary: 'List approved tool requests',
    description: 'Approved requests, newest first (the list on /submissions).',
    tag: API_TAGS.requests,
    responses: {
      200: {
        description: 'Approved requests.',
        example: [{ id: 7, toolName: 'Roman Numeral Converter', description: 'Convert numbers to Roman numerals and back.', status: 'approved', createdAt: '2026-11-20T09:30:00.000Z' }],
      },
    },
  },
  'GET /api/tool-requests/live': {
    summary: 'List live requested tools',
    description: 'Requested tools whose generated page is live, with where it is served.',
    tag: API_TAGS.requests,
    responses: {
      200: {
        description: 'Live requested tools.',
        example: [{ id: 7, toolName: 'Roman Numeral Converter', description: 'Convert numbers to Roman numerals and back.', categoryId: 1, generatedPagePath: '/roman-numeral-converter' }],
      },
    },
  },
  'POST /api/tool-request': {
    summary: 'Request a new tool',
    description: 'Stores a request for the admin to review. `email` may be empty.',
    tag: API_TAGS.requests,
    body: { toolName: 'Roman Numeral Converter', email: '', description: 'Convert numbers to Roman numerals and back.' },
    responses: {
      201: {
        description: 'The stored request.',
        example: {
          id: 8,
          toolName: 'Roman Numeral Converter',
          email: null,
          description: 'Convert numbers to Roman numerals and back.',
          status: 'pending',
          isApproved: 'false',
          generationStatus: 'not_generated',
          generatedPagePath: null,
          categoryId: null,
          createdAt: '2026-11-26T08:00:00.000Z',
        },
      },
      400: error('A field is missing, too long or invalid.', 'Tool name and description are required.'),
      429: tooMany('tool requests'),
    },
  },
  'GET /api/generated/:file': {
    summary: "A requested tool's page document or module",
    description:
      "A live generated page's document (`{slug}.html`), which the site shows in a sandboxed frame under its own CSP, and the compiled ES module it imports (`{slug}.js`, sent with `Access-Control-Allow-Origin: *`, as the frame's origin is opaque).",
    tag: API_TAGS.requests,
    responses: {
      200: { description: 'The module, or the document.', contentType: 'text/javascript', schema: Type.String(), example: 'export default function Page() { /* … */ }' },
      304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
      307: { description: 'The document is served from GENERATED_ORIGIN: the same path there.' },
      404: error('No live page by that name.', 'Not Found'),
    },
  },
  'POST /api/spam-score': {
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
      429: tooMany('spam score checks'),
    },
  },
  'POST /api/cloaking-check': {
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
      400: error('The URL is blank or not http(s).', 'Please enter a valid URL starting with http:// or https://'),
      422: error('Neither fetch worked (a private address, a timeout, …).', 'Could not fetch the page as a visitor or as Googlebot: the connection timed out.'),
      429: tooMany('cloaking checks'),
    },
  },
  'POST /api/plagiarism-check': {
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
      400: error('The text is blank or under 10 words, or a source is invalid.', 'Please enter at least 10 words for meaningful plagiarism detection.'),
      413: error('The body is over 512 KB.', 'Text and sources together must be under 512 KB.'),
      429: tooMany('plagiarism checks'),
      503: error('Every reading thread is busy.', 'The server is busy checking other texts. Please try again in a moment.'),
    },
  },
  'POST /api/download/youtube': downloadStart('YouTube', 'www.youtube.com/watch?v=dQw4w9WgXcQ'),
  'POST /api/download/tiktok': downloadStart('TikTok', 'www.tiktok.com/@scout2015/video/6718335390845095173', { withoutWatermark: true }),
  'POST /api/download/facebook': downloadStart('Facebook', 'www.facebook.com/watch/?v=10153231379946729'),
  'POST /api/video/info': {
    summary: "Look up a YouTube video's details",
    description: 'What the downloader shows before it starts: title, thumbnail, length and the quality it will pick.',
    tag: API_TAGS.media,
    body: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    responses: {
      200: {
        description: "The video's details; `duration` in seconds.",
        example: {
          success: true,
          title: 'Rick Astley - Never Gonna Give You Up (Official Video)',
          thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
          duration: 213,
          uploader: 'Rick Astley',
          selectedQuality: '1080p',
          hasFFmpegMerge: true,
          isLongVideo: false,
        },
      },
      400: failure('The URL is missing or not a YouTube URL.', 'Please enter a valid YouTube URL.'),
      429: failure('Too many lookups from this client IP.', 'Too many requests. Please try again in 1 minute.'),
      502: failure("YouTube's answer could not be had.", 'Could not read this video. Please check the URL and try again.'),
      503: failure('yt-dlp is missing or the server is busy.', 'The server is busy. Please try again in a minute.'),
    },
  },
  'GET /api/download/progress/:downloadId': {
    summary: "Follow a download's progress (server-sent events)",
    description:
      'A `text/event-stream` whose `data:` lines are the events below; the last has `status` (`complete` with the file\'s `downloadUrl`, or `error`). May be opened before the start call.',
    tag: API_TAGS.media,
    responses: {
      200: {
        description: 'The event stream; each event is one of these objects.',
        contentType: 'text/event-stream',
        schema: DownloadProgressEvent,
        example: { progress: 100, message: 'Download complete!', status: 'complete', downloadUrl: `/api/download/file/${DOWNLOAD_ID}`, filename: 'video.mp4', title: 'video' },
      },
      400: error('Not a download id.', 'Invalid download id.'),
      429: error('Too many progress streams open from this client IP.', 'Too many open progress streams. Please close one and try again.'),
    },
  },
  'POST /api/convert/youtube-mp3': {
    summary: 'Convert a YouTube video to MP3',
    description: 'Queues the conversion (quality in kbps, 320 when absent); poll GET /api/convert/progress/{conversionId}.',
    tag: API_TAGS.media,
    body: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', quality: '192' },
    responses: {
      200: { description: 'The conversion is queued.', example: { conversionId: '5b0e8f2a-1c3d-4e6f-8a9b-0c1d2e3f4a5b' } },
      400: { ...error('The URL or the quality is missing or invalid.', 'The quality must be one of 320, 256, 192, 128, 96 kbps.'), schema: ErrorBody },
      429: { ...tooMany('conversions'), schema: ErrorBody },
      503: { ...error('The queue is full, the disk is short of space or a program is missing; see Retry-After.', 'The server is busy. Please try again in a minute.'), schema: ErrorBody },
    },
  },
  'GET /api/convert/progress/:conversionId': {
    summary: "A conversion's progress",
    tag: API_TAGS.media,
    responses: {
      200: {
        description: 'Where the conversion is; once `complete`, `downloadUrl` serves the MP3.',
        example: { status: 'complete', progress: 100, message: 'Conversion complete!', title: 'video', downloadUrl: '/api/download/file/5b0e8f2a-1c3d-4e6f-8a9b-0c1d2e3f4a5b', filename: 'video.mp3' },
      },
      404: error('No such conversion (it may have expired).', 'This conversion was not found. It may have expired; please convert again.'),
    },
  },
  'GET /api/download/file/:job': {
    summary: 'A finished download or MP3',
    description: 'The file of a finished job, with its download name; byte ranges are served (206).',
    tag: API_TAGS.media,
    responses: {
      200: { description: 'The file (video/mp4, audio/mpeg, …).', contentType: 'application/octet-stream', schema: Type.Unsafe({ type: 'string', contentMediaType: 'application/octet-stream' }), example: '…' },
      206: { description: 'The requested byte range.', contentType: 'application/octet-stream', schema: Type.Unsafe({ type: 'string', contentMediaType: 'application/octet-stream' }), example: '…' },
      404: { ...error('No such file (it may have expired).', 'This file is not available. It may have expired; please download it again.'), schema: MediaErrorBody },
      416: { ...error('The range is beyond the end of the file.', 'The requested range is beyond the end of the file.'), schema: MediaErrorBody },
    },
  },
};
