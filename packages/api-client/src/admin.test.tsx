import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_QUERY_KEYS,
  ApiError,
  basicAuthHeader,
  createQueryClient,
  forgetLists,
  useAdminCategories,
  useAdminLogin,
  useAdminToolRequests,
  useApprovedToolRequests,
  useApproveToolRequest,
  useCreateCategory,
  useDeleteCategory,
  useDeleteToolRequest,
  useEditToolRequest,
  useForgetAdminData,
  useLiveToolRequests,
  useSetToolRequestCategory,
  useSetToolRequestStatus,
} from './index';

const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  forgetLists();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const AUTH = basicAuthHeader('admin', 'pässwörd🔑');
const request = {
  id: 7,
  toolName: 'Dice',
  email: null,
  description: 'Rolls dice for games.',
  status: 'approved',
  isApproved: 'true',
  generationStatus: 'not_generated',
  generatedPagePath: null,
  categoryId: null,
  createdAt: '2026-01-02T00:00:00.000Z',
};

/** Answers like the server: lists for GETs, the given reply for the write. */
function serve(write: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method && init.method !== 'GET') return write();
    if (url === '/api/admin/tool-requests') return json(200, [request]);
    if (url === '/api/admin/categories') return json(200, [{ id: 1, name: 'Text' }]);
    return json(200, []);
  });
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET', init }));
const authorizationOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('basicAuthHeader', () => {
  it('encodes user:pass as RFC 7617 Basic credentials', () => {
    expect(basicAuthHeader('Aladdin', 'open sesame')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  });

  it('encodes any Unicode as UTF-8, the way the server decodes it (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 40 }), (user, pass) => {
        const header = basicAuthHeader(user, pass);
        expect(header.startsWith('Basic ')).toBe(true);
        expect(Buffer.from(header.slice(6), 'base64').toString('utf8')).toBe(`${user}:${pass}`);
      }),
    );
  });
});

describe('admin lists', () => {
  it('read nothing while logged out', async () => {
    serve(() => json(500, {}));
    const { result } = renderHook(() => useAdminToolRequests(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['useAdminToolRequests', useAdminToolRequests, '/api/admin/tool-requests', [request]],
    ['useAdminCategories', useAdminCategories, '/api/admin/categories', [{ id: 1, name: 'Text' }]],
  ] as const)('%s reads %s with the credential in the header only', async (_name, hook, url, data) => {
    serve(() => json(500, {}));
    const { result } = renderHook(() => hook(AUTH), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(data);
    expect(calls()).toMatchObject([{ url, method: 'GET' }]);
    expect(authorizationOf(calls()[0]!.init)).toBe(AUTH);
    // Neither the URL nor any query key holds the credential.
    const keys = JSON.stringify(client.getQueryCache().getAll().map((query) => query.queryKey));
    expect(keys).not.toContain(AUTH.slice(6));
    expect(keys).not.toContain('pässwörd');
  });
});

describe('useAdminLogin', () => {
  it('checks the credential by reading the list, which then serves the list hook without a second read', async () => {
    serve(() => json(500, {}));
    const { result } = renderHook(() => useAdminLogin(), { wrapper });
    await act(() => result.current.mutateAsync(AUTH));
    expect(calls()).toMatchObject([{ url: '/api/admin/tool-requests', method: 'GET' }]);
    expect(authorizationOf(calls()[0]!.init)).toBe(AUTH);
    const list = renderHook(() => useAdminToolRequests(AUTH), { wrapper });
    expect(list.result.current.data).toEqual([request]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [401, 'Invalid username or password.'],
    [429, 'Too many failed logins. Please try again in 42 seconds.'],
  ])('fails with the server\'s %i text, without retrying', async (status, error) => {
    fetchMock.mockResolvedValue(json(status, { error }));
    const { result } = renderHook(() => useAdminLogin(), { wrapper });
    const failure = await act(() => result.current.mutateAsync(AUTH).catch((e: unknown) => e));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, serverMessage: error });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(ADMIN_QUERY_KEYS.toolRequests)).toBeUndefined();
  });

  it('fails with the network error when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useAdminLogin(), { wrapper });
    await expect(act(() => result.current.mutateAsync(AUTH))).rejects.toThrow(TypeError);
  });
});

