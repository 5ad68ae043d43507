// What the OpenAPI document (openapi.ts) says of each public route beyond its TypeBox schemas: a
// summary, a tag, and one example per request body and per answer. The site's own routes and the media
// engine's shared ones are documented here; each tool's routes by the tool itself (its toolServer's
// `routeDocs`, merged in below). The schemas stay the routes' own; a `schema` here documents an answer a
// route sends without declaring it. test/openapi.test.ts fails when a public route has no entry, or an
// example does not validate against its schema.
import { EXAMPLE_DOWNLOAD_ID } from '@toolnest/media/server';
import { DownloadProgressEvent, MediaErrorBody } from '@toolnest/media/schemas';
import { API_TAGS, errorDoc as error, tooManyDoc as tooMany, type RouteDoc, type RouteDocs } from '@toolnest/net';
import { Type } from 'typebox';
import { TOOL_SERVERS, type ToolServer } from './tool-servers';

export { API_TAGS, type ResponseDoc, type RouteDoc } from '@toolnest/net';

/** The site's and the media engine's routes, keyed by `METHOD url` as registered (Fastify's `:param` syntax). */
const SITE_ROUTE_DOCS: RouteDocs = {
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
        example: { progress: 100, message: 'Download complete!', status: 'complete', downloadUrl: `/api/download/file/${EXAMPLE_DOWNLOAD_ID}`, filename: 'video.mp4', title: 'video' },
      },
      400: error('Not a download id.', 'Invalid download id.'),
      429: error('Too many progress streams open from this client IP.', 'Too many open progress streams. Please close one and try again.'),
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

/** The tools' own route docs, each key given the /api prefix their plugins are registered under. */
export function toolRouteDocs(servers: readonly ToolServer[]): Record<string, RouteDoc> {
  const docs: Record<string, RouteDoc> = {};
  for (const server of servers) {
    for (const [key, doc] of Object.entries(server.routeDocs)) {
      const [method, url] = key.split(' ');
      const prefixed = `${method} /api${url}`;
      if (docs[prefixed]) throw new Error(`${server.slug} documents ${prefixed}, which another tool documents too.`);
      docs[prefixed] = doc;
    }
  }
  return docs;
}

/** Every public route's docs: the site's and each tool's. */
export const ROUTE_DOCS: RouteDocs = { ...SITE_ROUTE_DOCS, ...toolRouteDocs(TOOL_SERVERS) };
