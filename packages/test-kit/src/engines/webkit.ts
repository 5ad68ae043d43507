// WebKit: WebKitGTK's MiniBrowser (Debian's libwebkit2gtk-4.1), driven through its WebDriver, WebKitWebDriver,
// which speaks classic WebDriver only (no BiDi in 2.50): plain HTTP, spoken here with fetch. MiniBrowser needs
// a display, so each browser gets an Xvfb of its own. One session per worker, one page at a time; a new page
// clears the cookies and storage. The recording front supplies what classic WebDriver lacks: the page's
// requests, its console errors and a script that runs before the page's own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server';
import { failedRequests, startFront, takeBlob, type Front } from './front';
import { describeTarget, locateInPage } from './locate';
import { writePickedFiles } from './picked-files';
import type { Engine, EnginePage, Key, PickedFile, Target } from './types';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_PATH = '/usr/bin/Xvfb';

/** WebDriver's key codes (its "normalised key values"). */
const KEY_CODES: Record<string, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', ArrowDown: '\uE015', ArrowUp: '\uE013', Backspace: '\uE003', Space: ' ', Control: '\uE009' };
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
// WebKitGTK's WebDriver now and then loses the answer to a script it ran while a page is coming in: the call is
// left unanswered, or answered "Could not parse script result" 20 s or more later (about one first navigation in
// 50 with both cores kept busy, and once in a CI run). The navigation's poll answers within milliseconds, so one
// with no answer after this long has lost it, and the next poll asks again.
const NAVIGATION_POLL_MS = 2000;

/** Starts Xvfb on a free display (it writes the number it took to a pipe) and answers `:N`. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1400x2600x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  xvfb.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('exit', () => reject(new Error(`Xvfb exited before it was ready:\n${stderr}`)));
  });
  return { display, process: xvfb };
}

async function waitForDriver(url: string, driver: ChildProcess, output: () => string): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
  }
  throw new Error(`WebKitWebDriver did not answer within 10 s:\n${output()}`);
}

export async function launchWebKit({ dark = false }: { dark?: boolean } = {}): Promise<Engine> {
  for (const [path, pkg] of [
    [WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'],
    [MINIBROWSER_PATH, 'webkit2gtk-driver'],
    [XVFB_PATH, 'xvfb'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install ${pkg} (.ci/run installs it)`);
  }
  const xvfb = await startXvfb();
  // MiniBrowser saves downloads in its home folder: a throwaway one.
  const home = mkdtempSync(join(tmpdir(), 'toolnest-webkit-home-'));
  const port = await freePort();
  let output = '';
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display, HOME: home }, stdio: ['ignore', 'pipe', 'pipe'] });
  driver.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  driver.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
    rmSync(home, { recursive: true, force: true });
  };
  let session: string;
  try {
    await waitForDriver(base, driver, () => output);
    const created = await webdriver(base, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          // The test waits for what it needs itself ('load' by polling), so a navigation can be acted on at once.
          pageLoadStrategy: 'none',
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER_PATH,
            // No service worker, as in the Chromium runs; the colour scheme is the whole browser's, set at launch.
            args: ['--automation', '--features=-ServiceWorkers', ...(dark ? ['--dark-mode'] : [])],
          },
        },
      },
    });
    session = (created as { sessionId: string }).sessionId;
  } catch (error) {
    stop();
    throw error;
  }
  const call: Call = (method, path, body, timeoutMs) => webdriver(base, method, `/session/${session}${path}`, body, timeoutMs);
  await call('POST', '/window/rect', { width: 1280, height: 900 });
  const fronts = new Map<string, Front>();
  let current: EnginePage | null = null;
  return {
    name: 'webkit',
    async newPage(origin) {
      await current?.close();
      let front = fronts.get(origin);
      if (!front) fronts.set(origin, (front = await startFront(origin, { inject: true })));
      front.startScripts.length = 0;
      front.scriptDelayMs = 0;
      front.reports.length = 0;
      front.blobs.length = 0;
      current = webkitPage(call, front, home);
      return current;
    },
    async close() {
      await call('DELETE', '').catch(() => {});
      await Promise.all([...fronts.values()].map((front) => front.close()));
      stop();
    },
  };
}

async function webdriver(base: string, method: string, path: string, body?: unknown, timeoutMs?: number): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
  }).catch((error: Error) => {
    throw error.name === 'TimeoutError' ? new Error(`WebDriver ${method} ${path}: no answer within ${timeoutMs} ms`) : error;
  });
  const { value } = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = value as { error: string; message: string };
    throw new Error(`WebDriver ${method} ${path}: ${error}: ${message}`);
  }
  return value;
}

type Call = (method: string, path: string, body?: unknown, timeoutMs?: number) => Promise<unknown>;

function webkitPage(call: Call, front: Front, home: string): EnginePage {
  const records = recordErrorsAndRequests(front);
  const url = (path: string) => new URL(path, front.origin).href;
  const execute = (script: string, args: unknown[], timeoutMs?: number) => call('POST', '/execute/sync', { script, args }, timeoutMs);
  const element = async (target: Target): Promise<string> => {
    const found = (await execute(`return (${locateInPage.toString()})(arguments[0]);`, [target])) as Record<string, string> | null;
    if (!found?.[ELEMENT]) throw new Error(`no ${describeTarget(target)} on the page`);
    return found[ELEMENT];
  };

  const page: EnginePage = {
    engine: 'webkit',
    origin: front.origin,
    async goto(path, { waitUntil = 'load' } = {}) {
      // Marks the document being left, so the wait below knows the new one from it (even for the same address).
      await execute('window.__engineLeaving = true;', []).catch(() => {});
      await call('POST', '/url', { url: url(path) });
      const ready = waitUntil === 'load' ? "document.readyState === 'complete'" : 'true';
      let asked = Date.now();
      for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 20))) {
        const state = await execute(`return window.__engineLeaving ? 'old' : location.href === 'about:blank' ? 'blank' : ${ready} ? 'ready' : 'loading';`, [], NAVIGATION_POLL_MS).catch(
          (error: Error) => `between (${error.message.slice(0, 200)})`,
        );
        if (state === 'ready') return;
        // WebKitGTK now and then drops a navigation asked for while the page is still busy with its last one
        // (seen about once in 40 loads): asked again after a while with no new document.
        if (state === 'old' && Date.now() - asked > 3000) {
          asked = Date.now();
          await call('POST', '/url', { url: url(path) });
        }
        if (Date.now() > deadline) throw new Error(`${path} did not ${waitUntil} within 30 s (the page: ${String(state)})`);
      }
    },
    evaluate: (fn, arg) => execute(`return (${fn.toString()})(arguments[0]);`, [arg ?? null]) as never,
    evaluateExpression: (expression) => execute(`return ${expression};`, []) as never,
    ...inputMethods(call, element),
    ...records,
    async addInitScript(fn) {
      front.startScripts.push(fn.toString());
    },
    download: (name, timeoutMs) => takeDownload(front, home, name, timeoutMs),
    holdScripts(ms) {
      front.scriptDelayMs = ms;
      if (ms === 0) front.releaseScripts();
    },
    async setViewport({ width, height }) {
      await call('POST', '/window/rect', { width, height });
    },
    async close() {
      // The next page starts with no cookies and no storage of this one's.
      await call('DELETE', '/cookie').catch(() => {});
      await execute('try { localStorage.clear(); sessionStorage.clear(); } catch {}', []).catch(() => {});
    },
  };
  return page;
}

/** The page's console errors and uncaught errors as the front's script reported them, and its requests, from now on. */
function recordErrorsAndRequests(front: Front): Pick<EnginePage, 'errors' | 'requests' | 'clearRecords'> {
  let from = front.requests.length;
  let reportsFrom = front.reports.length;
  return {
    errors: () => [...front.reports.slice(reportsFrom), ...failedRequests(front, from)],
    requests: () => front.requests.slice(from),
    clearRecords() {
      from = front.requests.length;
      reportsFrom = front.reports.length;
    },
  };
}

