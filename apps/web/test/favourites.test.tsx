// Favourites and recent tools in the shell: the star, the Favourites group, the stored keys,
// hydration of prerendered HTML without a mismatch, and other tabs kept in step.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetLists } from '@toolnest/api-client';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from './render-app';
import { App } from '../src/app/App';
import { FAVOURITES_KEY, RECENT_KEY } from '../src/favourites/stored-list';
import { forgetToolLists } from '../src/favourites/tool-lists';

beforeEach(() => {
  stubApi({ '/api/categories': [], '/api/tool-requests/live': [], '/api/tool-requests/approved': [] });
  localStorage.clear();
  forgetToolLists();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const favouritesGroup = () => screen.queryByRole('region', { name: 'Favourites' });
// The catalogue reads the stored lists through a chunk of their own, fetched after mount.
const findFavouritesGroup = () => screen.findByRole('region', { name: 'Favourites' }, { timeout: 10_000 });

describe('favourites', () => {
  it('a card’s star adds the tool to a Favourites group at the top, stored under one versioned key', async () => {
    await renderApp('/');
    expect(favouritesGroup()).not.toBeInTheDocument();
    const star = screen.getAllByRole('button', { name: 'Favourite Word Count' })[0]!;
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    const group = await findFavouritesGroup();
    expect(within(group).getByRole('link', { name: 'Word Count' })).toHaveAttribute('href', '/word-count');
    expect(screen.getAllByRole('region')[0]).toBe(group);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual(['/word-count']);
    await userEvent.click(within(group).getByRole('button', { name: 'Favourite Word Count' }));
    await waitFor(() => expect(favouritesGroup()).not.toBeInTheDocument());
  });

  it('discards a corrupt or foreign stored value without a crash', async () => {
    localStorage.setItem(FAVOURITES_KEY, '{"word-count":true');
    localStorage.setItem(RECENT_KEY, '[1,2,3]');
    await renderApp('/');
    expect(favouritesGroup()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('follows another tab’s change (the storage event)', async () => {
    await renderApp('/');
    localStorage.setItem(FAVOURITES_KEY, '["/json-formatter"]');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY })));
    expect(within(await findFavouritesGroup()).getByRole('link', { name: 'JSON Formatter' })).toBeInTheDocument();
  });

  it('hydrates prerendered HTML without favourites, then shows the stored ones with no mismatch', async () => {
    const tree = (
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>
    );
    const html = renderToString(tree);
    expect(html).not.toContain('Favourites');
    localStorage.setItem(FAVOURITES_KEY, '["/word-count"]');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    forgetLists();
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: recoverable }));
    expect(await within(container).findByRole('region', { name: 'Favourites' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('recent tools', () => {
  it('records a tool page when it opens, and its star works there too', async () => {
    await renderApp('/word-count');
    const star = await screen.findByRole('button', { name: 'Favourite Word Count' }, { timeout: 10_000 });
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toEqual(['/word-count']);
    fireEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual(['/word-count']);
  });
});
