// The web app's side of generated pages: a live page's shell at /{slug} with its title and
// description, previews' never-indexed shell, and live pages in sitemap.xml and llms.txt.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH, insertRequest, tempDir, testApp } from './helpers';

const PLACEHOLDER = 'https://toolnest.invalid';
const SITE = 'https://tools.example.com';
const SHELL =
  '<!doctype html><html><head><title>Toolnest</title><meta name="description" content="Free tools." />' +
  '<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

/** A build as prerender writes it: a page, the 404 page, the generated-page shell, sitemap.xml and llms.txt. */
function dist(): string {
  const dir = tempDir('toolnest-web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'case-convert.html'), '<html><body>case</body></html>');
  writeFileSync(join(dir, '404.html'), '<html><body>Page Not Found</body></html>');
  writeFileSync(join(dir, 'generated.html'), SHELL);
  writeFileSync(join(dir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n  <url><loc>${PLACEHOLDER}/case-convert</loc></url>\n</urlset>\n`);
  writeFileSync(join(dir, 'llms.txt'), `# Toolnest\n\n## Text\n\n- [Case Convert](${PLACEHOLDER}/case-convert): Change case.\n`);
  const manifest = {
    pages: { '/case-convert': { file: 'case-convert.html' } },
    notFound: '404.html',
    generatedShell: 'generated.html',
    siteOrigin: { placeholder: PLACEHOLDER, files: ['sitemap.xml', 'llms.txt'] },
  };
  writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(manifest));
  return dir;
}

const post = (app: FastifyInstance, id: number, action: 'generate' | 'go-live') =>
  app.inject({ method: 'POST', url: `/api/admin/tool-requests/${id}/${action}`, headers: { authorization: ADMIN_AUTH } });

/** A request generated (ready for QA) and, unless told otherwise, live. */
async function generated(app: FastifyInstance, toolName: string, description: string, { live = true } = {}): Promise<number> {
  const id = await insertRequest(app, { toolName, description, approved: true });
  expect((await post(app, id, 'generate')).statusCode).toBe(200);
  if (live) expect((await post(app, id, 'go-live')).statusCode).toBe(200);
  return id;
}

describe('/{slug} of a generated page', () => {
  it('sends a live page the shell with its title and description, escaped', async () => {
    const webDist = dist();
    const app = await testApp({ webDist, siteUrl: SITE });
    await generated(app, 'Dice <Roller>', 'Rolls "dice" & $& more </title><script>');
    // The 404 page is not this answer's: the server once opened it as well, after sending the shell, and its
    // unread stream failed (an uncaught error) once the file was gone.
    rmSync(join(webDist, '404.html'));
    const res = await app.inject('/dice-roller');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<title>Dice &lt;Roller&gt; | Toolnest</title>');
    expect(res.body).toContain('<meta name="description" content="Rolls &quot;dice&quot; &amp; $&amp; more &lt;/title&gt;&lt;script&gt;" />');
    expect(res.body).not.toContain('noindex');
    expect(res.body).toContain('<div id="root"></div>');
    // Its canonical link and Open Graph tags, as a prerendered page has them, at SITE_URL.
    for (const tag of [
      `<link rel="canonical" href="${SITE}/dice-roller" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Toolnest" />',
      '<meta property="og:title" content="Dice &lt;Roller&gt; | Toolnest" />',
      '<meta property="og:description" content="Rolls &quot;dice&quot; &amp; $&amp; more &lt;/title&gt;&lt;script&gt;" />',
      `<meta property="og:url" content="${SITE}/dice-roller" />`,
      '<meta name="twitter:card" content="summary" />',
    ]) {
      expect(res.body).toContain(`  ${tag}\n`);
    }
    expect(res.body.indexOf('og:url')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('answers Page Not Found (404) for a page that is not live, an unknown name and the shell file', async () => {
    const app = await testApp({ webDist: dist(), siteUrl: SITE });
    await generated(app, 'Coin Flipper', 'Flips a coin.', { live: false });
    for (const url of ['/coin-flipper', '/no-such-tool', '/Coin-Flipper', '/coin-flipper/x', '/generated.html']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page Not Found');
    }
  });

  it('sends a preview URL the shell without naming the tool, never indexed; the browser checks the credential', async () => {
    const app = await testApp({ webDist: dist(), siteUrl: SITE });
    const id = await generated(app, 'Coin Flipper', 'Flips a coin.', { live: false });
    for (const url of [`/coin-flipper?preview=${id}`, '/no-such-tool?preview=1']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('Coin Flipper');
      expect(res.body).not.toMatch(/rel="canonical"|og:/);
    }
  });

  it('lists live pages in sitemap.xml and llms.txt, with no restart', async () => {
    const app = await testApp({ webDist: dist(), siteUrl: SITE });
    expect((await app.inject('/sitemap.xml')).body).not.toContain('dice-roller');
    await generated(app, 'Dice [Roller]', 'Rolls dice.\nAny number.');
    await generated(app, 'Coin Flipper', 'Flips a coin.', { live: false });
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n  <url><loc>${SITE}/case-convert</loc></url>\n  <url><loc>${SITE}/dice-roller</loc></url>\n</urlset>\n`,
    );
    const llms = await app.inject('/llms.txt');
    expect(llms.body).toBe(
      `# Toolnest\n\n## Text\n\n- [Case Convert](${SITE}/case-convert): Change case.\n\n## Requested tools\n\n- [Dice \\[Roller\\]](${SITE}/dice-roller): Rolls dice. Any number.\n`,
    );
  });
});
