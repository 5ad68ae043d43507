import fc from 'fast-check';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest, ApiError } from './request';
import { answerFetch, stubFetch, type FetchFunction } from './testing';

afterEach(() => vi.unstubAllGlobals());

/** A reply status that may carry a body (204, 205 and 304 never do). */
const statusWithBody = fc.integer({ min: 200, max: 599 }).filter((status) => ![204, 205, 304].includes(status));

describe('answerFetch', () => {
  it('answers any JSON value as JSON with its status, every time it is called', async () => {
    await fc.assert(
      fc.asyncProperty(statusWithBody, fc.jsonValue().filter((value) => typeof value !== 'string'), async (status, body) => {
        const fetch = answerFetch(status, body);
        for (const res of [await fetch('/api/a'), await fetch('/api/b', { method: 'POST' })]) {
          expect(res.status).toBe(status);
          expect(res.headers.get('Content-Type')).toBe('application/json');
          expect(await res.text()).toBe(JSON.stringify(body));
        }
      }),
    );
  });

  it('answers a string as it is (a proxy page that is not JSON)', async () => {
    const res = await answerFetch(502, '<html>Bad gateway</html>')('/api/a');
    expect(res.status).toBe(502);
    expect(await res.text()).toBe('<html>Bad gateway</html>');
  });

  it('answers a promise body once it resolves, and not before', async () => {
    let finish!: (value: unknown) => void;
    const answered = vi.fn();
    void answerFetch(200, new Promise((resolve) => (finish = resolve)))('/api/a').then(answered);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).not.toHaveBeenCalled();

    finish({ ok: true });
    await vi.waitFor(() => expect(answered).toHaveBeenCalledOnce());
    expect(await (answered.mock.calls[0]![0] as Response).json()).toEqual({ ok: true });
  });
});

describe('stubFetch', () => {
  it("replaces the global fetch with the runner's spy, which records the calls", async () => {
    const fetch = stubFetch(vi, 200, { id: 1 });
    expect(globalThis.fetch).toBe(fetch);
    const res = await apiRequest('POST', '/api/tool-request', { toolName: 'X' });
    expect(await res.json()).toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledWith('/api/tool-request', expect.objectContaining({ method: 'POST', body: JSON.stringify({ toolName: 'X' }) }));
    expect(vi.isMockFunction(fetch)).toBe(true);

    vi.unstubAllGlobals();
    expect(globalThis.fetch).not.toBe(fetch);
  });

  it('gives API errors their status and message, as the server sends them', async () => {
    const fetch = stubFetch<Mock<FetchFunction>>(vi, 429, { error: 'Too many requests. Please try again in 1 minute.' });
    const error = await apiRequest('POST', '/api/x', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, serverMessage: 'Too many requests. Please try again in 1 minute.' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/x']);
  });
});
