// The document a generated page runs in (src/generation/generated-frame.ts): its CSP and headers, its module's and
// runtime's CORS, the frame-src of the site's pages, GENERATED_ORIGIN, and what the admin's preview answers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readGeneratedOrigin } from '../src/config/config';
import { cspOrigins, readFrameRuntime } from '../src/generation/generated-frame';
import { checkDraftedPage, lintPage } from '../src/generation/page-checks';
import { ADMIN_AUTH, insertRequest, tempDir, testApp } from './helpers';

const SITE = 'https://tools.example.com';
const GENERATED = 'https://usercontent.example.net';
const RUNTIME_JS = 'assets/runtime-Ab1_c.js';
const RUNTIME_CSS = 'assets/runtime-De2-f.css';

/** A web build with the frame runtime's manifest and files, as `vite build --config vite.frame.config.ts` writes them. */
function dist({ frame = true } = {}): string {
  const dir = tempDir('toolnest-web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export {};');
  writeFileSync(join(dir, '404.html'), '<html><body>Page Not Found</body></html>');
  writeFileSync(join(dir, 'generated.html'), '<!doctype html><html><head><title>Toolnest</title><meta name="description" content="Free tools." /></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'prerendered.json'), JSON.stringify({ pages: {}, notFound: '404.html', generatedShell: 'generated.html' }));
  if (frame) {
    mkdirSync(join(dir, 'frame', 'assets'), { recursive: true });
    mkdirSync(join(dir, 'frame', '.vite'));
    writeFileSync(join(dir, 'frame', RUNTIME_JS), 'export {};');
    writeFileSync(join(dir, 'frame', RUNTIME_CSS), 'body{}');
    const manifest = { 'src/generated/frame/runtime.tsx': { file: RUNTIME_JS, isEntry: true, css: [RUNTIME_CSS] } };
    writeFileSync(join(dir, 'frame', '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

const post = (app: FastifyInstance, id: number, action: 'generate' | 'go-live' | 'preview') =>
  app.inject({ method: 'POST', url: `/api/admin/tool-requests/${id}/${action}`, headers: { authorization: ADMIN_AUTH } });

async function generated(app: FastifyInstance, toolName: string, { live = true } = {}): Promise<number> {
  const id = await insertRequest(app, { toolName, description: 'Rolls dice for you.', approved: true });
  expect((await post(app, id, 'generate')).statusCode).toBe(200);
  if (live) expect((await post(app, id, 'go-live')).statusCode).toBe(200);
  return id;
}

/** The CSP's directives by name. */
function directives(csp: string): Record<string, string> {
  return Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+(.*)/s, 2) as [string, string]));
}

describe('GET /api/generated/{slug}.html: the frame document', () => {
  it('sends a live page the runtime and its module, under a CSP that allows those files and nothing else', async () => {
    const app = await testApp({ webDist: dist(), siteUrl: SITE });
    await generated(app, 'Dice');
    const res = await app.inject({ url: '/api/generated/dice.html', headers: { host: 'tools.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(directives(csp)).toEqual({
      'default-src': "'none'",
      'script-src': [
        `tools.example.com/frame/${RUNTIME_JS}`,
        'tools.example.com/api/generated/dice.js',
        `${SITE}/frame/${RUNTIME_JS}`,
        `${SITE}/api/generated/dice.js`,
      ].join(' '),
      'style-src': `tools.example.com/frame/${RUNTIME_CSS} ${SITE}/frame/${RUNTIME_CSS}`,
      'img-src': 'data:',
      'form-action': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'self'",
      sandbox: 'allow-scripts',
    });
    // Nothing that would let the page out: no inline code, no eval, no connections, no same origin.
    expect(csp).not.toMatch(/unsafe|connect-src|allow-same-origin|allow-top-navigation|allow-popups|allow-forms|\*/);
    expect(res.body).toContain('<html lang="en" data-page-module="/api/generated/dice.js">');
    expect(res.body).toContain(`<script type="module" src="/frame/${RUNTIME_JS}"></script>`);
    expect(res.body).toContain(`<link rel="stylesheet" crossorigin href="/frame/${RUNTIME_CSS}" />`);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
  });

  it('names files by the Host the browser used, and falls back to self for a Host a CSP cannot name', async () => {
    const app = await testApp({ webDist: dist() });
    await generated(app, 'Dice');
    const scripts = async (host: string) =>
      directives(String((await app.inject({ url: '/api/generated/dice.html', headers: { host } })).headers['content-security-policy']))['script-src'];
    expect(await scripts('127.0.0.1:4000')).toBe(
      `127.0.0.1:4000/frame/${RUNTIME_JS} 127.0.0.1:4000/api/generated/dice.js http://localhost:3000/frame/${RUNTIME_JS} http://localhost:3000/api/generated/dice.js`,
    );
    expect(cspOrigins('[::1]:3000', [])).toEqual([]);
    expect(cspOrigins('evil.test; script-src *', [])).toEqual([]);
    expect(cspOrigins('[::1]:3000', ['http://[::1]:3000'])).toEqual([]);
  });

  it('sends a preview only with a valid token, the token passed on to its module, never kept', async () => {
    const app = await testApp({ webDist: dist(), siteUrl: SITE });
    const id = await generated(app, 'Coin Flipper', { live: false });
    expect((await app.inject('/api/generated/coin-flipper.html')).statusCode).toBe(404);
    expect((await app.inject('/api/generated/coin-flipper.html?token=1.x')).statusCode).toBe(404);
    const preview = (await post(app, id, 'preview')).json<{ frameUrl: string; source: string; lint: string[] }>();
    expect(preview.frameUrl).toMatch(/^\/api\/generated\/coin-flipper\.html\?token=\d+\.[A-Za-z0-9_-]{43}$/);
    const res = await app.inject(preview.frameUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const token = new URL(preview.frameUrl, SITE).searchParams.get('token')!;
    expect(res.body).toContain(`data-page-module="/api/generated/coin-flipper.js?token=${token}"`);
    // The query is not part of a CSP source: the module's path is allowed, with any token.
    expect(String(res.headers['content-security-policy'])).toContain('/api/generated/coin-flipper.js ');
  });

  it('answers the JSON 404 without a web build that has the frame runtime', async () => {
    const app = await testApp({ webDist: dist({ frame: false }), siteUrl: SITE });
    await generated(app, 'Dice');
    const res = await app.inject('/api/generated/dice.html');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found' });
  });
});

describe('what an opaque origin loads', () => {
  it('sends the module with Access-Control-Allow-Origin: *, as it carries nothing a cookie would', async () => {
    const app = await testApp({ webDist: dist(), siteUrl: SITE });
    await generated(app, 'Dice');
    const res = await app.inject({ url: '/api/generated/dice.js', headers: { origin: 'null' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('sends the frame runtime with it, cached for a year, and the site’s own files without it', async () => {
    const app = await testApp({ webDist: dist(), siteUrl: SITE });
    for (const file of [RUNTIME_JS, RUNTIME_CSS]) {
      const res = await app.inject(`/frame/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['access-control-allow-origin'], file).toBe('*');
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    const own = await app.inject('/assets/index-abc.js');
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads the runtime’s files from the build’s manifest, imports included, and refuses a name that is not an asset', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'frame', '.vite'), { recursive: true });
    const write = (manifest: object) => writeFileSync(join(dir, 'frame', '.vite', 'manifest.json'), JSON.stringify(manifest));
    write({
      'runtime.tsx': { file: 'assets/runtime-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/runtime-1.css'] },
      '_react.js': { file: 'assets/react-2.js', css: ['assets/react-2.css'] },
    });
    expect(readFrameRuntime(dir)).toEqual({
      entry: '/frame/assets/runtime-1.js',
      modules: ['/frame/assets/runtime-1.js', '/frame/assets/react-2.js'],
      styles: ['/frame/assets/runtime-1.css', '/frame/assets/react-2.css'],
    });
    write({ 'runtime.tsx': { file: 'assets/x.js"; script-src *', isEntry: true } });
    expect(() => readFrameRuntime(dir)).toThrow(/not an asset file/);
    expect(readFrameRuntime(tempDir())).toBeNull();
  });
});

describe('the site’s pages frame generated documents only', () => {
  it('adds a frame-src of this server’s /api/generated/ to the page CSP, and nothing else may be framed', async () => {
    const app = await testApp({ webDist: dist(), siteUrl: SITE });
    const res = await app.inject({ url: '/no-such-page', headers: { host: 'tools.example.com' } });
    const page = directives(String(res.headers['content-security-policy']).replaceAll(';', '; '));
    expect(page['frame-src']).toBe(`tools.example.com/api/generated/ ${SITE}/api/generated/`);
    expect(page['frame-ancestors']).toBe("'self'");
  });
});

describe('GENERATED_ORIGIN', () => {
  const app = () => testApp({ webDist: dist(), siteUrl: SITE, generatedOrigin: GENERATED });

  it('sends frame documents from there only, framed by SITE_URL alone', async () => {
    const server = await app();
    await generated(server, 'Dice');
    const onSite = await server.inject({ url: '/api/generated/dice.html?x=1', headers: { host: 'tools.example.com' } });
    expect(onSite.statusCode).toBe(307);
    expect(onSite.headers.location).toBe(`${GENERATED}/api/generated/dice.html?x=1`);
    const there = await server.inject({ url: '/api/generated/dice.html', headers: { host: 'usercontent.example.net' } });
    expect(there.statusCode).toBe(200);
    const csp = directives(String(there.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toBe(SITE);
    expect(csp['script-src']).toBe(
      `usercontent.example.net/frame/${RUNTIME_JS} usercontent.example.net/api/generated/dice.js ${GENERATED}/frame/${RUNTIME_JS} ${GENERATED}/api/generated/dice.js`,
    );
    expect(csp.sandbox).toBe('allow-scripts');
    const page = await server.inject({ url: '/no-such-page', headers: { host: 'tools.example.com' } });
    expect(String(page.headers['content-security-policy'])).toContain(`frame-src tools.example.com/api/generated/ ${SITE}/api/generated/ ${GENERATED}/api/generated/`);
  });

  it('serves nothing of the site there: no page, no admin API, no other file', async () => {
    const server = await app();
    await generated(server, 'Dice');
    const host = { host: 'usercontent.example.net' };
    for (const url of ['/', '/admin', '/dice', '/api/admin/tool-requests', '/api/tool-requests/live', '/assets/index-abc.js', '/frame/.vite/manifest.json']) {
      const res = await server.inject({ url, headers: { ...host, authorization: ADMIN_AUTH } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'Not Found' });
    }
    expect((await server.inject({ url: '/api/generated/dice.js', headers: host })).statusCode).toBe(200);
    expect((await server.inject({ url: `/frame/${RUNTIME_JS}`, headers: host })).statusCode).toBe(200);
    // The site itself is as before.
    expect((await server.inject({ url: '/api/admin/tool-requests', headers: { host: 'tools.example.com', authorization: ADMIN_AUTH } })).statusCode).toBe(200);
  });

  it('must be another origin than SITE_URL, which must be set, and a host a CSP can name', () => {
    const site = { siteUrl: SITE, siteUrlDefaulted: false };
    expect(readGeneratedOrigin({}, site)).toBeUndefined();
    expect(readGeneratedOrigin({ GENERATED_ORIGIN: 'https://UserContent.example.net/' }, site)).toBe(GENERATED);
    expect(() => readGeneratedOrigin({ GENERATED_ORIGIN: GENERATED }, { siteUrl: 'http://localhost:3000', siteUrlDefaulted: true })).toThrow(/needs SITE_URL/);
    expect(() => readGeneratedOrigin({ GENERATED_ORIGIN: `${SITE}/` }, site)).toThrow(/another origin than SITE_URL/);
    for (const bad of ['usercontent.example.net', 'https://usercontent.example.net/frames', 'ftp://x.example', 'http://[::1]:3000']) {
      expect(() => readGeneratedOrigin({ GENERATED_ORIGIN: bad }, site), bad).toThrow(/GENERATED_ORIGIN must be an origin/);
    }
  });
});

describe('the admin’s review of a page', () => {
  it('answers the source and the lint’s findings with the preview; a template page has none', async () => {
    const app = await testApp({ webDist: dist(), siteUrl: SITE });
    const id = await generated(app, 'Dice', { live: false });
    const preview = (await post(app, id, 'preview')).json<{ source: string; lint: string[] }>();
    expect(preview.source.split('\n')[0]).toMatch(/^\/\/ Generated by Toolnest's Generate from tool request \d+:/);
    expect(preview.source).toContain('export default function GeneratedTool()');
    expect(preview.lint).toEqual([]);
  });

  it('lints what a list of names can see, and lets it through: the frame is the boundary, not the list', async () => {
    const source = `import { useRef } from 'react';
export default function Page() {
  const ref = useRef<HTMLDivElement>(null);
  const name = atob('c2Vzc2lvblN0b3JhZ2U=');
  return <div ref={ref} onClick={() => { top!.location.href = (window as never)[name] + String(import.meta.url); localStorage.clear(); }}>
    <form action="https://evil.example/x" /><p style={{ background: 'url(https://evil.example/y)' }} />
  </div>;
}`;
    await expect(checkDraftedPage(source)).resolves.toBeUndefined();
    expect(await lintPage(source)).toEqual([
      'It names atob.',
      'It names top.',
      'It names location.',
      'It names window.',
      'It reads import.meta.',
      'It names localStorage.',
      'It renders <form>.',
      'It has a CSS url(), which loads an address.',
    ]);
    expect(await lintPage('export default function () { return <div>; }')).toEqual([expect.stringMatching(/^It does not compile: /)]);
  });
});
