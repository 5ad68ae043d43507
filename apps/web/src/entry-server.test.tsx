// @vitest-environment node
// No DOM here, as at build time: a tool or shell component that reads window, document or storage
// while rendering fails this test (and the prerender step of the build).
import { builtInTools } from '@toolnest/registry';
import { toolPages } from '@toolnest/registry/pages';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { llmsText, pagesToRender, renderPage, sitemapPaths, spriteIconNames } from './entry-server';

const SITE = 'https://tools.example';

describe.each(builtInTools.map((tool) => [tool.slug, tool] as const))('%s on the server', (slug, tool) => {
  it('renders its tool and article with renderToString', async () => {
    const page = await toolPages[slug]!();
    expect(renderToString(createElement(page.default))).not.toBe('');
    expect(renderToString(createElement(page.Article))).toContain('<h2');
  });

  it('prerenders its whole page: heading, tool and article', async () => {
    const html = await renderPage(tool.href);
    expect(html).toContain(`<h1 class="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">${tool.title}</h1>`);
    expect(html).toContain('<article');
    expect(html).not.toContain(`Loading ${tool.title}`);
    // Plain HTML: no inline script (the CSP forbids them) and no boundary left for the client to render.
    expect(html).not.toMatch(/<script|<!--\$[?!]-->/);
  });
});

describe('the prerendered pages', () => {
  it('cover both catalogues with every category, each tool and the not-found page', async () => {
    const pages = await pagesToRender(SITE);
    const urls = pages.map((page) => page.url);
    expect(urls).toContain('/');
    expect(urls).toContain('/tools?category=video');
    expect(urls).toContain('/?category=productivity');
    for (const tool of builtInTools) expect(urls).toContain(tool.href);
    expect(pages.find((page) => page.file === '404.html')?.head.canonical).toBeUndefined();
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length);
  });

  it('name each catalogue itself as canonical, and every category its /tools address', async () => {
    const pages = await pagesToRender(SITE);
    const canonical = (url: string) => pages.find((page) => page.url === url)?.head.canonical;
    expect(canonical('/')).toBe(`${SITE}/`);
    expect(canonical('/tools')).toBe(`${SITE}/tools`);
    expect(canonical('/?category=video')).toBe(`${SITE}/tools?category=video`);
  });

  it('give a tool page its own title, description, canonical URL and WebApplication data', async () => {
    const page = (await pagesToRender(SITE)).find((p) => p.url === '/case-convert')!;
    expect(page.head).toMatchObject({
      title: 'Case Convert | Toolnest',
      canonical: `${SITE}/case-convert`,
      jsonLd: { '@type': 'WebApplication', name: 'Case Convert', url: `${SITE}/case-convert` },
    });
    expect(page.head.description).toMatch(/^Free online case converter/);
  });

  it('render the catalogue with its cards, and the not-found page', async () => {
    expect(await renderPage('/')).toContain('data-testid="tool-card-case-convert"');
    expect(await renderPage('/tools?category=video')).not.toContain('data-testid="tool-card-case-convert"');
    expect(await renderPage('/404')).toContain('Page Not Found');
  });

  it('render the admin’s login form (never a stored login: the server has no storage), not indexed', async () => {
    const html = await renderPage('/admin');
    expect(html).toMatch(/<h1[^>]*>Admin Dashboard<\/h1>/);
    expect(html).toContain('type="password"');
    // No field names: a click before hydration submits the plain HTML form, which must never put the password in the URL.
    expect(html).not.toMatch(/<input[^>]* name=/);
    expect(html).not.toContain('Not Live Tools');
    const page = (await pagesToRender(SITE)).find((p) => p.url === '/admin')!;
    expect(page).toMatchObject({ file: 'admin.html', chunk: 'admin', head: { title: 'Admin Dashboard | Toolnest' } });
    expect(page.head.canonical).toBeUndefined();
    expect(sitemapPaths()).not.toContain('/admin');
  });

  it('render Request a Tool with its form and the approved list still loading, indexed under its own URL', async () => {
    const html = await renderPage('/submissions');
    expect(html).toMatch(/<h1[^>]*>Request a Tool<\/h1>/);
    expect(html).toContain('>Tool Name</label>');
    expect(html).toContain('type="email"');
    // No field names: a click before hydration submits the plain HTML form, which must put nothing in the URL.
    expect(html).not.toMatch(/<(?:input|textarea)[^>]* name=/);
    expect(html).toContain('Loading approved requests…');
    const page = (await pagesToRender(SITE)).find((p) => p.url === '/submissions')!;
    expect(page).toMatchObject({ file: 'submissions.html', chunk: 'submissions', head: { title: 'Request a Tool | Toolnest', canonical: `${SITE}/submissions` } });
  });

  it('list every tool in the sitemap and llms.txt, llms.txt links the API documents, and every card icon is in the sprite', () => {
    expect(sitemapPaths()).toEqual(['/', '/submissions', ...builtInTools.map((tool) => tool.href)]);
    const llms = llmsText(SITE, 'Free tools.');
    expect(llms).toMatch(/^# Toolnest\n\n> Free tools\.\n/);
    for (const tool of builtInTools) expect(llms).toContain(`- [${tool.title}](${SITE}${tool.href}): ${tool.description}`);
    expect(llms).toContain(`- [OpenAPI document](${SITE}/api/openapi.json): `);
    expect(llms).toContain(`- [API reference](${SITE}/api/docs): `);
    for (const tool of builtInTools) expect(spriteIconNames()).toContain(tool.icon);
  });
});