/** The page's clicks, keys and file picks, as WebDriver actions on the session `call` speaks to. */
function inputMethods(call: Call, element: (target: Target) => Promise<string>): Pick<EnginePage, 'click' | 'clickAt' | 'type' | 'press' | 'setFiles'> {
  const keys = (sequence: string[][]) =>
    call('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions: sequence.flatMap((chord) => [...chord.map((value) => ({ type: 'keyDown', value })), ...[...chord].reverse().map((value) => ({ type: 'keyUp', value }))]) }],
    });
  return {
    async click(target) {
      await call('POST', `/element/${await element(target)}/click`);
    },
    async clickAt(x, y) {
      await call('POST', '/actions', {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
    },
    async type(text) {
      await keys([...text].map((character) => [character]));
    },
    async press(key: Key) {
      const chord = key.startsWith('Control+') ? [KEY_CODES.Control!, key.slice('Control+'.length)] : [KEY_CODES[key] ?? key];
      await keys([chord]);
    },
    async setFiles(target, files: PickedFile[]) {
      const paths = writePickedFiles(files);
      await call('POST', `/element/${await element(target)}/value`, { text: paths.join('\n') });
    },
  };
}

/** The file named `name` once WebKit has saved it whole in `home` (taken out), or the front got it as a blob. */
async function takeDownload(front: Front, home: string, name: string, timeoutMs = 30_000): Promise<Buffer> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const saved = join(home, name);
    // WebKit writes the file in place: it is whole once its size holds still.
    if (existsSync(saved)) {
      const size = statSync(saved).size;
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (size > 0 && statSync(saved).size === size) {
        const bytes = readFileSync(saved);
        rmSync(saved);
        return bytes;
      }
      continue;
    }
    const blob = takeBlob(front, name);
    if (blob) return blob;
    if (Date.now() > deadline) throw new Error(`no download named ${name} within ${timeoutMs} ms (home: ${readdirSync(home).join(', ')})`);
  }
}
