// Test doubles for components that call the API (the package's "./testing" export, never imported by
// production code). Nothing here depends on a test runner: stubFetch takes the runner's mocking
// utilities (vitest's `vi`), so the spy it returns is the runner's own.

/** What the components under test call: the global fetch's signature. */
export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fetch that answers every call with this status and body: a string as it is, anything else as
 * JSON; a promise body is awaited first, so a test can hold the answer back ("Analyzing...") and
 * release it, or never answer at all. The status is one that carries a body (not 204, 205 or 304).
 */
export function answerFetch(status: number, body: unknown): FetchFunction {
  return async () => {
    const resolved: unknown = await body;
    return new Response(typeof resolved === 'string' ? resolved : JSON.stringify(resolved), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** The part of a test runner's mocking utilities that stubFetch needs (vitest's `vi` has both). */
export interface FetchMocks<Spy extends FetchFunction> {
  fn(implementation: FetchFunction): Spy;
  stubGlobal(name: 'fetch', value: FetchFunction): unknown;
}

/**
 * Replaces the global fetch with a spy answering like answerFetch(status, body) and returns the spy,
 * for assertions on the calls: `const fetch = stubFetch(vi, 200, result)`. Undo with
 * `vi.unstubAllGlobals()` after each test. TypeScript cannot see through vitest's generic `vi.fn`,
 * so the spy is typed as a fetch; name the type for its mock API: `stubFetch<Mock<FetchFunction>>(vi, …)`.
 */
export function stubFetch<Spy extends FetchFunction>(mocks: FetchMocks<Spy>, status: number, body: unknown): Spy {
  const fetch = mocks.fn(answerFetch(status, body));
  mocks.stubGlobal('fetch', fetch);
  return fetch;
}
