import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

describe('serving the built web app', () => {
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
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' });
  });
});
