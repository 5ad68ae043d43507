// Every registry tool through the whole shell.
import { screen, waitFor } from '@testing-library/react';
import { builtInTools } from '@toolnest/registry';
import { toolPages } from '@toolnest/registry/pages';
import { pageTitleOf } from '@toolnest/tool-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('every registry tool route', () => {
  it.each(builtInTools.map((tool) => [tool.href, tool] as const))('%s renders its registry tool', async (href, tool) => {
    stubApi();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderApp(href);
    expect(await screen.findByRole('heading', { level: 1, name: tool.title })).toBeInTheDocument();
    const page = await toolPages[tool.slug]!();
    await waitFor(() => expect(document.title).toBe(pageTitleOf(tool, page)));
    await waitFor(() => expect(screen.queryByText(`Loading ${tool.title}…`)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('article')).not.toBeEmptyDOMElement());
  });

  it('matches a tool path as React Router did: any letter case, trailing slashes ignored', async () => {
    stubApi();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const tool = builtInTools[0]!;
    await renderApp(`${tool.href.toUpperCase()}//`);
    expect(await screen.findByRole('heading', { level: 1, name: tool.title })).toBeInTheDocument();
  });
});
