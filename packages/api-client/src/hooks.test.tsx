import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQueryClient,
  forgetLists,
  useApprovedToolRequests,
  useCategories,
  useLiveToolRequests,
  useSubmitToolRequest,
} from './index';

const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;
beforeEach(() => {
  // The list cache is the module's: another package's tests in this worker may have filled it.
  forgetLists();
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
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const approved = [{ id: 2, toolName: 'Colour Picker', description: 'Pick a colour.', status: 'approved', createdAt: '2026-01-02T00:00:00.000Z' }];

describe('read hooks (one list cache, no TanStack Query)', () => {
  it.each([
    ['useCategories', useCategories, '/api/categories', [{ id: 1, name: 'Text' }]],
    ['useLiveToolRequests', useLiveToolRequests, '/api/tool-requests/live', [{ id: 1, toolName: 'A', description: 'B', categoryId: null, generatedPagePath: '/a' }]],
    ['useApprovedToolRequests', useApprovedToolRequests, '/api/tool-requests/approved', approved],
  ] as const)('%s reads %s', async (_name, hook, url, data) => {
    fetchMock.mockResolvedValue(json(200, data));
    const { result } = renderHook(() => [hook(), hook()] as const);
    await waitFor(() => expect(result.current[0].status).toBe('success'));
    expect(result.current[0].data).toEqual(data);
    expect(result.current[1]).toBe(result.current[0]);
    // Read once, shared by every reader, and not again for a later one.
    renderHook(() => hook());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(url);
  });

  it('reports a failed read once, without retrying', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const { result } = renderHook(() => useCategories());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('500: Internal Server Error');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('useSubmitToolRequest', () => {
  it('posts the request and reloads the approved list', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') return json(201, { id: 3, toolName: 'X' });
      return json(200, approved);
    });
    const { result } = renderHook(() => ({ list: useApprovedToolRequests(), submit: useSubmitToolRequest() }), { wrapper });
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(() => result.current.submit.mutateAsync({ toolName: 'X', email: '', description: 'A tool that does X.' }));
    const post = fetchMock.mock.calls[1]!;
    expect(post[0]).toBe('/api/tool-request');
    expect(post[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ toolName: 'X', email: '', description: 'A tool that does X.' }) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/tool-requests/approved');
    await waitFor(() => expect(result.current.list.data).toEqual(approved));
  });

  it('surfaces the server error and does not retry or reload', async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'Please provide at least 10 characters describing the tool.' }));
    const { result } = renderHook(() => useSubmitToolRequest(), { wrapper });
    act(() => result.current.mutate({ toolName: 'X', email: '', description: 'short' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('400: {"error":"Please provide at least 10 characters describing the tool."}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
