// safeFetch against local HTTP servers and the fake DNS server. Only loopback addresses are ever
// connected to: every public or private address in here is refused before a socket opens.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:https';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNetContext } from '../src/context';
import { createResolver } from '../src/dns';
import { SafeFetchError } from '../src/errors';
import { safeFetch, type SafeFetchOptions } from '../src/fetch';
import { createFetchLimiter } from '../src/limiter';
import { startFakeDns, startTestHttpServer, type FakeDnsServer, type TestHttpServer } from '../src/testing';

let dns: FakeDnsServer;
let site: TestHttpServer;
const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Which requests the site saw, with their headers. */
const seen: IncomingMessage[] = [];
const GZIP_BOMB = gzipSync(Buffer.alloc(64 * 1024 * 1024)); // 64 MiB of zeros in ~64 KB

function siteHandler(request: IncomingMessage, response: ServerResponse) {
  seen.push(request);
  const url = new URL(request.url ?? '/', 'http://site');
  const path = url.pathname;
  const redirect = (location: string, status = 302) => {
    response.writeHead(status, { location });
    response.end();
  };
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'session=1' });
    response.end('<!doctype html><title>Hello</title><p>Grüße</p>');
  } else if (path === '/chain') {
    const left = Number(url.searchParams.get('n'));
    if (left > 0) redirect(`/chain?n=${left - 1}`);
    else response.end('end of the chain');
  } else if (path === '/to') redirect(url.searchParams.get('url')!, Number(url.searchParams.get('status') ?? 302));
  else if (path === '/to-nowhere') redirect('');
  else if (path === '/missing') {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<h1>Not here</h1>');
  } else if (path === '/latin1') {
    response.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
    response.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
  } else if (path === '/gzip') {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    response.end(gzipSync('<p>packed</p>'));
  } else if (path === '/bomb') {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    response.end(GZIP_BOMB);
  } else if (path === '/endless') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once('drain', pump);
    };
    pump();
  } else if (path === '/huge-declared') {
    response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(3 * 1024 * 1024) });
    response.write('a');
  } else if (path === '/image') {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  } else if (path === '/binary') {
    response.end(Buffer.from([0x00, 0x01, 0x02]));
  } else if (path === '/slow') {
    // Never answers; the fetch's own timeout has to end it.
  } else if (path === '/odd-encoding') {
    response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'compress' });
    response.end('x');
  } else {
    response.writeHead(500);
    response.end();
  }
}

beforeAll(async () => {
  site = await startTestHttpServer(siteHandler);
  dns = await startFakeDns({
    zone: {
      'site.test': { A: ['127.0.0.1'] },
      'private.test': { A: ['10.0.0.1'] },
      'mixed.test': { A: ['127.0.0.1', '10.0.0.1'] },
      'mapped.test': { AAAA: ['::ffff:a00:1'] },
      'metadata.test': { A: ['169.254.169.254'] },
      'loop.test': { A: ['127.0.0.1'] },
      'quiet.test': 'silent',
      'redis.internal.corp': { A: ['10.20.30.40'] },
    },
  });
});
afterAll(async () => {
  await site.close();
  await dns.close();
});

const resolver = () => createResolver({ servers: [dns.server], timeoutMs: 300, tries: 1 });
/** The test site is the one private address these tests may reach. */
const onlyTheSite = (address: string) => address === '127.0.0.1';
const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  resolver: resolver(),
  allowPrivate: onlyTheSite,
  timeoutMs: 5000,
  ...extra,
});
const siteUrl = (path: string, host = 'site.test') => `http://${host}:${site.port}${path}`;
/** The SafeFetchError a fetch fails with, whole (its `detail` too). */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the fetch should have failed');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(SafeFetchError);
      return error as SafeFetchError;
    },
  );
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the fetch should have failed');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(SafeFetchError);
      const { code, message } = error as SafeFetchError;
      return { code, message };
    },
  );

