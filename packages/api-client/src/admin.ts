// The admin dashboard's calls. The credential travels in the
// Authorization header only: it lives in the hooks' closures, never in a query key, because the read
// helper turns keys into URLs (and keys are visible in devtools and caches).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshReadLists } from './lists';
import { ADMIN_URLS, authHeaders, fetchAdminToolRequests, requestUrl } from './admin-calls';
import { apiRequest, readJson } from './request';
import type { AdminEditInput, AdminGenerateResponse, AdminGoLiveResponse, Category, ToolRequest, ToolRequestStatus } from './schemas';

/** Query keys of the admin lists: their segments joined with '/' are the URLs; no credential in them. */
export const ADMIN_QUERY_KEYS = {
  all: ['/api/admin'],
  toolRequests: ['/api/admin', 'tool-requests'],
  categories: ['/api/admin', 'categories'],
} as const;

/**
 * `Basic ` + base64 of the UTF-8 bytes of `username:password` (RFC 7617 with charset UTF-8, what the
 * server decodes). btoa alone takes only Latin-1, so a password like 'pässwörd🔑' is encoded byte by byte.
 */
export function basicAuthHeader(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}


function requireLogin(authorization: string | null): string {
  if (authorization === null) throw new Error('Not logged in.');
  return authorization;
}

/** Reloads the admin lists and every public list the shell has read, after any admin change. */
export async function refreshAfterAdminChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.all }), refreshReadLists()]);
}

function useAdminList<T>(queryKey: readonly string[], authorization: string | null) {
  return useQuery<T[]>({
    queryKey,
    queryFn: ({ queryKey: key, signal }) => readJson<T[]>(key.join('/'), { headers: authHeaders(requireLogin(authorization)), signal }),
    enabled: authorization !== null,
  });
}

/** GET /api/admin/tool-requests; idle while `authorization` is null (logged out). */
export const useAdminToolRequests = (authorization: string | null) => useAdminList<ToolRequest>(ADMIN_QUERY_KEYS.toolRequests, authorization);

/** GET /api/admin/categories; idle while `authorization` is null (logged out). */
export const useAdminCategories = (authorization: string | null) => useAdminList<Category>(ADMIN_QUERY_KEYS.categories, authorization);

/**
 * Login: checks the credential by reading the admin list. Resolves with the list, which then
 * serves useAdminToolRequests without a second read; rejects with an ApiError (401 wrong login, 429
 * throttled, with the server's text in `serverMessage`) or a TypeError when the server cannot be reached.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation<ToolRequest[], Error, string>({
    mutationFn: (authorization) => fetchAdminToolRequests(authorization),
    onSuccess: (list) => queryClient.setQueryData(ADMIN_QUERY_KEYS.toolRequests, list),
  });
}

/** Logout's share: forgets every admin list read with the old credential. */
export function useForgetAdminData(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEYS.all }), [queryClient]);
}

/** One admin write: sent with the credential, never retried; on success the lists are reloaded. */
function useAdminMutation<TVariables, TData>(
  authorization: string | null,
  send: (variables: TVariables, headers: Record<string, string>) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn: (variables) => send(variables, authHeaders(requireLogin(authorization))),
    onSuccess: () => refreshAfterAdminChange(queryClient),
  });
}

const json = <T>(res: Response) => res.json() as Promise<T>;

/** POST …/tool-requests/{id}/approve → the request, approved. */
export const useApproveToolRequest = (authorization: string | null) =>
  useAdminMutation<number, ToolRequest>(authorization, async (id, headers) => json(await apiRequest('POST', requestUrl(id, 'approve'), undefined, headers)));

/** POST …/tool-requests/{id}/status `{ status }` → the request. */
export const useSetToolRequestStatus = (authorization: string | null) =>
  useAdminMutation<{ id: number; status: ToolRequestStatus }, ToolRequest>(authorization, async ({ id, status }, headers) =>
    json(await apiRequest('POST', requestUrl(id, 'status'), { status }, headers)),
  );

/** POST …/tool-requests/{id}/edit `{ toolName, description }` → the request; a 400 carries the form's sentence. */
export const useEditToolRequest = (authorization: string | null) =>
  useAdminMutation<{ id: number } & AdminEditInput, ToolRequest>(authorization, async ({ id, toolName, description }, headers) =>
    json(await apiRequest('POST', requestUrl(id, 'edit'), { toolName, description }, headers)),
  );

/** POST …/tool-requests/{id}/category `{ categoryId }` (null: none) → the request. */
export const useSetToolRequestCategory = (authorization: string | null) =>
  useAdminMutation<{ id: number; categoryId: number | null }, ToolRequest>(authorization, async ({ id, categoryId }, headers) =>
    json(await apiRequest('POST', requestUrl(id, 'category'), { categoryId }, headers)),
  );

/** DELETE …/tool-requests/{id} (204). */
export const useDeleteToolRequest = (authorization: string | null) =>
  useAdminMutation<number, void>(authorization, async (id, headers) => {
    await apiRequest('DELETE', requestUrl(id), undefined, headers);
  });

/** POST /api/admin/categories `{ name }` → the category (201); a 400 or 409 carries the server's sentence. */
export const useCreateCategory = (authorization: string | null) =>
  useAdminMutation<string, Category>(authorization, async (name, headers) => json(await apiRequest('POST', ADMIN_URLS.categories, { name }, headers)));

/** DELETE /api/admin/categories/{id} (204); its requests keep living without a category. */
export const useDeleteCategory = (authorization: string | null) =>
  useAdminMutation<number, void>(authorization, async (id, headers) => {
    await apiRequest('DELETE', `${ADMIN_URLS.categories}/${encodeURIComponent(String(id))}`, undefined, headers);
  });

/**
 * POST …/tool-requests/{id}/generate → `{ filePath }` (generated/{page name}.tsx). Its failures carry
 * `details`; the lists are reloaded after a failure too, as the request is put back.
 */
export function useGenerateToolPage(authorization: string | null) {
  const queryClient = useQueryClient();
  return useMutation<AdminGenerateResponse, Error, number>({
    mutationFn: async (id) => json(await apiRequest('POST', requestUrl(id, 'generate'), undefined, authHeaders(requireLogin(authorization)))),
    onSettled: () => refreshAfterAdminChange(queryClient),
  });
}

/** POST …/tool-requests/{id}/go-live → `{ url }`, the live page's path. */
export const useGoLive = (authorization: string | null) =>
  useAdminMutation<number, AdminGoLiveResponse>(authorization, async (id, headers) => json(await apiRequest('POST', requestUrl(id, 'go-live'), undefined, headers)));
