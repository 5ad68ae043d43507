import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../src/entry/app';
import { DEFAULT_WEB_DIST } from '../src/config/config';
import { isWebDist } from '../src/plugins/web';
import { spawnBuilt, tempDir } from './helpers';

/** A loopback port nobody listens on, so the default SITE_URL (http://localhost:PORT) can be known in advance. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the built server (dist/server.js) the way `npm start` does, on a free loopback port. */
function startServer(env: Record<string, string>) {
  const server = spawnBuilt('server.js', { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env });
  const listening = server.waitFor(/listening on (http:\/\/\S+)/).then((match) => match[1]!);
  listening.catch(() => {}); // Tests that expect a failed start await `exited` instead.
  return { ...server, listening };
}

// Each test starts a server or two, a few seconds each on a loaded 2-core machine.
describe('the server (dist/server.js)', { timeout: 60_000 }, () => {
  it('creates DATA_DIR, prints the generated admin password once, serves and stops on SIGTERM', async () => {
    const dataDir = join(tempDir(), 'missing', 'data');
    const first = startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: '' });
    const url = await first.listening;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${url}/api/health`)).json()).toMatchObject({ status: 'ok' });
    expect(first.output()).toMatch(/generated for the admin "admin":\s+[\w-]{24}\s/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: '' });
    await second.listening;
    expect(second.output()).not.toContain('generated');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('stops with a message naming the database file when it cannot be opened', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, DATABASE_FILE_NAME);
    writeFileSync(file, 'not a database '.repeat(100));
    const server = startServer({ DATA_DIR: dataDir });
    await expect(server.listening).rejects.toThrow();
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Toolnest could not start: Cannot open the database file ${file}`);
  });

  // Spawning a server takes seconds on a busy machine: room for one start plus a default-cost scrypt.
  it('applies the operator\'s limits: RATE_LIMIT_TOOL_REQUEST_PER_MIN, RATE_LIMIT_FAILED_LOGIN_PER_MIN, and TRUST_PROXY for whose they are', async () => {
    const server = startServer({
      DATA_DIR: tempDir(),
      ADMIN_PASSWORD: 'right',
      RATE_LIMIT_TOOL_REQUEST_PER_MIN: '1',
      RATE_LIMIT_FAILED_LOGIN_PER_MIN: '1',
      TRUST_PROXY: 'loopback',
    });
    const url = await server.listening;
    // This test is the proxy (it connects over loopback): each client it forwards has its own allowance.
    const submit = (client: string) =>
      fetch(`${url}/api/tool-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ toolName: 'Dice', email: '', description: 'Rolls dice for games.' }),
      });
    expect((await submit('203.0.113.1')).status).toBe(201);
    expect((await submit('203.0.113.1')).status).toBe(429);
    expect((await submit('203.0.113.2')).status).toBe(201);
    const login = () => fetch(`${url}/api/admin/categories`, { headers: { authorization: `Basic ${btoa('admin:wrong')}` } });
    expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(429);
  }, 40_000);

  // Each setting's sentence is config.test.ts's (readConfig); here, that a bad one stops start-up with it.
  it('refuses a bad setting with its clear message and exit code 1', async () => {
    const server = startServer({ DATA_DIR: tempDir(), RATE_LIMIT_FAILED_LOGIN_PER_MIN: '0' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Toolnest could not start: RATE_LIMIT_FAILED_LOGIN_PER_MIN must be a whole number of at least 1 (requests per minute per client IP), got "0".',
    );
  });

  // The built web app (apps/web/dist), as production serves it; skipped only where nothing was built yet.
  it.skipIf(!isWebDist(DEFAULT_WEB_DIST))('names SITE_URL in the site\'s absolute links; unset, http://localhost:PORT and a warning', async () => {
    const set = startServer({ DATA_DIR: tempDir(), ADMIN_PASSWORD: 'pw', WEB_DIST: DEFAULT_WEB_DIST, SITE_URL: 'https://tools.example.com/' });
    const port = await freePort();
    const unset = startServer({ DATA_DIR: tempDir(), ADMIN_PASSWORD: 'pw', WEB_DIST: DEFAULT_WEB_DIST, SITE_URL: '', PORT: String(port) });
    const [setUrl, unsetUrl] = await Promise.all([set.listening, unset.listening]);
    expect(await (await fetch(`${setUrl}/robots.txt`)).text()).toContain('Sitemap: https://tools.example.com/sitemap.xml');
    expect(await (await fetch(`${setUrl}/case-convert`)).text()).toContain('<link rel="canonical" href="https://tools.example.com/case-convert" />');
    expect(await (await fetch(`${unsetUrl}/robots.txt`)).text()).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    expect(set.output()).not.toContain('SITE_URL');
    expect(unset.output()).toContain(`SITE_URL is not set, so canonical links, og:url, sitemap.xml, robots.txt and llms.txt name http://localhost:${port}; set it to the site's public origin.`);
  }, 40_000);
});
