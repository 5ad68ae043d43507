import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST } from '../src/config/config';
import { isWebDist, MANIFEST_FILE, pickPageFile, readManifest } from '../src/plugins/web';
import { tempDir, testApp } from './helpers';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

function webDist(): string {
  const dir = tempDir('toolnest-web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('an older build without prerendered.json: SPA fallback', () => {
  it('serves index.html at / with no-cache', async () => {
    const app = await testApp({ webDist: webDist() });
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('caches hashed assets for a year', async () => {
    const app = await testApp({ webDist: webDist() });
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await app.inject('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/case-convert', '/tools?category=text', '/some/deep/unknown-page', '/generated-tool'])(
    'falls back to index.html for %s (the shell renders Page Not Found itself)',
    async (url) => {
      const app = await testApp({ webDist: webDist() });
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('sends the precompressed files the web build writes, to clients that accept them', async () => {
    const dir = webDist();
    const script = join(dir, 'assets', 'index-abc123.js');
    writeFileSync(`${script}.br`, brotliCompressSync('console.log("app")'));
    writeFileSync(`${script}.gz`, gzipSync('console.log("app")'));
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX));
    const app = await testApp({ webDist: dir });

    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');

    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app")');

    const plain = await app.inject('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');

    for (const url of ['/', '/case-convert']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('answers HEAD for a page route too', async () => {
    const app = await testApp({ webDist: webDist() });
    const res = await app.inject({ method: 'HEAD', url: '/submissions' });
    expect(res.statusCode).toBe(200);
  });

  it('keeps API 404s as JSON, and does not answer a missing asset with HTML', async () => {
    const app = await testApp({ webDist: webDist() });
    for (const url of ['/api/missing', '/assets/index-gone.js']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found' });
    }
    const post = await app.inject({ method: 'POST', url: '/case-convert' });
    expect(post.statusCode).toBe(404);
  });

  it('serves the API only when the web dist folder is missing', async () => {
    const app = await testApp({ webDist: join(tempDir(), 'no-such-dist') });
    expect((await app.inject('/case-convert')).json()).toEqual({ error: 'Not Found' });
    expect((await app.inject('/api/health')).json()).toMatchObject({ status: 'ok' });
  });
});

const page = (name: string) => `<!doctype html><html><head><title>${name}</title></head><body><main>${name}</main></body></html>`;

const MANIFEST = {
  pages: {
    '/': { file: 'index.html', query: { category: { video: 'home-video.html' } } },
    '/tools': { file: 'tools.html', query: { category: { video: 'tools-video.html', text: 'tools-text.html' } } },
    '/case-convert': { file: 'case-convert.html' },
  },
  notFound: '404.html',
};

/** A build as the web app's prerender writes it: pages with .br/.gz, hashed assets, root files, the manifest. */
function prerenderedDist(manifest: unknown = MANIFEST): string {
  const dir = tempDir('toolnest-web-');
  const write = (file: string, content: string, compressed = true) => {
    writeFileSync(join(dir, file), content);
    if (compressed) {
      writeFileSync(join(dir, `${file}.br`), brotliCompressSync(content));
      writeFileSync(join(dir, `${file}.gz`), gzipSync(content));
    }
  };
  mkdirSync(join(dir, 'assets'));
  for (const name of ['index', 'home-video', 'tools', 'tools-video', 'tools-text', 'case-convert', '404']) write(`${name}.html`, page(name));
  write('assets/app-abc123.js', 'console.log("app")');
  write('robots.txt', 'User-agent: *\nAllow: /\n', false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(manifest));
  return dir;
}

describe('a prerendered build (prerendered.json)', () => {
  it.each([
    ['/', 'index'],
    ['/tools', 'tools'],
    ['/case-convert', 'case-convert'],
  ])('serves %s as its page: 200 HTML, revalidated, varying by encoding', async (url, name) => {
    const app = await testApp({ webDist: prerenderedDist() });
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(page(name));
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('allows the inline scripts the manifest names by hash in the pages’ CSP, and refuses a malformed hash', async () => {
    const hash = `sha256-${createHash('sha256').update('go()').digest('base64')}`;
    const app = await testApp({ webDist: prerenderedDist({ ...MANIFEST, inlineScripts: [hash] }) });
    for (const url of ['/', '/case-convert', '/no-such-page']) {
      expect((await app.inject(url)).headers['content-security-policy'], url).toContain(`script-src 'self' '${hash}';`);
    }
    expect((await app.inject('/api/health')).headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect((await testApp({ webDist: prerenderedDist() }).then((plain) => plain.inject('/'))).headers['content-security-policy']).toContain(
      "script-src 'self';",
    );
    await expect(testApp({ webDist: prerenderedDist({ ...MANIFEST, inlineScripts: ["sha256-x' 'unsafe-inline"] }) })).rejects.toThrow(
      /prerendered\.json is not usable: \/inlineScripts\/0/,
    );
  });

  it('answers HEAD for a page with its headers and no body', async () => {
    const app = await testApp({ webDist: prerenderedDist() });
    const res = await app.inject({ method: 'HEAD', url: '/case-convert' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('');
  });

  it('sends the brotli or gzip file beside the page to clients that accept it', async () => {
    const app = await testApp({ webDist: prerenderedDist() });
    const br = await app.inject({ url: '/tools?category=video', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page('tools-video'));
    const gz = await app.inject({ url: '/case-convert', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page('case-convert'));
  });

  it.each([
    ['/tools?category=video', 'tools-video'],
    ['/tools?category=text&utm_source=mail', 'tools-text'],
    ['/?category=video', 'home-video'],
    ['/tools?category=nope', 'tools'],
    ['/tools?category=constructor', 'tools'],
    ['/tools?category=video&category=text', 'tools'],
    ['/tools?category=', 'tools'],
    ['/case-convert?category=video', 'case-convert'],
  ])('picks the page for the query: %s → %s.html', async (url, name) => {
    const app = await testApp({ webDist: prerenderedDist() });
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page(name));
  });

  it.each([
    ['/case-convert/', '/case-convert'],
    ['/tools/?category=video&x=1', '/tools?category=video&x=1'],
  ])('redirects %s to %s with a 308', async (url, location) => {
    const app = await testApp({ webDist: prerenderedDist() });
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe(location);
    }
  });

  it.each(['/no-such-page', '/case-convert/extra', '/tools-video.html', '/index.html', '/404.html', '/assets-x'])(
    'answers %s with the 404 page',
    async (url) => {
      const app = await testApp({ webDist: prerenderedDist() });
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(page('404'));
    },
  );

  it('sends the 404 page precompressed too, and answers HEAD with 404', async () => {
    const app = await testApp({ webDist: prerenderedDist() });
    const br = await app.inject({ url: '/nowhere', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page('404'));
    const head = await app.inject({ method: 'HEAD', url: '/nowhere' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('serves static files: hashed assets for a year, root files revalidated', async () => {
    const app = await testApp({ webDist: prerenderedDist() });
    const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    const robots = await app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect(robots.body).toBe('User-agent: *\nAllow: /\n');
    expect((await app.inject('/favicon.svg')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('keeps /api and /assets misses out of the HTML 404 page', async () => {
    const app = await testApp({ webDist: prerenderedDist() });
    for (const url of ['/api/missing', '/assets/gone-123.js', '/assets/', '/assets']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found' });
    }
    const post = await app.inject({ method: 'POST', url: '/case-convert' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'Not Found' });
  });

  it('refuses to start on a manifest it cannot serve, naming the problem', async () => {
    const missing = { ...MANIFEST, pages: { ...MANIFEST.pages, '/gone': { file: 'gone.html' } } };
    await expect(testApp({ webDist: prerenderedDist(missing) })).rejects.toThrow('it names gone.html, which is missing.');
    const param = { ...MANIFEST, pages: { '/tools/:id': { file: 'tools.html' } } };
    await expect(testApp({ webDist: prerenderedDist(param) })).rejects.toThrow('"/tools/:id" is not a page path');
    const api = { ...MANIFEST, pages: { '/api/health': { file: 'tools.html' } } };
    await expect(testApp({ webDist: prerenderedDist(api) })).rejects.toThrow('"/api/health" is under /api or /assets, which are not pages.');
    const outside = { ...MANIFEST, notFound: '../secret.html' };
    await expect(testApp({ webDist: prerenderedDist(outside) })).rejects.toThrow('"../secret.html" is not a relative .html file name.');
    await expect(testApp({ webDist: prerenderedDist({ pages: [] }) })).rejects.toThrow(/prerendered\.json is not usable/);
  });
});

const PLACEHOLDER = 'https://toolnest.invalid';
const withOrigin = (name: string, origin: string) =>
  `<!doctype html><html><head><title>${name}</title><link rel="canonical" href="${origin}/${name}" />` +
  `<meta property="og:url" content="${origin}/${name}" /><script type="application/ld+json">{"url":"${origin}/${name}"}</script>` +
  `</head><body><main>${name} ${'words '.repeat(300)}</main></body></html>`;
const robots = (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
const sitemap = (origin: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset><url><loc>${origin}/case-convert</loc></url></urlset>\n`;

/** A build as prerender writes it since SITE_URL is read at start: the origin-bearing files hold the placeholder and have no .br/.gz. */
function placeholderDist(): string {
  const dir = prerenderedDist();
  for (const name of ['index', 'case-convert']) writeFileSync(join(dir, `${name}.html`), withOrigin(name, PLACEHOLDER));
  for (const file of ['index.html', 'case-convert.html']) for (const ext of ['br', 'gz']) rmSync(join(dir, `${file}.${ext}`));
  writeFileSync(join(dir, 'robots.txt'), robots(PLACEHOLDER));
  writeFileSync(join(dir, 'sitemap.xml'), sitemap(PLACEHOLDER));
  const siteOrigin = { placeholder: PLACEHOLDER, files: ['index.html', 'case-convert.html', 'robots.txt', 'sitemap.xml'] };
  writeFileSync(join(dir, 'prerendered.json'), JSON.stringify({ ...MANIFEST, siteOrigin }));
  return dir;
}

describe('the public origin (SITE_URL) in a build with a placeholder', () => {
  const SITE = 'https://tools.example.com';

  it('puts SITE_URL in every file that holds the placeholder, in every encoding', async () => {
    const app = await testApp({ webDist: placeholderDist(), siteUrl: SITE });
    const plain = await app.inject('/case-convert');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(withOrigin('case-convert', SITE));
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-security-policy']).toContain("script-src 'self'");
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(withOrigin('index', SITE));
    const gz = await app.inject({ url: '/case-convert', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(withOrigin('case-convert', SITE));

    const robotsTxt = await app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'br' } });
    expect(robotsTxt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robotsTxt.headers['content-encoding']).toBeUndefined(); // under 1 KiB: not worth compressing
    expect(robotsTxt.body).toBe(robots(SITE));
    const sitemapXml = await app.inject('/sitemap.xml');
    expect(sitemapXml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemapXml.headers['cache-control']).toBe('no-cache');
    expect(sitemapXml.body).toBe(sitemap(SITE));
    // Pages without the placeholder are sent from the build as before.
    expect((await app.inject('/tools')).body).toBe(page('tools'));
  });

  it('answers a revalidation with 304, HEAD without a body, and the 404 page as a 404', async () => {
    const app = await testApp({ webDist: placeholderDist(), siteUrl: SITE });
    const first = await app.inject({ url: '/case-convert', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await app.inject('/case-convert')).headers.etag).not.toBe(etag); // another encoding, another tag
    const again = await app.inject({ url: '/case-convert', headers: { 'accept-encoding': 'br', 'if-none-match': `"x", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await app.inject({ url: '/case-convert', headers: { 'accept-encoding': 'br', 'if-none-match': '"other"' } })).statusCode).toBe(200);
    const head = await app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.body).toBe('');
    const missing = await app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(page('404'));
  });

  it('never sends the placeholder, nor the manifest that names it', async () => {
    const app = await testApp({ webDist: placeholderDist(), siteUrl: SITE });
    for (const url of ['/', '/case-convert', '/robots.txt', '/sitemap.xml', '/case-convert.html', '/robots.txt.br', `/${MANIFEST_FILE}`]) {
      for (const encoding of ['br', 'gzip', '']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
        expect(body.toString(), `${url} ${encoding}`).not.toContain('toolnest.invalid');
      }
    }
    expect((await app.inject(`/${MANIFEST_FILE}`)).statusCode).toBe(404);
  });

  it('serves one build under two origins at once', async () => {
    const dir = placeholderDist();
    const [a, b] = await Promise.all([testApp({ webDist: dir, siteUrl: 'https://a.example' }), testApp({ webDist: dir, siteUrl: 'http://b.example:8080' })]);
    expect((await a.inject('/robots.txt')).body).toBe(robots('https://a.example'));
    expect((await b.inject('/robots.txt')).body).toBe(robots('http://b.example:8080'));
    expect((await b.inject('/case-convert')).body).toBe(withOrigin('case-convert', 'http://b.example:8080'));
  });

  it('refuses to start on a manifest whose origin files it cannot serve', async () => {
    const write = (siteOrigin: unknown) => {
      const dir = placeholderDist();
      writeFileSync(join(dir, 'prerendered.json'), JSON.stringify({ ...MANIFEST, siteOrigin }));
      return dir;
    };
    await expect(testApp({ webDist: write({ placeholder: PLACEHOLDER, files: ['gone.txt'] }) })).rejects.toThrow('it names gone.txt, which is missing.');
    await expect(testApp({ webDist: write({ placeholder: PLACEHOLDER, files: ['../secret.txt'] }) })).rejects.toThrow(
      '"../secret.txt" is not a relative .html, .txt or .xml file name.',
    );
    await expect(testApp({ webDist: write({ placeholder: 'e', files: [] }) })).rejects.toThrow(/prerendered\.json is not usable: \/siteOrigin\/placeholder/);
  });
});

/** A page, sitemap.xml, robots.txt and llms.txt as one server sends them (inject, as a crawler asks: no compression). */
async function originView(app: FastifyInstance) {
  const html = (await app.inject('/case-convert')).body;
  return {
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
    jsonLdUrl: (JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { url?: string }).url,
    sitemap: (await app.inject('/sitemap.xml')).body,
    robots: (await app.inject('/robots.txt')).body,
    llms: (await app.inject('/llms.txt')).body,
  };
}

// The real build (apps/web/dist, made by `pnpm turbo run build`, which runs before the tests): built once,
// served by two servers with two origins, each names its own. Skipped only where nothing was built yet.
describe.skipIf(!isWebDist(DEFAULT_WEB_DIST))('the web build under two SITE_URLs', () => {
  it('gives each server its own origin in canonical links, og:url, JSON-LD, sitemap.xml, robots.txt and llms.txt', async () => {
    expect(readManifest(DEFAULT_WEB_DIST)?.siteOrigin, `${DEFAULT_WEB_DIST} predates SITE_URL at run time: build again`).toBeDefined();
    const [a, b] = await Promise.all([
      testApp({ webDist: DEFAULT_WEB_DIST, siteUrl: 'https://tools.example.com' }),
      testApp({ webDist: DEFAULT_WEB_DIST, siteUrl: 'http://127.0.0.1:8123' }),
    ]);
    const [viewA, viewB] = [await originView(a), await originView(b)];
    expect(viewA).toMatchObject({ canonical: 'https://tools.example.com/case-convert', ogUrl: 'https://tools.example.com/case-convert', jsonLdUrl: 'https://tools.example.com/case-convert' });
    expect(viewB).toMatchObject({ canonical: 'http://127.0.0.1:8123/case-convert', ogUrl: 'http://127.0.0.1:8123/case-convert', jsonLdUrl: 'http://127.0.0.1:8123/case-convert' });
    expect(viewA.sitemap).toContain('<loc>https://tools.example.com/case-convert</loc>');
    expect(viewB.sitemap).toContain('<loc>http://127.0.0.1:8123/case-convert</loc>');
    expect(viewA.robots).toContain('Sitemap: https://tools.example.com/sitemap.xml');
    expect(viewB.robots).toContain('Sitemap: http://127.0.0.1:8123/sitemap.xml');
    expect(viewA.llms).toContain('- [Case Convert](https://tools.example.com/case-convert):');
    expect(viewB.llms).toContain('- [Case Convert](http://127.0.0.1:8123/case-convert):');
    // Apart from the origin, the two say the same.
    const strip = (view: Record<string, string | undefined>, origin: string) => JSON.stringify(view).split(origin).join('ORIGIN');
    expect(strip(viewA, 'https://tools.example.com')).toBe(strip(viewB, 'http://127.0.0.1:8123'));
    for (const view of [viewA, viewB]) expect(JSON.stringify(view)).not.toMatch(/toolnest\.invalid|localhost/);
  });

  it('leaves the placeholder in no file it sends, compressed or not', async () => {
    const manifest = readManifest(DEFAULT_WEB_DIST)!;
    const app = await testApp({ webDist: DEFAULT_WEB_DIST, siteUrl: 'https://tools.example.com' });
    const paths = [...Object.keys(manifest.pages), '/robots.txt', '/sitemap.xml', '/llms.txt', '/no-such-page'];
    for (const url of paths) {
      for (const encoding of ['br', 'gzip', '']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
        expect(body.toString(), `${url} ${encoding}`).not.toContain(manifest.siteOrigin!.placeholder);
      }
    }
    // The build left compressing those files to the server: no .br of the placeholder lies about.
    for (const file of manifest.siteOrigin!.files) {
      expect(existsSync(join(DEFAULT_WEB_DIST, `${file}.br`)), file).toBe(false);
      expect(readFileSync(join(DEFAULT_WEB_DIST, file), 'utf8')).toContain(manifest.siteOrigin!.placeholder);
    }
  });
});

describe('pickPageFile', () => {
  it('takes a variant only for exactly one listed value', () => {
    const entry = MANIFEST.pages['/tools'];
    expect(pickPageFile(entry, { category: 'video' })).toBe('tools-video.html');
    expect(pickPageFile(entry, { category: ['video', 'text'] })).toBe('tools.html');
    expect(pickPageFile(entry, { category: 'hasOwnProperty' })).toBe('tools.html');
    expect(pickPageFile(entry, {})).toBe('tools.html');
    expect(pickPageFile({ file: 'a.html' }, { category: 'video' })).toBe('a.html');
  });
});

describe('isWebDist', () => {
  it('knows a build by its manifest or, for an older build, its index.html', () => {
    const prerendered = prerenderedDist();
    rmSync(join(prerendered, 'index.html'));
    expect(isWebDist(prerendered)).toBe(true);
    expect(isWebDist(webDist())).toBe(true);
    expect(isWebDist(tempDir())).toBe(false);
    expect(isWebDist(undefined)).toBe(false);
  });
});
