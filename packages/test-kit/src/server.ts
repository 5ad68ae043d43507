// Starts the production server (apps/api/dist/server.js serving apps/web/dist) on a free port with
// a fresh DATA_DIR and its own fake name server. Used once per run by apps/web's global setup, and by
// specs that need their own data or DNS world (the `serverOptions` fixture of fixtures.ts). With
// `media`, it starts apps/api/dist/testing-media-server.js instead: the same server with the media
// engine's sites (TikTok, YouTube, Facebook) pointed at a fake media server with short clips.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeDns, type FakeDnsEntry } from '@toolnest/net/testing';

// Build outputs, found by path: the harness runs what the build made, it imports no app.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverFile = join(repoRoot, 'apps/api/dist/server.js');
const mediaServerFile = join(repoRoot, 'apps/api/dist/testing-media-server.js');
/** What testing-media-server.js writes into DATA_DIR once it listens. */
const MEDIA_SITE_FILE = 'fake-media-site.json';
const webIndex = join(repoRoot, 'apps/web/dist/index.html');
const STARTUP_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

/** The environment variable through which the run's shared server (the config's global setup) reaches the workers. */
export const SHARED_SERVER_URL = 'TOOLNEST_E2E_URL';

/** The admin login of every server started here (apps/api takes ADMIN_USERNAME and ADMIN_PASSWORD). */
export const ADMIN_CREDENTIALS = { username: 'e2e-admin', password: 'e2e-password-not-secret' } as const;

export interface ServerOptions {
  /** Extra environment, such as RATE_LIMIT_TOOL_REQUEST_PER_MIN for a test file that submits many requests. */
  env?: Record<string, string>;
  /**
   * The names the server's fake name server knows (`.test` names, documentation addresses). Every
   * lookup the server makes goes to it, so no browser test asks a real name server; without a zone
   * every name is unknown.
   */
  dnsZone?: Record<string, FakeDnsEntry>;
  /**
   * The media pages' server: the sites' URLs go to a fake media server (real yt-dlp and ffmpeg, short
   * clips); its URLs are the server's `mediaSite`.
   */
  media?: boolean;
  /** The port to listen on, for a server that must be the same origin as an earlier one (a second deploy); a free one by default. */
  port?: number;
}

/**
 * The fake media site's URLs, as @toolnest/media/testing's FakeMediaSiteUrls documents them: each
 * names its site in the path (`http://127.0.0.1:<port>/www.tiktok.com/watch/tiktok-clip`), so the
 * page's rule passes. tiktok has a clean (64×36) and a watermarked (32×18) copy; youtube is separate
 * H.264 video and AAC audio; youtubeLong a recorded 3-hour video (for the info card); facebook one
 * muxed MP4; the *Missing ones answer 404.
 */
export type MediaSiteUrls = Record<'tiktok' | 'youtube' | 'youtubeLong' | 'facebook' | 'youtubeMissing' | 'tiktokMissing' | 'facebookMissing', string>;

export interface MediaSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  urls: MediaSiteUrls;
}

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  /** With `media`: the fake media site. */
  mediaSite?: MediaSite;
  stop(): Promise<void>;
}

/**
 * Variables of the developer's own shell that could send the server's requests outside the machine
 * (a real search provider and its key, real name servers): never inherited. DNS_SERVERS is set to
 * the fake name server below; a test file that wants a search provider passes its own in `env`.
 */
const NOT_INHERITED = new Set(['SEARCH_API_URL', 'SEARCH_API_KEY', 'DNS_SERVERS']);

/** The runner's environment without NOT_INHERITED. */
const inheritedEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !NOT_INHERITED.has(name)));

/** Asks the OS for a port nobody listens on, then frees it for the server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited before it was ready:\n${output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${url} within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

/** Reads the fake site's file, waiting for it a little: the server writes it just after it starts listening. */
async function readMediaSite(dataDir: string): Promise<MediaSite> {
  const file = join(dataDir, MEDIA_SITE_FILE);
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} did not appear: the media test server did not finish starting`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return JSON.parse(readFileSync(file, 'utf8')) as MediaSite;
}

export async function startServer({ env = {}, dnsZone = {}, media = false, port: chosenPort }: ServerOptions = {}): Promise<RunningServer> {
  const entry = media ? mediaServerFile : serverFile;
  for (const file of [entry, webIndex]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: build first (pnpm turbo run build --filter=@toolnest/api --filter=@toolnest/web)`);
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'toolnest-e2e-'));
  const dns = await startFakeDns({ zone: dnsZone });
  const port = chosenPort ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;

  // The same Node that runs Playwright, so better-sqlite3's native module matches.
  const server = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DNS_SERVERS: dns.server,
      // The Cloaking and Plagiarism Checkers' specs serve their pages from 127.0.0.1.
      ALLOW_PRIVATE_FETCH: '1',
      ADMIN_USERNAME: ADMIN_CREDENTIALS.username,
      ADMIN_PASSWORD: ADMIN_CREDENTIALS.password,
      // Test data: no sync of the disk per commit (~10 ms each on a shared disk).
      DB_SYNCHRONOUS: 'OFF',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
      if ((await Promise.race([exited, timer])) === 'timeout') server.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
    await dns.close();
  };

  let mediaSite: MediaSite | undefined;
  try {
    await waitForHealth(`${baseURL}/api/health`, server, () => output);
    if (media) mediaSite = await readMediaSite(dataDir);
  } catch (error) {
    await stop();
    throw error;
  }
  void exited.then(() => {
    if (!stopping) console.error(`The server at ${baseURL} stopped during the browser tests:\n${output}`);
  });
  return { baseURL, dataDir, stop, ...(mediaSite ? { mediaSite } : {}) };
}