describe('safeFetch: what it fetches', () => {
  it('fetches a page by name, connected to the checked address, without cookies', async () => {
    const page = await safeFetch(siteUrl('/#fragment'), options({ headers: { Cookie: 'a=b', 'X-Test': 'yes' } }));
    expect(page).toMatchObject({
      url: siteUrl('/'),
      status: 200,
      mimeType: 'text/html',
      charset: 'utf-8',
      text: '<!doctype html><title>Hello</title><p>Grüße</p>',
      redirects: [],
      address: '127.0.0.1',
    });
    const request = seen.at(-1)!;
    expect(request.headers.host).toBe(`site.test:${site.port}`);
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers['x-test']).toBe('yes');
    expect(request.headers['user-agent']).toMatch(/Toolnest/);
    expect(request.headers['accept-encoding']).toContain('gzip');
  });

  it('returns any final status with its body', async () => {
    expect(await safeFetch(siteUrl('/missing'), options())).toMatchObject({ status: 404, text: '<h1>Not here</h1>' });
  });

  it('decodes compressed bodies and the charset the header names', async () => {
    expect((await safeFetch(siteUrl('/gzip'), options())).text).toBe('<p>packed</p>');
    expect(await safeFetch(siteUrl('/latin1'), options())).toMatchObject({ text: 'café', charset: 'windows-1252' });
  });

  it('follows up to 5 redirects by hand, checking each hop', async () => {
    const page = await safeFetch(siteUrl('/chain?n=5'), options());
    expect(page.text).toBe('end of the chain');
    expect(page.redirects).toHaveLength(5);
    expect(page.url).toBe(siteUrl('/chain?n=0'));
  });

  it('fails on the 6th redirect', async () => {
    expect(await failure(safeFetch(siteUrl('/chain?n=6'), options()))).toEqual({
      code: 'too-many-redirects',
      message: 'The page redirected more than 5 times.',
    });
  });
});

describe('safeFetch: refused before any connection (ALLOW_PRIVATE_FETCH off)', () => {
  const off = () => options({ allowPrivate: false });
  it.each([
    ['http://127.0.0.1/', 'blocked-address', '127.0.0.1 is a loopback address, which cannot be fetched.'],
    ['http://127.1/', 'blocked-address', '127.0.0.1 is a loopback address'],
    ['http://0x7f.1/', 'blocked-address', '127.0.0.1 is a loopback address'],
    ['http://2130706433/', 'blocked-address', '127.0.0.1 is a loopback address'],
    ['http://0177.0.0.1/', 'blocked-address', '127.0.0.1 is a loopback address'],
    ['http://[::1]/', 'blocked-address', '::1 is a loopback address'],
    ['http://[::ffff:10.0.0.1]/', 'blocked-address', '::ffff:a00:1 is a private network address (it carries 10.0.0.1)'],
    ['http://[::ffff:127.0.0.1]:8080/', 'blocked-address', 'it carries 127.0.0.1'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'blocked-address', 'a cloud metadata address (it carries 169.254.169.254)'],
    ['http://[::127.0.0.1]/', 'blocked-address', 'it carries 127.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', 'blocked-address', 'a cloud metadata address'],
    ['http://100.100.100.200/', 'blocked-address', 'a cloud metadata address'],
    ['http://168.63.129.16/', 'blocked-address', 'a cloud metadata address'],
    ['http://[fd00:ec2::254]/', 'blocked-address', 'a cloud metadata address'],
    ['http://100.64.0.1/', 'blocked-address', 'a carrier-grade NAT address'],
    ['http://192.168.1.1/', 'blocked-address', 'a private network address'],
    ['http://0.0.0.0/', 'blocked-address', 'a reserved address'],
    ['http://localhost/', 'blocked-address', 'localhost points to a loopback address, which this tool does not fetch.'],
    ['http://private.test/', 'blocked-address', 'private.test points to a private network address, which this tool does not fetch.'],
    ['http://mixed.test/', 'blocked-address', 'mixed.test points to a loopback address, which this tool does not fetch.'],
    ['http://mapped.test/', 'blocked-address', 'mapped.test points to a private network address, which this tool does not fetch.'],
    ['file:///etc/passwd', 'unsupported-scheme', 'Only http:// and https:// addresses can be fetched, not file:.'],
    ['ftp://site.test/', 'unsupported-scheme', 'not ftp:.'],
    ['javascript:alert(1)', 'unsupported-scheme', 'not javascript:.'],
    ['http://u:p@site.test/', 'credentials', 'Addresses with a user name or password cannot be fetched.'],
    ['http://user@site.test/', 'credentials', 'Addresses with a user name or password cannot be fetched.'],
    ['http://site.test:22/', 'port', 'Port 22 cannot be fetched; use 80, 443 or a port from 1024 up.'],
    ['https://site.test:8/', 'port', 'Port 8 cannot be fetched'],
    ['not a url', 'invalid-url', '"not a url" is not a valid web address.'],
    ['http://nowhere.test/', 'dns-not-found', 'The name nowhere.test was not found.'],
    ['http://quiet.test/', 'dns-failed', 'The name quiet.test could not be looked up in time.'],
  ])('%s → %s', async (url, code, message) => {
    const before = seen.length;
    const result = await failure(safeFetch(url, off()));
    expect(result.code).toBe(code);
    expect(result.message).toContain(message);
    expect(seen.length).toBe(before);
  });

  it('names no address that DNS answered: the visitor gets its kind, the log its detail', async () => {
    // A visitor's check of an internal name once answered '…points to 10.20.30.40, a private network address'.
    for (const [url, address] of [
      ['http://redis.internal.corp:6379/', '10.20.30.40'],
      ['http://mapped.test/', '10.0.0.1'],
      [siteUrl(`/to?url=${encodeURIComponent('http://redis.internal.corp:6379/')}`), '10.20.30.40'],
    ] as const) {
      const error = await refusal(safeFetch(url, options()));
      expect(error.message, url).toMatch(/redis\.internal\.corp points to a private network address, which this tool does not fetch\.$|^mapped\.test points to a private network address, which this tool does not fetch\.$/);
      expect(error.message, url).not.toMatch(/\d+\.\d+\.\d+\.\d+|::ffff|a00:1|carries/);
      expect(error.detail, url).toContain(address);
    }
    expect((await refusal(safeFetch('http://redis.internal.corp:6379/', options()))).detail).toBe(
      'redis.internal.corp resolved to 10.20.30.40, a private network address',
    );
    // A literal address is the visitor's own and is still named.
    expect((await failure(safeFetch('http://10.20.30.40:6379/', options()))).message).toBe('10.20.30.40 is a private network address, which cannot be fetched.');
  });

  it('still refuses metadata and reserved addresses with ALLOW_PRIVATE_FETCH on', async () => {
    for (const url of ['http://169.254.169.254/', 'http://metadata.test/', 'http://[fd00:ec2::254]/', 'http://0.0.0.0/']) {
      expect((await failure(safeFetch(url, options({ allowPrivate: true })))).code, url).toBe('blocked-address');
    }
  });
});

