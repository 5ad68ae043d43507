import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, readJson, throwIfNotOk } from './request';
import { serverMessageOr } from './server-message';
import { createQueryClient } from './query-client';
import { OFFLINE_MESSAGE } from '@toolnest/tool-kit';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const reply = (status: number, body = '', statusText = '') => new Response(status === 204 ? null : body, { status, statusText });

describe('apiRequest', () => {
  it('sends a JSON body with its content type and credentials', async () => {
    fetchMock.mockResolvedValue(reply(201, '{"id":1}'));
    const res = await apiRequest('POST', '/api/tool-request', { toolName: 'X', email: '', description: 'Ten chars!' });
    expect(fetchMock).toHaveBeenCalledWith('/api/tool-request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"toolName":"X","email":"","description":"Ten chars!"}',
      credentials: 'include',
    });
    expect(await res.json()).toEqual({ id: 1 });
  });

  it('sends no body (and no JSON content type) when none is given', async () => {
    fetchMock.mockResolvedValue(reply(204));
    await apiRequest('DELETE', '/api/admin/categories/3');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/categories/3', {
      method: 'DELETE',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('adds the headers it is given, with or without a body', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    await apiRequest('POST', '/api/admin/categories', { name: 'Text' }, { Authorization: 'Basic YTpi' });
    await apiRequest('POST', '/api/admin/tool-requests/1/approve', undefined, { Authorization: 'Basic YTpi' });
    expect(fetchMock.mock.calls.map(([, init]) => init?.headers)).toEqual([
      { 'Content-Type': 'application/json', Authorization: 'Basic YTpi' },
      { Authorization: 'Basic YTpi' },
    ]);
  });

  it('sends falsy bodies such as null, 0 and false', async () => {
    fetchMock.mockResolvedValue(reply(200, '{}'));
    await apiRequest('POST', '/x', null);
    await apiRequest('POST', '/x', false);
    expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual(['null', 'false']);
  });

  it('turns a non-OK reply into "<status>: <body>"', async () => {
    fetchMock.mockResolvedValue(reply(400, '{"error":"Tool name and description are required."}', 'Bad Request'));
    const error = await apiRequest('POST', '/api/tool-request', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":"Tool name and description are required."}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('Tool name and description are required.');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(reply(503, '', 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('propagates network failures', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('Failed to fetch');
  });
});

describe('throwIfNotOk', () => {
  it('passes OK replies and formats every error status (property)', async () => {
    await throwIfNotOk(reply(200, 'fine'));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }),
        fc.string({ maxLength: 30 }),
        fc.stringMatching(/^[A-Za-z ]{1,20}$/),
        async (status, body, statusText) => {
          const error = await throwIfNotOk(reply(status, body, statusText)).catch((e: unknown) => e as ApiError);
          expect(error?.message).toBe(`${status}: ${body || statusText}`);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('has no server message when the body is not a JSON { error }', () => {
    expect(new ApiError(500, 'oops', 'x').serverMessage).toBeUndefined();
    expect(new ApiError(500, '{"message":"x"}', 'x').serverMessage).toBeUndefined();
    expect(new ApiError(500, '', 'x').serverMessage).toBeUndefined();
  });

  it("serverMessageOr gives the server's sentence, else the fallback (no message, a network error, a non-Error)", () => {
    expect(serverMessageOr(new ApiError(422, '{"error":"Refused."}', 'x'), 'Fallback.')).toBe('Refused.');
    expect(serverMessageOr(new ApiError(422, '{"error":""}', 'x'), 'Fallback.')).toBe('Fallback.');
    expect(serverMessageOr(new ApiError(502, '<html>proxy</html>', 'x'), 'Fallback.')).toBe('Fallback.');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Fallback.')).toBe('Fallback.');
    expect(serverMessageOr('boom', 'Fallback.')).toBe('Fallback.');
  });

  it('serverMessageOr says the browser is offline when no answer came and it is, never over a server sentence', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Fallback.')).toBe(OFFLINE_MESSAGE);
    expect(serverMessageOr(new ApiError(422, '{"error":"Refused."}', 'x'), 'Fallback.')).toBe('Refused.');
    expect(serverMessageOr(new ApiError(502, '<html>proxy</html>', 'x'), 'Fallback.')).toBe('Fallback.');
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: createQueryClient() }) as never;

  it('joins the key with "/" and GETs it with credentials', async () => {
    fetchMock.mockResolvedValue(reply(200, '[{"id":1,"name":"Text"}]'));
    const data = await getQueryFn({ on401: 'throw' })(context(['/api', 'categories']));
    expect(data).toEqual([{ id: 1, name: 'Text' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/categories');
    expect(init).toMatchObject({ credentials: 'include' });
    expect(init?.method).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('throws on 401 by default and returns null in returnNull mode', async () => {
    fetchMock.mockImplementation(async () => reply(401, '{"error":"Unauthorized"}', 'Unauthorized'));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/admin/tool-requests']))).rejects.toThrow(
      '401: {"error":"Unauthorized"}',
    );
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/admin/tool-requests']))).resolves.toBeNull();
  });

  it('still throws other errors in returnNull mode', async () => {
    fetchMock.mockResolvedValue(reply(500, '', 'Internal Server Error'));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/x']))).rejects.toThrow('500: Internal Server Error');
  });
});

describe('readJson', () => {
  it('GETs one URL with credentials and parses the JSON', async () => {
    fetchMock.mockResolvedValue(reply(200, '[]'));
    await expect(readJson('/api/tool-requests/live')).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledWith('/api/tool-requests/live', { credentials: 'include', signal: undefined });
  });

  it('adds the headers it is given', async () => {
    fetchMock.mockResolvedValue(reply(200, '[]'));
    await readJson('/api/admin/categories', { headers: { Authorization: 'Basic YTpi' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/categories', {
      credentials: 'include',
      signal: undefined,
      headers: { Authorization: 'Basic YTpi' },
    });
  });

  it('throws the "status: body" message by default and yields null for a 401 only in returnNull mode', async () => {
    fetchMock.mockImplementation(async () => reply(401, '', 'Unauthorized'));
    await expect(readJson('/api/admin/categories')).rejects.toThrow('401: Unauthorized');
    await expect(readJson('/api/admin/categories', { on401: 'returnNull' })).resolves.toBeNull();
  });
});

describe('createQueryClient', () => {
  it('never retries, never refetches on focus and never goes stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity, refetchInterval: false });
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations).toMatchObject({ retry: false });
  });
});
