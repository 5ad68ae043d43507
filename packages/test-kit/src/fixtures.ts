// The `test` every browser test of the site uses: Playwright's, with
// - page.goto and page.reload that wait until React has hydrated the page (hydrated.ts);
// - `serverOptions`: a test file that needs its own data, limits or DNS world sets them with test.use, and
//   its workers get a production server of their own (server.ts); others share the run's server;
// - `clipboard`: the page may read and write the clipboard, and the fixture reads it back;
// - `mediaTest`: the media pages' test, whose workers run the media test server (server.ts, `media`)
//   and whose `mediaSite` has the fake site's URLs. One server per worker, shared by every test file using it.
// Fixtures hand over their value through `provide` (Playwright's `use`, renamed for the hooks lint rule).
import type { PlaywrightWorkerArgs } from '@playwright/test';
import { test as hydrated, waitForHydrationOnNavigation, type Page } from './hydrated';
import { SHARED_SERVER_URL, startServer, type MediaSite, type RunningServer, type ServerOptions } from './server';

export { controlsHydrated, expect, waitForHydration, type Page } from './hydrated';

/** What the page's clipboard holds now (the page's origin must have been granted clipboard-read). */
export const readClipboard = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

export interface Clipboard {
  /** What the page's clipboard holds now. */
  read(): Promise<string>;
}

/** The server a worker's tests run against: its own (with its DATA_DIR), or the run's shared one. */
export interface TestServer {
  baseURL: string;
  /** Only for a server of the test file's own, where it may seed data. */
  dataDir?: RunningServer['dataDir'];
  /** Only for the media test server. */
  mediaSite?: MediaSite;
}

export const test = hydrated.extend<{ clipboard: Clipboard }, { serverOptions: ServerOptions | null; server: TestServer; sharedPage: Page }>({
  serverOptions: [null, { scope: 'worker', option: true }],
  server: [
    async ({ serverOptions }, provide) => {
      if (!serverOptions) {
        const baseURL = process.env[SHARED_SERVER_URL];
        if (!baseURL) throw new Error(`${SHARED_SERVER_URL} is not set: the Playwright config's global setup starts the shared server`);
        await provide({ baseURL });
        return;
      }
      const server = await startServer(serverOptions);
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, provide) => provide(server.baseURL),
  clipboard: async ({ context, page, baseURL }, provide) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await provide({ read: () => readClipboard(page) });
  },
  /**
   * One page for all the tests of a worker that ask for it, in place of a fresh `page` each: for a test file whose
   * tests each open their page (goto) and leave behind nothing another reads: no storage, route, listener, init
   * script or viewport they rely on. A fresh page per test (its tab, its renderer, Playwright's setup of it, a
   * cold cache for the chunks every page shares and for axe) cost the page smoke suite more than its checks:
   * 104-110 s of CPU for 23 pages, against 38-44 s in one page. Its goto and reload wait for hydration, and
   * its origin may use the clipboard (readClipboard). A failed test restarts the worker, and the page with it.
   */
  sharedPage: [
    async ({ browser, server }, provide, workerInfo) => {
      const { viewport, reducedMotion, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL: server.baseURL, viewport, reducedMotion, serviceWorkers });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });
      const page = await context.newPage();
      waitForHydrationOnNavigation(page);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * A worker fixture for a test file whose data must be its alone: a production server of its own, started with
 * `options`, given `seed` once it listens, stopped with the worker. Declared in the test file's own
 * `test.extend` (`server: ownServer(…)`), which Playwright never shares a worker with another file's; equal
 * `serverOptions` in two test files would let them share one server and see each other's data.
 */
export function ownServer(options: ServerOptions = {}, seed?: (server: RunningServer, playwright: PlaywrightWorkerArgs['playwright']) => Promise<void>) {
  const fixture = async ({ playwright }: PlaywrightWorkerArgs, provide: (server: RunningServer) => Promise<void>) => {
    const server = await startServer(options);
    try {
      await seed?.(server, playwright);
      await provide(server);
    } finally {
      await server.stop();
    }
  };
  return [fixture, { scope: 'worker' }] as [typeof fixture, { scope: 'worker' }];
}

/** The media pages' server options (the same object for every spec, so that their workers can share a server). */
export const MEDIA_SERVER_OPTIONS: ServerOptions = Object.freeze({ media: true });

/**
 * The test of the pages that download or convert video (TikTok, YouTube, Facebook, YouTube to MP3):
 * against the media test server, whose sites are the fake media server's; `mediaSite` has its URLs.
 * Declared here once, so that every test file that uses it can run in the same worker with one server.
 */
export const mediaTest = test.extend<{ mediaSite: MediaSite }>({
  serverOptions: [MEDIA_SERVER_OPTIONS, { scope: 'worker' }],
  mediaSite: async ({ server }, provide) => {
    if (!server.mediaSite) throw new Error('mediaSite: this worker runs no media test server');
    await provide(server.mediaSite);
  },
});
