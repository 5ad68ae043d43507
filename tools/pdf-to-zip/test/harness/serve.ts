/// <reference types="node" />
// The bench's page: the real tool (main.tsx) and its zip worker bundled as the site's build would bundle
// them (everything in, production React), served on a free local port with the site's script policy
// (script-src 'self': fflate's blob: workers could not run), opened in Debian's Chromium with the test
// kit's launch options.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@toolnest/test-kit';
import { systemChromium } from '@toolnest/test-kit/chromium';
import { build } from 'tsup';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; object-src 'none'";

/** The parts of Playwright's Browser the bench uses (its types come with the test kit's Page). */
export interface Browser {
  newPage(options?: { acceptDownloads?: boolean }): Promise<Page>;
  startTracing(page: Page, options: { categories: string[] }): Promise<void>;
  stopTracing(): Promise<Buffer>;
  close(): Promise<void>;
}

// Playwright comes with the test kit (this package lists no browser driver of its own).
const requireFromKit = createRequire(join(packageDir, 'node_modules/@toolnest/test-kit/package.json'));
const { chromium } = requireFromKit('@playwright/test') as { chromium: { launch(options: typeof systemChromium): Promise<Browser> } };

/** Debian's Chromium, as the browser tests start it. */
export const launchChromium = (): Promise<Browser> => chromium.launch(systemChromium);
export const chromiumPath = systemChromium.executablePath;

async function buildPage(outDir: string): Promise<void> {
  await build({
    config: false,
    silent: true,
    entry: { main: join(packageDir, 'test/harness/main.tsx'), 'zip.worker': join(packageDir, 'src/zip.worker.ts') },
    outDir,
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    noExternal: [/.*/],
    minify: true,
    dts: false,
    tsconfig: join(packageDir, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildOptions(options) {
      options.conditions = ['@toolnest/source'];
    },
  });
  // esbuild leaves `new URL('./zip.worker.ts', import.meta.url)` as written: point it at the built worker.
  for (const file of (await readdir(outDir)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(join(outDir, file), 'utf8');
    await writeFile(join(outDir, file), code.replaceAll('zip.worker.ts', 'zip.worker.js'));
  }
  await writeFile(
    join(outDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>PDF to ZIP bench</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
}

/** Builds and serves the page; `origin` is its address, `close` stops the server and removes the build. */
export async function startHarness(): Promise<{ origin: string; close(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'pdf-to-zip-harness-'));
  await buildPage(root);
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(root, path === '/' ? 'index.html' : path.replace(/^\/+/, ''));
    readFile(file).then(
      (body) => response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': CSP }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}
