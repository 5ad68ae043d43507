import { act, render, screen, within } from '@testing-library/react';
import { builtInTools } from '@toolnest/registry';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, defineTool, type ToolPageModule } from '@toolnest/tool-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import ToolRoute from './ToolRoute';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fakeTool = defineTool({
  id: 999,
  slug: 'fake-tool',
  title: 'Fake Tool',
  description: 'A tool that only exists in this test.',
  tags: ['Text'],
  group: 'time',
  icon: 'wrench',
});

describe('a tool route', () => {
  it('shows the heading at once, then the tool, its article and its page meta from the lazy chunk', async () => {
    let resolve!: (page: ToolPageModule) => void;
    // Like a dynamic import: every call answers the same module.
    const chunk = new Promise<ToolPageModule>((done) => (resolve = done));
    const load = vi.fn(() => chunk);
    // Awaited act: React retries what suspended (the providers' chunk, the page) once it settles.
    const { unmount } = await act(async () =>
      render(
        <MemoryRouter>
          <ToolRoute tool={fakeTool} load={load} />
        </MemoryRouter>,
      ),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Fake Tool' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Fake Tool');

    await act(async () =>
      resolve({
        default: () => <button type="button">Do it</button>,
        Article: () => <h2>How it works</h2>,
        pageDescription: 'Fake tool page description.',
      }),
    );
    // Found, not got: the providers' lazy chunk may still be on its way when the page's chunk resolves.
    expect(await screen.findByRole('button', { name: 'Do it' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Fake Tool | Toolnest');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Fake tool page description.');
    expect(await screen.findByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    // Related Tools: the real registry's tools of its group (the time group has fewer than 3 others, so all of them).
    const timeTools = builtInTools.filter((tool) => tool.group === 'time').map((tool) => tool.title);
    expect(timeTools.length).toBeGreaterThan(0);
    expect(timeTools.length).toBeLessThanOrEqual(3);
    const related = screen.getByRole('heading', { name: 'Related Tools' }).parentElement!;
    for (const title of timeTools) expect(within(related).getByRole('link', { name: new RegExp(title) })).toBeInTheDocument();

    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', DEFAULT_DESCRIPTION);
  });

  it('keeps the shell alive when the chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    await act(async () => {
      render(
        <MemoryRouter>
          <ChunkErrorBoundary>
            <ToolRoute tool={fakeTool} load={load} />
          </ChunkErrorBoundary>
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This tool could not be loaded');
  });
});
