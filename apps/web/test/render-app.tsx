import { render } from '@testing-library/react';
import { forgetLists } from '@toolnest/api-client';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../src/app/App';
import { queryClient } from '../src/providers/query-client';

export type ApiFixture = Partial<Record<'/api/categories' | '/api/tool-requests/live' | '/api/tool-requests/approved', unknown>>;

/** Stubs fetch with JSON fixtures per API path; paths without a fixture answer 500. */
export function stubApi(fixture: ApiFixture = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname as keyof ApiFixture;
    if (!(path in fixture)) return new Response('boom', { status: 500, statusText: 'Internal Server Error' });
    return Response.json(fixture[path]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The whole shell (providers, layout, routes) at `path`. */
export function renderApp(path = '/') {
  // The app's caches are module singletons that never go stale: start every test empty.
  queryClient.clear();
  forgetLists();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}
