// The admin calls that need no React (no TanStack Query): the generated-page shell's preview reads them
// without loading the dashboard's hooks (its chunk budget). The hooks in admin.ts build on them.
import { apiRequest, readJson } from './request';
import type { AdminPreviewResponse, ToolRequest } from './schemas';

/** The admin lists' URLs. */
export const ADMIN_URLS = {
  toolRequests: '/api/admin/tool-requests',
  categories: '/api/admin/categories',
} as const;

export const authHeaders = (authorization: string) => ({ Authorization: authorization });

export const requestUrl = (id: number, action?: string) =>
  `${ADMIN_URLS.toolRequests}/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;

/** GET /api/admin/tool-requests with the credential: every request, newest first. A 401 or 429 throws an ApiError. */
export function fetchAdminToolRequests(authorization: string, signal?: AbortSignal): Promise<ToolRequest[]> {
  return readJson<ToolRequest[]>(ADMIN_URLS.toolRequests, { headers: authHeaders(authorization), signal });
}

/**
 * POST …/tool-requests/{id}/preview → where a generated page's frame is (a short-lived token in its URL), its
 * source and the lint's findings. Read by the generated-page shell at `/{slug}?preview={id}` and by the
 * dashboard's review before Go Live, with the stored credential.
 */
export async function fetchPagePreview(authorization: string, id: number): Promise<AdminPreviewResponse> {
  const res = await apiRequest('POST', requestUrl(id, 'preview'), undefined, authHeaders(authorization));
  return (await res.json()) as AdminPreviewResponse;
}