describe('safeFetch: redirects and rebinding', () => {
  it.each([
    ['http://127.0.0.2/', 'Redirected to http://127.0.0.2/: 127.0.0.2 is a loopback address, which cannot be fetched.'],
    ['http://private.test/', 'Redirected to http://private.test/: private.test points to a private network address, which this tool does not fetch.'],
    ['http://[::ffff:10.0.0.1]/', 'it carries 10.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', 'a cloud metadata address'],
    ['file:///etc/passwd', 'Redirected to file:///etc/passwd: Only http:// and https:// addresses can be fetched'],
    ['http://u:p@site.test/', 'Addresses with a user name or password cannot be fetched.'],
  ])('refuses a redirect to %s', async (target, message) => {
    const result = await failure(safeFetch(siteUrl(`/to?url=${encodeURIComponent(target)}`), options()));
    expect(result.message).toContain(message);
  });

  it('refuses a redirect without a usable Location', async () => {
    expect(await failure(safeFetch(siteUrl('/to-nowhere'), options()))).toMatchObject({ code: 'bad-redirect' });
  });

  it('connects to the address it checked: a name that answers differently later is never asked again', async () => {
    // Two servers on one port: 127.0.0.2 answered first (and checked), 127.0.0.1 second.
    const checked = await startTestHttpServer((_request, response) => response.end('the checked address'), { host: '127.0.0.2' });
    closers.push(() => checked.close());
    const other = await startTestHttpServer((_request, response) => response.end('a rebound address'), { host: '127.0.0.1', port: checked.port });
    closers.push(() => other.close());
    let answers = 0;
    dns.set('rebind.test', ({ type }) => (type === 'A' ? { A: [answers++ === 0 ? '127.0.0.2' : '127.0.0.1'] } : {}));
    closers.push(() => dns.delete('rebind.test'));

    const page = await safeFetch(`http://rebind.test:${checked.port}/`, options({ allowPrivate: (address) => address === '127.0.0.2' }));
    expect(page).toMatchObject({ text: 'the checked address', address: '127.0.0.2' });
    expect(dns.queries.filter((query) => query.name === 'rebind.test' && query.type === 'A')).toHaveLength(1);
  });

  it('refuses a name that rebinds to a private address before connecting', async () => {
    dns.set('rebind.test', { A: ['10.0.0.1'] });
    closers.push(() => dns.delete('rebind.test'));
    expect((await failure(safeFetch('http://rebind.test/', options({ allowPrivate: false })))).code).toBe('blocked-address');
  });
});

/** A TCP server that accepts connections and never answers (a TLS hello waits forever); its port. */
async function startMuteServer(): Promise<number> {
  const sockets = new Set<Socket>();
  const mute: TcpServer = createTcpServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => mute.close(() => resolve()));
  });
  return (mute.address() as { port: number }).port;
}

