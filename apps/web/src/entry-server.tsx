// The build's server entry (`vite build --ssr`): scripts/prerender.mjs renders every route the shell
// knows to static HTML with it. Never shipped to the browser.
import { builtInTools } from '@toolnest/registry';
import { toolPages } from '@toolnest/registry/pages';
import { CATEGORY_KEYS, TOOL_GROUP_ORDER, TOOL_GROUPS, pageTitleOf, type CategoryKey, type ToolMeta } from '@toolnest/tool-kit';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ADMIN_DESCRIPTION, ADMIN_TITLE } from './admin/admin-meta';
import { App } from './app/App';
import { preloadRoute } from './app/AppRoutes';
import { spriteIconNames } from './app/icons';
import { catalogueMeta } from './pages/CataloguePage';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from './pages/not-found-meta';
import { SUBMISSIONS_DESCRIPTION, SUBMISSIONS_TITLE } from './submissions/submissions-meta';

export { spriteIconNames };

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page search engines should index; none for the not-found page. */
  canonical?: string;
  /** JSON-LD of a tool page. */
  jsonLd?: Record<string, unknown>;
}

export interface PageToRender {
  /** Path and query the page answers, as the browser asks for it. */
  url: string;
  /** File name in dist/. */
  file: string;
  /** The route's own lazily loaded module, whose chunks the HTML preloads (manifest key suffix). */
  chunk?: 'tool' | 'not-found' | 'submissions' | 'admin';
  /** The tool of a tool page. */
  slug?: string;
  head: PageHead;
}

const catalogueFile = (path: '/' | '/tools', category?: CategoryKey) =>
  `${path === '/' ? 'index' : 'tools'}${category ? `-${category}` : ''}.html`;

function catalogueHead(site: string, path: '/' | '/tools', category?: CategoryKey): PageHead {
  // Each category points search engines at /tools. '/' and '/tools' each name themselves: a canonical link to
  // the home page from another address reads as a mistake to crawlers (and to Lighthouse's SEO audit).
  return { ...catalogueMeta(category ?? null), canonical: category ? `${site}/tools?category=${category}` : `${site}${path}` };
}

async function toolHead(site: string, tool: ToolMeta): Promise<PageHead> {
  const page = await toolPages[tool.slug]!();
  const url = `${site}${tool.href}`;
  return {
    title: pageTitleOf(tool, page),
    description: page.pageDescription,
    canonical: url,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: tool.title,
      description: page.pageDescription,
      url,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Requires JavaScript.',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
  };
}

/**
 * Every page to prerender: both catalogues with each category filter, Request a Tool, the admin's
 * login (no canonical link, so not indexed), each tool, the not-found page.
 */
export async function pagesToRender(site: string): Promise<PageToRender[]> {
  const catalogues = (['/', '/tools'] as const).flatMap((path) => [
    { url: path, file: catalogueFile(path), head: catalogueHead(site, path) },
    ...CATEGORY_KEYS.map((category) => ({
      url: `${path}?category=${category}`,
      file: catalogueFile(path, category),
      head: catalogueHead(site, path, category),
    })),
  ]);
  const tools = await Promise.all(
    builtInTools.map(async (tool) => ({
      url: tool.href,
      file: `${tool.slug}.html`,
      chunk: 'tool' as const,
      slug: tool.slug,
      head: await toolHead(site, tool),
    })),
  );
  const submissions = {
    url: '/submissions',
    file: 'submissions.html',
    chunk: 'submissions' as const,
    head: { title: SUBMISSIONS_TITLE, description: SUBMISSIONS_DESCRIPTION, canonical: `${site}/submissions` },
  };
  const admin = { url: '/admin', file: 'admin.html', chunk: 'admin' as const, head: { title: ADMIN_TITLE, description: ADMIN_DESCRIPTION } };
  const notFound = { url: '/404', file: '404.html', chunk: 'not-found' as const, head: { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION } };
  return [...catalogues, submissions, admin, ...tools, notFound];
}

/**
 * The app's HTML at `url`, every lazy part resolved, ready to hydrate. The route's own chunks are loaded first,
 * so the page renders without a Suspense boundary, as it will hydrate. A first pass with `prerender`
 * waits for every lazy chunk and page module; the second, with `renderToString`, then finds them all
 * resolved and writes plain HTML. (`prerender`'s own output finishes late Suspense boundaries with
 * inline scripts, which the site's Content Security Policy rightly blocks.)
 */
export async function renderPage(url: string): Promise<string> {
  // As the browser does before hydrating: the route's own chunks in memory, so no boundary around the page.
  await preloadRoute(new URL(url, 'http://localhost').pathname);
  const page = () => (
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>
  );
  await new Response((await prerender(page())).prelude).arrayBuffer();
  const html = renderToString(page());
  // A boundary still pending or failed would hydrate as client rendering: fail the build instead.
  if (/<!--\$[?!]-->|<script/.test(html)) throw new Error(`${url} did not render completely on the server`);
  return html;
}

/** Paths search engines should crawl. */
export function sitemapPaths(): string[] {
  return ['/', '/submissions', ...builtInTools.map((tool) => tool.href)];
}

/** /llms.txt (llmstxt.org): the site in one paragraph, every tool with its one-line description by group, then the API's documents. */
export function llmsText(site: string, summary: string): string {
  const sections = TOOL_GROUP_ORDER.flatMap((group) => {
    const tools = builtInTools.filter((tool) => tool.group === group);
    if (tools.length === 0) return [];
    return [`## ${TOOL_GROUPS[group]}\n\n${tools.map((tool) => `- [${tool.title}](${site}${tool.href}): ${tool.description}`).join('\n')}\n`];
  });
  // The server serves both (apps/api/src/plugins/openapi.ts).
  const api =
    `## API\n\n- [OpenAPI document](${site}/api/openapi.json): the server tools' and tool requests' JSON API, OpenAPI 3.1\n` +
    `- [API reference](${site}/api/docs): the same API as a readable page, with examples\n`;
  return `# Toolnest\n\n> ${summary}\n\n${[...sections, api].join('\n')}`;
}
