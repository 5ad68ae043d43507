import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '@toolnest/tool-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../test/render-app';

const categories = [
  { id: 1, name: 'Converters' },
  { id: 2, name: 'Video' },
];
const live = [
  // Second of its name: its page is not its name's slug.
  { id: 11, toolName: 'JSON to CSV', description: 'Turn JSON arrays into CSV rows.', categoryId: 1, generatedPagePath: '/json-to-csv-2' },
  { id: 12, toolName: 'Uncategorised', description: 'Has no category yet.', categoryId: null, generatedPagePath: '/uncategorised' },
  { id: 13, toolName: 'Clip Saver', description: 'Save short clips.', categoryId: 2, generatedPagePath: '/clip-saver' },
];
const approved = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  toolName: `Request ${i + 1}`,
  description: 'An approved request.',
  status: 'approved',
  createdAt: new Date(Date.UTC(2024, 0, i + 1)).toISOString(),
}));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('catalogue', () => {
  it('heads an admin category with 2 live cards with its name', async () => {
    const second = { id: 14, toolName: 'CSV to JSON', description: 'Turn CSV rows into JSON.', categoryId: 1, generatedPagePath: '/csv-to-json' };
    stubApi({ '/api/categories': categories, '/api/tool-requests/live': [...live, second], '/api/tool-requests/approved': [] });
    await renderApp('/');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Converters' });
    const section = within(heading.closest('section')!);
    expect(section.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/json-to-csv-2', '/csv-to-json']);
    expect(screen.queryByRole('heading', { level: 2, name: 'Video' })).not.toBeInTheDocument();
  });

  it('shows built-in tools, live requests with a known category and both panels', async () => {
    stubApi({ '/api/categories': categories, '/api/tool-requests/live': live, '/api/tool-requests/approved': approved });
    await renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Free Online Tools' })).toBeInTheDocument();
    expect(screen.getByTestId('tool-card-case-convert')).toHaveTextContent('Case Convert');
    expect(within(screen.getByTestId('tool-card-case-convert')).getByRole('link', { name: 'Case Convert' })).toHaveAttribute(
      'href',
      '/case-convert',
    );

    const requested = await screen.findByTestId('tool-card-db-11');
    expect(within(requested).getByRole('link', { name: 'JSON to CSV' })).toHaveAttribute('href', '/json-to-csv-2');
    // One live card in each admin category: no heading of their own.
    expect(screen.queryByRole('heading', { level: 2, name: 'Converters' })).not.toBeInTheDocument();
    expect(within(requested).getByText('Converters')).toBeInTheDocument();
    expect(screen.queryByText('Uncategorised')).not.toBeInTheDocument();

    const popular = screen.getByRole('region', { name: 'Popular Tools' });
    expect(within(popular).getAllByRole('link')[0]).toHaveAccessibleName('Case Convert');

    const recent = screen.getByRole('region', { name: 'Recent Requests' });
    await waitFor(() => expect(within(recent).getAllByRole('link')).toHaveLength(5));
    const links = within(recent).getAllByRole('link');
    expect(links.map((link) => within(link).getByText(/^Request \d$/).textContent)).toEqual([
      'Request 7',
      'Request 6',
      'Request 5',
      'Request 4',
      'Request 3',
    ]);
    for (const link of links) expect(link).toHaveAttribute('href', '/submissions');

    expect(document.title).toBe(DEFAULT_TITLE);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', DEFAULT_DESCRIPTION);
  });

  it('searches by title, description or tag, case-insensitively', async () => {
    stubApi({ '/api/categories': categories, '/api/tool-requests/live': live, '/api/tool-requests/approved': [] });
    await renderApp('/tools');
    await screen.findByTestId('tool-card-db-11');

    const search = screen.getByRole('searchbox', { name: 'Search tools' });
    expect(search).toHaveAttribute('placeholder', 'Search tools by name, description, or tags...');

    await userEvent.type(search, '  CSV rows');
    expect(screen.getByTestId('tool-card-db-11')).toBeInTheDocument();
    expect(screen.queryByTestId('tool-card-case-convert')).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'converters');
    expect(screen.getByTestId('tool-card-db-11')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'no such tool at all');
    expect(screen.getByRole('status')).toHaveTextContent('No tools match “no such tool at all”.');
  });

  it('filters by ?category= through the tags and titles the page after it', async () => {
    stubApi({ '/api/categories': categories, '/api/tool-requests/live': live, '/api/tool-requests/approved': [] });
    const { unmount } = await renderApp('/tools?category=video');

    expect(screen.getByRole('heading', { level: 1, name: 'Video Tools' })).toBeInTheDocument();
    expect(document.title).toBe('Video Tools | Toolnest');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Video tools/);
    // The live request's single tag is its category name, 'Video', which the video filter matches.
    expect(await screen.findByTestId('tool-card-db-13')).toBeInTheDocument();
    expect(screen.queryByTestId('tool-card-db-11')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tool-card-case-convert')).not.toBeInTheDocument();

    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it('matches Case Convert under converters and ignores an unknown category', async () => {
    stubApi();
    const { unmount } = await renderApp('/tools?category=converters');
    expect(screen.getByTestId('tool-card-case-convert')).toBeInTheDocument();
    expect(document.title).toBe('Converters Tools | Toolnest');
    unmount();

    await renderApp('/tools?category=nonsense');
    expect(screen.getByRole('heading', { level: 1, name: 'Free Online Tools' })).toBeInTheDocument();
    expect(screen.getByTestId('tool-card-case-convert')).toBeInTheDocument();
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it('still lists the built-in tools when every list call fails', async () => {
    const fetchMock = stubApi();
    await renderApp('/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.getByTestId('tool-card-case-convert')).toBeInTheDocument();
    expect(await screen.findByText('No recent requests yet.')).toBeInTheDocument();
  });
});
