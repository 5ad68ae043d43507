import { ApiError, fetchAdminToolRequests, fetchPagePreview, LIST_URLS, readJson, type LiveToolRequest } from '@toolnest/api-client';

/** What an admin reads beside a preview: the page's source, and what the server's lint found in it. */
export interface PageReview {
  source: string;
  lint: string[];
}

/** A generated page ready to show: the request's name and description, and the document its frame loads. */
export interface GeneratedPageInfo {
  toolName: string;
  description: string;
  frameUrl: string;
  /** A preview's, for the admin. */
  review?: PageReview;
}

/** What the shell shows at `/{slug}`: the page, or Page Not Found (not live, or no valid preview). */
export type LoadedPage = { found: true; page: GeneratedPageInfo } | { found: false };

const NOT_FOUND: LoadedPage = { found: false };

// The admin's ids are SQLite row ids (the server's own check, apps/api/src/routes/admin.ts).
const REQUEST_ID = /^[1-9]\d{0,15}$/;

/** The document a live page runs in, inside its sandboxed frame (apps/api/src/generation/generated-frame.ts). */
export const frameUrlOf = (pageName: string) => `/api/generated/${pageName}.html`;

/** A live page: its name and description from the public live list. Not listed is Page Not Found; offline is thrown. */
export async function loadLivePage(pagePath: string): Promise<LoadedPage> {
  const request = (await readJson<LiveToolRequest[]>(LIST_URLS.liveToolRequests)).find((candidate) => candidate.generatedPagePath === pagePath);
  if (!request) return NOT_FOUND;
  return { found: true, page: { toolName: request.toolName, description: request.description, frameUrl: frameUrlOf(pagePath.slice(1)) } };
}

/**
 * A ready_for_qa page for the admin (`?preview={id}`): the stored credential asks for a frame URL with a
 * preview token, and the page's source. No credential, a refused one, or a request whose page is not at
 * `pagePath` is Page Not Found.
 */
export async function loadPreviewPage(pagePath: string, previewId: string, authorization: string | null): Promise<LoadedPage> {
  if (authorization === null || !REQUEST_ID.test(previewId)) return NOT_FOUND;
  const id = Number(previewId);
  let preview;
  let requests;
  try {
    [preview, requests] = await Promise.all([fetchPagePreview(authorization, id), fetchAdminToolRequests(authorization)]);
  } catch (error) {
    // Refused (401, 404, 409): no preview. Offline: the shell's error boundary says so.
    if (error instanceof ApiError) return NOT_FOUND;
    throw error;
  }
  const request = requests.find((candidate) => candidate.id === id);
  if (request?.generatedPagePath !== pagePath || !preview.frameUrl.startsWith(`${frameUrlOf(pagePath.slice(1))}?`)) return NOT_FOUND;
  const review = { source: preview.source, lint: preview.lint };
  return { found: true, page: { toolName: request.toolName, description: request.description, frameUrl: preview.frameUrl, review } };
}