describe('admin writes', () => {
  type Case = [name: string, run: () => Promise<unknown>, method: string, url: string, body: unknown, status: number];
  const cases = (hooks: ReturnType<typeof useAllWrites>): Case[] => [
    ['approve', () => hooks.approve.mutateAsync(7), 'POST', '/api/admin/tool-requests/7/approve', undefined, 200],
    ['status', () => hooks.status.mutateAsync({ id: 7, status: 'completed' }), 'POST', '/api/admin/tool-requests/7/status', { status: 'completed' }, 200],
    [
      'edit',
      () => hooks.edit.mutateAsync({ id: 7, toolName: 'Dice Roller', description: 'Rolls any dice.' }),
      'POST',
      '/api/admin/tool-requests/7/edit',
      { toolName: 'Dice Roller', description: 'Rolls any dice.' },
      200,
    ],
    ['category', () => hooks.category.mutateAsync({ id: 7, categoryId: null }), 'POST', '/api/admin/tool-requests/7/category', { categoryId: null }, 200],
    ['delete request', () => hooks.deleteRequest.mutateAsync(7), 'DELETE', '/api/admin/tool-requests/7', undefined, 204],
    ['create category', () => hooks.createCategory.mutateAsync('Writing'), 'POST', '/api/admin/categories', { name: 'Writing' }, 201],
    ['delete category', () => hooks.deleteCategory.mutateAsync(3), 'DELETE', '/api/admin/categories/3', undefined, 204],
  ];

  function useAllWrites(authorization: string | null) {
    return {
      approve: useApproveToolRequest(authorization),
      status: useSetToolRequestStatus(authorization),
      edit: useEditToolRequest(authorization),
      category: useSetToolRequestCategory(authorization),
      deleteRequest: useDeleteToolRequest(authorization),
      createCategory: useCreateCategory(authorization),
      deleteCategory: useDeleteCategory(authorization),
    };
  }

  it('send each admin call with the credential, then reload the admin lists and the public lists already read', async () => {
    let writeReply = () => json(200, request);
    serve(() => writeReply());
    const { result } = renderHook(
      () => ({
        writes: useAllWrites(AUTH),
        requests: useAdminToolRequests(AUTH),
        categories: useAdminCategories(AUTH),
        approved: useApprovedToolRequests(),
      }),
      { wrapper },
    );
    for (const [name, , method, url, body, status] of cases(result.current.writes)) {
      writeReply = () => json(status, status === 204 ? null : request);
      await waitFor(() => expect(result.current.requests.isSuccess && result.current.categories.isSuccess).toBe(true));
      await waitFor(() => expect(result.current.approved.status).toBe('success'));
      fetchMock.mockClear();

      const run = cases(result.current.writes).find(([caseName]) => caseName === name)![1];
      await act(run);

      const [write, ...reloads] = calls();
      expect(write, name).toMatchObject({ url, method });
      expect(write!.init?.body, name).toBe(body === undefined ? undefined : JSON.stringify(body));
      expect(authorizationOf(write!.init), name).toBe(AUTH);
      // The mutation settles after its reloads: both admin lists and the approved list read by the shell.
      expect(reloads.map((call) => call.url).sort(), name).toEqual(['/api/admin/categories', '/api/admin/tool-requests', '/api/tool-requests/approved']);
      for (const reload of reloads.filter((call) => call.url.startsWith('/api/admin'))) expect(authorizationOf(reload.init)).toBe(AUTH);
      // A public list no component read stays unread.
      expect(reloads.some((call) => call.url === '/api/tool-requests/live')).toBe(false);
    }
  });

  it('surface the server\'s sentence and reload nothing when a write is refused', async () => {
    serve(() => json(409, { error: 'A category named "Writing" already exists.' }));
    const { result } = renderHook(() => ({ create: useCreateCategory(AUTH), live: useLiveToolRequests() }), { wrapper });
    await waitFor(() => expect(result.current.live.status).toBe('success'));
    fetchMock.mockClear();
    const failure = await act(() => result.current.create.mutateAsync('writing').catch((e: unknown) => e));
    expect(failure).toMatchObject({ status: 409, serverMessage: 'A category named "Writing" already exists.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuse to send anything while logged out', async () => {
    serve(() => json(200, request));
    const { result } = renderHook(() => useAllWrites(null), { wrapper });
    await expect(act(() => result.current.approve.mutateAsync(7))).rejects.toThrow('Not logged in.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useForgetAdminData', () => {
  it('forgets the admin lists read with the old credential', async () => {
    serve(() => json(500, {}));
    const { result } = renderHook(() => ({ list: useAdminToolRequests(AUTH), forget: useForgetAdminData() }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.forget());
    expect(client.getQueryCache().findAll({ queryKey: ADMIN_QUERY_KEYS.all })).toHaveLength(0);
  });
});
