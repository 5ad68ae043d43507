// Every route arrives as prerendered HTML with its own head, and hydrates without a mismatch.
import { expect, test, watchConsole } from '@toolnest/test-kit';

const PAGES = [
  { path: '/', title: 'Toolnest - Free Online Utility Tools', heading: 'Free Online Tools' },
  { path: '/tools?category=text', title: 'Text Tools | Toolnest', heading: 'Text Tools' },
  { path: '/case-convert', title: 'Case Convert | Toolnest', heading: 'Case Convert' },
  { path: '/submissions', title: 'Request a Tool | Toolnest', heading: 'Request a Tool' },
  { path: '/admin', title: 'Admin Dashboard | Toolnest', heading: 'Admin Dashboard' },
  { path: '/no-such-page', title: 'Page Not Found | Toolnest', heading: 'Page Not Found' },
];

// The origin the server names: its SITE_URL, read at start; the e2e server sets none, so it is the
// default http://localhost:{PORT} on its random port, which no build could have known.
const siteOrigin = (baseURL: string | undefined) => `http://localhost:${new URL(baseURL!).port}`;

for (const { path, title, heading } of PAGES) {
  test(`${path} is HTML before JavaScript, with its own head`, async ({ request, baseURL }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(path === '/no-such-page' ? 404 : 200);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // Neither the not-found page nor the admin's is for search engines.
    if (path === '/no-such-page' || path === '/admin') expect(html).toContain('<meta name="robots" content="noindex" />');
    else expect(html).toContain(`<link rel="canonical" href="${siteOrigin(baseURL)}/`);
  });

  // In the worker's shared page (test-kit's sharedPage): a new document each time, nothing left behind.
  test(`${path} hydrates without a warning`, async ({ sharedPage: page }) => {
    const messages = watchConsole(page, ['error', 'warning']);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The 404 status of the not-found page is reported by Chromium as a console error of its own.
    expect(messages.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });
}

test('a tool page carries its WebApplication data', async ({ request, baseURL }) => {
  const html = await (await request.get('/case-convert')).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  const url = `${siteOrigin(baseURL)}/case-convert`;
  expect(JSON.parse(json ?? 'null')).toMatchObject({ '@type': 'WebApplication', name: 'Case Convert', url });
  expect(html).toContain(`<meta property="og:url" content="${url}" />`);
});

test('robots.txt, sitemap.xml and llms.txt describe the site', async ({ request, baseURL }) => {
  const origin = siteOrigin(baseURL);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${origin}/case-convert</loc>`);
  expect(sitemap).toContain(`<loc>${origin}/submissions</loc>`);
  expect(sitemap).not.toContain('/admin');
  expect(await robots.text()).toContain('Disallow: /admin');
  expect(await robots.text()).toContain('Allow: /api/docs\nDisallow: /api/');
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain(`- [Case Convert](${origin}/case-convert):`);
});

test('a slow tool chunk never replaces the prerendered tool: no layout shift while hydrating', async ({ page }) => {
  // The tool's own chunk arrives late, as on a slow phone: the server's HTML must stay until it does.
  await page.route(/\/assets\/CaseConvert-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/case-convert');
  await page.waitForLoadState('networkidle');
  // The shifts' sum, and what moved (for the message: a busy run once measured 0.013 without saying what).
  const shift = await page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        const found = { total: 0, moved: [] as string[] };
        type Shift = PerformanceEntry & { value: number; sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            found.total += entry.value;
            for (const { node, previousRect: from, currentRect: to } of entry.sources) {
              const name = node instanceof Element ? `<${node.localName} class="${node.className}">` : String(node?.nodeName);
              found.moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} ${from.y}→${to.y}, ${from.height}→${to.height} px high`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 200);
      }),
  );
  expect(shift.total, shift.moved.join('\n')).toBeLessThan(0.01);
  await expect(page.getByRole('button', { name: 'Title Case' })).toBeVisible();
});

test('a tool page hydrates its article and footer when they come into view; a click before that still navigates in the app', async ({ page }) => {
  const messages = watchConsole(page, ['error', 'warning']);
  const hydrated = (region: string) =>
    page.evaluate((name) => {
      const element = document.querySelector(`[data-hydrate-on-demand="${name}"]`);
      return element ? Object.keys(element).some((key) => key.startsWith('__reactProps$')) : null;
    }, region);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/case-convert');
  await page.waitForLoadState('networkidle');
  // Below a phone's fold, the static regions are still the server's HTML once the tool works.
  expect(await hydrated('article')).toBe(false);
  expect(await hydrated('footer')).toBe(false);
  await page.locator('[data-hydrate-on-demand="article"]').scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated('article')).toBe(true);

  // A Related Tools link followed before its region hydrated: React hydrates it for the click, the router
  // follows it, and the document is the same one (no page load).
  await page.goto('/case-convert');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  expect(await hydrated('related')).toBe(false);
  const related = page.locator('[data-hydrate-on-demand="related"] a').first();
  const href = await related.getAttribute('href');
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(messages).toEqual([]);
});