describe('safeFetch: limits', () => {
  it('times out a server that never answers, within the caller’s budget', async () => {
    const started = Date.now();
    const result = await failure(safeFetch(siteUrl('/slow'), options({ timeoutMs: 300 })));
    expect(result).toEqual({ code: 'timeout', message: `site.test:${site.port} did not send the page within 0.3 seconds.` });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops an endless body at 2 MiB', async () => {
    expect(await failure(safeFetch(siteUrl('/endless'), options()))).toEqual({
      code: 'too-large',
      message: 'The page at site.test is larger than 2 MiB.',
    });
  });

  it('stops a gzip bomb at 2 MiB after decompression', async () => {
    expect((await failure(safeFetch(siteUrl('/bomb'), options()))).code).toBe('too-large');
  });

  it('refuses a declared length over the cap before reading, and honours a smaller cap', async () => {
    expect((await failure(safeFetch(siteUrl('/huge-declared'), options()))).code).toBe('too-large');
    expect((await failure(safeFetch(siteUrl('/'), options({ maxBytes: 10 })))).message).toBe('The page at site.test is larger than 10 bytes.');
  });

  it('takes only HTML or text', async () => {
    expect(await failure(safeFetch(siteUrl('/image'), options()))).toEqual({
      code: 'not-text',
      message: 'The address answered with image/png, not a web page or text.',
    });
    expect((await failure(safeFetch(siteUrl('/binary'), options()))).code).toBe('not-text');
    expect((await failure(safeFetch(siteUrl('/odd-encoding'), options()))).code).toBe('bad-response');
  });

  it('says when nothing listens', async () => {
    const probe = await startTestHttpServer(() => {});
    await probe.close();
    expect(await failure(safeFetch(`http://site.test:${probe.port}/`, options()))).toEqual({
      code: 'connect-failed',
      message: 'Could not connect to site.test (connection refused).',
    });
  });

  it('gives up on a connection (with its TLS handshake) after the connect timeout', async () => {
    const port = await startMuteServer();
    const started = Date.now();
    expect(await failure(safeFetch(`https://site.test:${port}/`, options({ connectTimeoutMs: 200 })))).toEqual({
      code: 'connect-timeout',
      message: 'site.test did not accept a connection within 0.2 seconds.',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('cancels when the caller aborts', async () => {
    const controller = new AbortController();
    const fetching = safeFetch(siteUrl('/slow'), options({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect((await failure(fetching)).code).toBe('aborted');
  });

  it('waits for a slot of the shared limiter, the wait counting against the budget', async () => {
    const limiter = createFetchLimiter(1);
    const slow = failure(safeFetch(siteUrl('/slow'), options({ limiter, timeoutMs: 400 })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(limiter.active).toBe(1);
    const queued = safeFetch(siteUrl('/'), options({ limiter, timeoutMs: 5000 }));
    expect(limiter.waiting).toBe(1);
    expect((await slow).code).toBe('timeout');
    expect((await queued).status).toBe(200);
    expect(limiter.active).toBe(0);
  });

  it("a NetContext gives every fetch the operator's page cap and connect timeout (FETCH_MAX_PAGE_KB, FETCH_CONNECT_TIMEOUT_MS)", async () => {
    const net = createNetContext({ resolver: resolver(), allowPrivate: onlyTheSite, maxPageBytes: 10, connectTimeoutMs: 200 });
    expect(await failure(net.fetch(siteUrl('/'), { timeoutMs: 5000 }))).toEqual({
      code: 'too-large',
      message: 'The page at site.test is larger than 10 bytes.',
    });
    expect(await failure(net.fetch(`https://site.test:${await startMuteServer()}/`, { timeoutMs: 5000 }))).toEqual({
      code: 'connect-timeout',
      message: 'site.test did not accept a connection within 0.2 seconds.',
    });
    // A caller may still ask for less than the operator allows.
    const roomy = createNetContext({ resolver: resolver(), allowPrivate: onlyTheSite });
    expect((await failure(roomy.fetch(siteUrl('/'), { timeoutMs: 5000, maxBytes: 12 }))).message).toBe('The page at site.test is larger than 12 bytes.');
    expect((await roomy.fetch(siteUrl('/'), { timeoutMs: 5000 })).status).toBe(200);
  });
});

describe('safeFetch over TLS', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'net-tls-'));
    // An EC key: made at once, where an RSA key's primes took past the hook's 10 s on a loaded CI machine.
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=secure.test',
      '-addext', 'subjectAltName=DNS:secure.test', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('verifies the certificate against the host name it sends as SNI, while connected to the pinned address', async () => {
    const names: string[] = [];
    const server = createTlsServer(
      {
        key: readFileSync(join(dir, 'key.pem')),
        cert: readFileSync(join(dir, 'cert.pem')),
        SNICallback: (name, callback) => {
          names.push(name);
          callback(null);
        },
      },
      (_request, response) => response.end('secret'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    dns.set('secure.test', { A: ['127.0.0.1'] });
    closers.push(() => dns.delete('secure.test'));
    const port = (server.address() as { port: number }).port;

    // Self-signed: Node's trust store does not know it, so the handshake must fail.
    const result = await failure(safeFetch(`https://secure.test:${port}/`, options()));
    expect(result.code).toBe('tls');
    expect(result.message).toMatch(/^The secure connection to secure.test failed: /);
    expect(names).toEqual(['secure.test']);
  });
});
