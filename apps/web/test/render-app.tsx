import { act, render, type RenderResult } from '@testing-library/react';
import { forgetLists } from '@toolnest/api-client';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../src/app/App';
import { queryClient } from '../src/providers/query-client';

/** What one API call answers: JSON data (200), or a handler given the request for anything else. */
export type ApiAnswer = unknown | ((request: Request) => Response | Promise<Response>);

/** Answers per API path for GET (`/api/categories`) or per method and path (`POST /api/tool-request`). */
export type ApiFixture = Partial<Record<'/api/categories' | '/api/tool-requests/live' | '/api/tool-requests/approved', ApiAnswer>> &
  Record<string, ApiAnswer>;

/** Stubs fetch with answers per API path; `'*'` answers every other call; paths without an answer get 500. */
export function stubApi(fixture: ApiFixture = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    let key = request.method === 'GET' && path in fixture ? path : `${request.method} ${path}`;
    if (!(key in fixture) && '*' in fixture) key = '*';
    if (!(key in fixture)) return new Response('boom', { status: 500, statusText: 'Internal Server Error' });
    const answer = fixture[key];
    return typeof answer === 'function' ? (answer as (request: Request) => Response | Promise<Response>)(request) : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The whole shell (providers, layout, routes) at `path`, rendered in an awaited act() so that React
 * retries what suspended (lazy routes, tool chunks). After a plain `render()`, React 19 leaves a render
 * that suspended inside the synchronous act() stuck: under load a tool page stayed on "Loading…".
 */
export async function renderApp(path = '/'): Promise<RenderResult> {
  // The app's caches are module singletons that never go stale: start every test empty.
  queryClient.clear();
  forgetLists();
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
  });
  return result;
}
