import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TITLE } from '@toolnest/tool-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../test/render-app';

beforeEach(() => {
  // A single segment is first tried as a generated page, which the server does not list as live.
  stubApi({ '/api/tool-requests/live': [], '*': () => Response.json({ error: 'Not Found' }, { status: 404 }) });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Page Not Found', () => {
  it.each(['/no-such-page', '/tools/extra', '/submissions/extra', '/admin/extra'])('answers %s', async (path) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Toolnest'));
  });

  it('links back home and restores the default title on leave', async () => {
    await renderApp('/nowhere');
    await userEvent.click(await screen.findByRole('link', { name: 'Back to all tools' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Free Online Tools' })).toBeInTheDocument();
    expect(document.title).toBe(DEFAULT_TITLE);
  });
});
