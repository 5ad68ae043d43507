import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_DOCS } from '../src/plugins/api-docs';
import { buildApp } from '../src/entry/app';
import { isPublicApiRoute, registeredRoutes, routeKey } from '../src/plugins/openapi';
import { NO_DNS_SERVER, TEST_SCRYPT_PARAMS } from './helpers';

interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}
interface Document {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

// One app for the file: every test here only reads (a failing start call changes nothing).
let app: FastifyInstance;
let doc: Document;

beforeAll(async () => {
  // Not helpers' tempDir, which goes after the first test.
  const dataDir = mkdtempSync(join(tmpdir(), 'toolnest-openapi-'));
  app = await buildApp({ dataDir, synchronous: 'OFF', admin: { password: 'test-password', hashParams: TEST_SCRYPT_PARAMS }, net: { dnsServers: [NO_DNS_SERVER] } });
  const res = await app.inject('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })));
const examplesOf = (media: Media) => [...(media.example === undefined ? [] : [media.example]), ...Object.values(media.examples ?? {}).map((e) => e.value)];

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document in JSON, under the API headers', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Toolnest API');
  });

  it('documents every public route the server has, and nothing else', () => {
    const routes = registeredRoutes(app).filter((route) => route.method !== 'HEAD');
    const publicRoutes = routes.filter((route) => isPublicApiRoute(route.url));
    const documented = operations().map(({ path, method }) => `${method} ${path}`);
    expect(documented.sort()).toEqual(publicRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort());
    // The server tools' and media routes are among them, and the admin API is registered but left out.
    for (const path of ['/api/spam-score', '/api/cloaking-check', '/api/plagiarism-check', '/api/download/youtube', '/api/convert/youtube-mp3', '/api/download/progress/{downloadId}']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(routes.some((route) => route.url.startsWith('/api/admin/'))).toBe(true);
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/admin') || path.startsWith('/api/docs'))).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('/api/admin');
  });

  it('keeps every admin route out by its prefix, whatever it is', () => {
    for (const url of ['/api/admin', '/api/admin/tool-requests', '/api/admin/anything/new', '/api/docs', '/api/docs/json', '/api/openapi.json', '/sitemap.xml']) {
      expect(isPublicApiRoute(url), url).toBe(false);
    }
    expect(isPublicApiRoute('/api/administrators')).toBe(true);
  });

  it('gives each public route a summary, a tag and its entry in ROUTE_DOCS, and no entry is left over', () => {
    const publicKeys = registeredRoutes(app)
      .filter((route) => route.method !== 'HEAD' && isPublicApiRoute(route.url))
      .map((route) => routeKey(route.method, route.url));
    expect(Object.keys(ROUTE_DOCS).sort()).toEqual(publicKeys.sort());
    for (const { path, method, operation } of operations()) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
    }
  });

  it('has an example for every request body and every answer with a body, each valid against its schema', () => {
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      const where = `${method} ${path}`;
      const media = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(([type, m]) => [`request ${type}`, m] as const),
        ...Object.entries(operation.responses).flatMap(([status, response]) =>
          Object.entries(response.content ?? {}).map(([type, m]) => [`${status} ${type}`, m] as const),
        ),
      ];
      expect(Object.keys(operation.responses).some((status) => /^2/.test(status)), `${where} has a 2xx answer`).toBe(true);
      for (const [what, m] of media) {
        const examples = examplesOf(m);
        expect(examples.length, `${where} ${what} has an example`).toBeGreaterThan(0);
        for (const example of examples) {
          expect(Value.Check(m.schema as never, example), `${where} ${what}: ${JSON.stringify(example)}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('would catch a wrong example', () => {
    const media = doc.paths['/api/spam-score']!.post!.responses['200']!.content!['application/json']!;
    expect(Value.Check(media.schema as never, media.example)).toBe(true);
    expect(Value.Check(media.schema as never, { ...(media.example as object), spamScore: 'high' })).toBe(false);
    const { domain: _domain, ...withoutDomain } = media.example as Record<string, unknown>;
    expect(Value.Check(media.schema as never, withoutDomain)).toBe(false);
  });

  it("documents the answers routes really give: each one here validates against its route's documented schema", async () => {
    const schemaOf = (path: string, method: string, status: number) =>
      doc.paths[path]![method]!.responses[String(status)]!.content!['application/json']!.schema as never;
    const calls: Array<{ path: string; method: 'get' | 'post'; url: string; body?: unknown; status: number }> = [
      { path: '/api/health', method: 'get', url: '/api/health', status: 200 },
      { path: '/api/categories', method: 'get', url: '/api/categories', status: 200 },
      { path: '/api/tool-requests/live', method: 'get', url: '/api/tool-requests/live', status: 200 },
      { path: '/api/tool-requests/approved', method: 'get', url: '/api/tool-requests/approved', status: 200 },
      { path: '/api/generated/{file}', method: 'get', url: '/api/generated/no-such-page.js', status: 404 },
      { path: '/api/download/progress/{downloadId}', method: 'get', url: '/api/download/progress/bad!', status: 400 },
      { path: '/api/convert/progress/{conversionId}', method: 'get', url: '/api/convert/progress/nothing-here', status: 404 },
      { path: '/api/download/file/{job}', method: 'get', url: '/api/download/file/nothing-here', status: 404 },
      ...[
        '/api/tool-request',
        '/api/spam-score',
        '/api/cloaking-check',
        '/api/plagiarism-check',
        '/api/download/youtube',
        '/api/download/tiktok',
        '/api/download/facebook',
        '/api/video/info',
        '/api/convert/youtube-mp3',
      ].map((path) => ({ path, method: 'post' as const, url: path, body: {}, status: 400 })),
    ];
    for (const call of calls) {
      const res = await app.inject({ method: call.method.toUpperCase() as 'GET' | 'POST', url: call.url, ...(call.body ? { payload: call.body } : {}) });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(call.status);
      expect(Value.Check(schemaOf(call.path, call.method, call.status), res.json()), `${call.method} ${call.url}: ${res.body}`).toBe(true);
    }
  });
});

describe('GET /api/docs', () => {
  it('is the reference page, under a CSP of its own that allows only our own scripts', async () => {
    const res = await app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe("'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toMatch(/https?:|unsafe-/);
    // No inline script: every <script> has a src on our origin.
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(inline!.trim()).toBe('');
    }
  });

  it('serves its assets with their content types and the same document', async () => {
    const page = (await app.inject('/api/docs')).body;
    const assets = [...page.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      const res = await app.inject(asset);
      expect(res.statusCode, asset).toBe(200);
      const type = String(res.headers['content-type']);
      if (asset.endsWith('.js')) expect(type, asset).toMatch(/^(?:application|text)\/javascript/);
      else if (asset.endsWith('.css')) expect(type, asset).toMatch(/^text\/css/);
      else if (asset.endsWith('.png')) expect(type, asset).toBe('image/png');
      expect(String(res.headers['content-security-policy']), asset).toMatch(/script-src 'self'(;|$)/);
    }
    // The page reads ./json beside it: the same document as /api/openapi.json.
    const initializer = (await app.inject('/api/docs/static/swagger-initializer.js')).body;
    expect(initializer).toContain("resolveUrl('./json')");
    expect((await app.inject('/api/docs/json')).json()).toEqual(doc);
  });
});
