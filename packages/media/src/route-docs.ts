// The OpenAPI docs the downloaders' start routes share (see @toolnest/net's RouteDoc): each downloader's
// toolServer documents its own route with downloadStartDoc.
import { API_TAGS, type ResponseDoc, type RouteDoc } from '@toolnest/net';
import { DownloadFailure } from './schemas';

/** The download id of the examples, which the progress stream's example follows too. */
export const EXAMPLE_DOWNLOAD_ID = '3f9a1c2e-7b4d-4e8a-9c1f-2d5e6a7b8c9d';

/** A downloader's error answer: the route's `{ error }` with `success: false` first (routes.ts). */
export const downloadFailureDoc = (description: string, message: string): ResponseDoc => ({
  description,
  schema: DownloadFailure,
  example: { success: false, error: message },
});

/** POST /download/<service>: `site` as the page names it, `host` and path of an example URL, and any other body field. */
export function downloadStartDoc(site: string, host: string, extra: Record<string, unknown> = {}): RouteDoc {
  return {
    summary: `Start a ${site} download`,
    description:
      'Queues the download under the id the caller chose; follow it on GET /api/download/progress/{downloadId}, whose last event names the file.',
    tag: API_TAGS.media,
    body: { url: `https://${host}`, downloadId: EXAMPLE_DOWNLOAD_ID, ...extra },
    responses: {
      200: { description: 'The job is queued or running.', example: { success: true } },
      400: downloadFailureDoc('The URL or the download id is missing or invalid.', `Please enter a valid ${site} URL.`),
      409: downloadFailureDoc('The download id is already taken.', 'This download id is already in use.'),
      429: downloadFailureDoc('Too many downloads started or running from this client IP.', 'Too many requests. Please try again in 1 minute.'),
      503: downloadFailureDoc('The queue is full, the disk is short of space or yt-dlp is missing; see Retry-After.', 'The server is busy. Please try again in a minute.'),
    },
  };
}
