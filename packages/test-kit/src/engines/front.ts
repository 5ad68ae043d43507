// A recording front for the Firefox and WebKit runs: a small HTTP server in front of the test server (same
// machine, one per browser) that passes every request through unchanged and notes what the page asked for
// (method, path, body, status). WebDriver classic, all WebKitGTK's driver speaks, has no network or console
// events and no scripts that run before the page's own; so for WebKit the front also puts one script tag first
// in each page (the page's CSP already allows its own origin's scripts), which reports the page's console
// errors and uncaught errors, and runs the test's own start-of-page scripts.
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the page made, as the server answered it. */
export interface FrontRequest {
  method: string;
  /** Path and query. */
  url: string;
  body: string;
  /** 0 while open; -1 when the server could not be reached. */
  status: number;
  /** Whether it loaded a whole document (a page, not a file saved through a link). */
  document: boolean;
  /** Whether the answer has ended (a progress stream stays open while it runs). */
  done: boolean;
}

/** A file the page offered for download through a blob: link, as the page script read it. */
export interface FrontBlob {
  name: string;
  bytes: Buffer;
}

export interface Front {
  /** http://127.0.0.1:<port> */
  origin: string;
  requests: FrontRequest[];
  /** Console errors and uncaught errors the injected script reported (WebKit). */
  reports: string[];
  blobs: FrontBlob[];
  /** Functions' source, run first in every page from now on (WebKit's stand-in for an init script). */
  startScripts: string[];
  /**
   * How long a page's scripts are held back, as on a slow connection (0: none): its HTML comes at once up to its
   * last script (the boot loader, at the end of the body), which follows this much later. Held in the page's
   * HTML rather than in the script files, which WebKit reuses from its memory cache from one load to the next.
   */
  scriptDelayMs: number;
  /** Sends the held scripts of the pages loading now at once. */
  releaseScripts(): void;
  close(): Promise<void>;
}

const PREFIX = '/__engine';

/**
 * In the page, first of all its scripts: sends each console error, uncaught error, refused promise, failed
 * resource and CSP refusal to the front as it happens (a beacon survives the page's unload); and reads a file
 * offered through a blob: link to the front: WebKitGTK under automation saves no blob: download.
 */
function reporter(prefix: string) {
  const send = (text: string) => navigator.sendBeacon(`${prefix}/report`, text);
  const describe = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    send(args.map(describe).join(' '));
    original(...args);
  };
  addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null;
      if (target && target !== (window as unknown) && 'tagName' in target) {
        send(`failed to load ${target.tagName.toLowerCase()} ${(target as HTMLImageElement).src || (target as HTMLLinkElement).href || ''}`);
      } else send(`uncaught ${describe((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => send(`unhandled rejection ${describe(event.reason)}`));
  addEventListener('securitypolicyviolation', (event) => send(`CSP refused ${event.blockedURI} (${event.violatedDirective})`));
  // The page's blobs by URL, read directly: fetching a blob: URL is a connection the page's CSP refuses.
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = this.download ? blobs.get(this.href) : undefined;
    if (blob) void fetch(`${prefix}/blob?name=${encodeURIComponent(this.download)}`, { method: 'POST', body: blob });
    return click.call(this);
  };
}

const readBody = (stream: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

/** Answers the front's own paths: the page's start script, and the reports and blobs the page sends. */
async function answerOwn(front: Front, request: IncomingMessage, response: ServerResponse, path: string) {
  const body = await readBody(request);
  if (path === `${PREFIX}/start.js`) {
    const source = [`(${reporter.toString()})(${JSON.stringify(PREFIX)});`, ...front.startScripts.map((script) => `(${script})();`)].join('\n');
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(source);
    return;
  }
  if (path === `${PREFIX}/report`) front.reports.push(body.toString());
  else if (path.startsWith(`${PREFIX}/blob`)) front.blobs.push({ name: new URL(path, 'http://x').searchParams.get('name') ?? '', bytes: body });
  response.writeHead(204).end();
}

/**
 * Sends on a page the server answered, uncached: with the start script's tag first in its head when `inject`;
 * with its last script held back `delay` ms, or until the function it leaves in `held` is called.
 */
function sendPage(answer: IncomingMessage, response: ServerResponse, { inject, delay, held }: { inject: boolean; delay: number; held: Set<() => void> }) {
  void readBody(answer).then((html) => {
    const tag = `<script src="${PREFIX}/start.js"></script>`;
    const page = inject ? html.toString().replace(/<head>/i, (head) => head + tag) : html.toString();
    const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
    response.writeHead(answer.statusCode ?? 200, { ...rest, 'cache-control': 'no-store' });
    const cut = delay > 0 ? page.lastIndexOf('<script') : -1;
    if (cut < 0) {
      response.end(page);
      return;
    }
    response.write(page.slice(0, cut));
    const send = () => {
      held.delete(send);
      clearTimeout(timer);
      response.end(page.slice(cut));
    };
    const timer = setTimeout(send, delay);
    held.add(send);
  });
}

/** Starts a front for `target` (the test server's origin). With `inject`, pages get the reporter and the start scripts. */
export async function startFront(target: string, { inject }: { inject: boolean }): Promise<Front> {
  const upstream = new URL(target);
  const held = new Set<() => void>();
  const front: Front = {
    origin: '',
    requests: [],
    reports: [],
    blobs: [],
    startScripts: [],
    scriptDelayMs: 0,
    releaseScripts() {
      for (const send of [...held]) send();
    },
    close: async () => {},
  };

  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith(`${PREFIX}/`)) {
      void answerOwn(front, request, response, path);
      return;
    }
    const isDocument = request.headers['sec-fetch-dest'] === 'document' || (request.headers.accept ?? '').startsWith('text/html');
    const chunks: Buffer[] = [];
    const record: FrontRequest = { method: request.method ?? 'GET', url: path, body: '', status: 0, document: false, done: false };
    front.requests.push(record);
    // A fresh connection to the server for every request: a kept-alive one the server has just timed out would
    // reset the next request on it, and the page would see a failure no visitor sees.
    const { connection: _connection, 'keep-alive': _keepAlive, ...passed } = request.headers;
    const headers = { ...passed, host: upstream.host };
    // A page to rewrite comes whole and uncompressed; everything else passes through as the server sends it.
    if (inject && isDocument) delete headers['accept-encoding'];
    const delay = isDocument ? front.scriptDelayMs : 0;
    if (delay > 0) delete headers['accept-encoding'];
    const out = forward({ host: upstream.hostname, port: upstream.port, method: request.method, path, headers, agent: false }, (answer) => {
      record.status = answer.statusCode ?? 0;
      const type = String(answer.headers['content-type'] ?? '');
      // A download is navigated to as well: only an HTML answer is a page.
      record.document = isDocument && type.startsWith('text/html');
      if ((inject || delay > 0) && type.startsWith('text/html')) {
        sendPage(answer, response, { inject, delay, held });
        return;
      }
      // With the page's start script, WebKit's pages load as on a first visit every time: one browser session
      // keeps one cache, where Firefox's and Chromium's pages each get a fresh one.
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    // The page let go of the request itself (it left the page, or closed a progress stream once done): as with
    // Chromium's ERR_ABORTED, that is no failure, and the error our own destroy() raises below is not recorded.
    let abandoned = false;
    out.on('error', () => {
      if (!abandoned) record.status = -1;
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => (record.body = Buffer.concat(chunks).toString()));
    request.pipe(out);
    response.on('close', () => {
      record.done = true;
      if (response.writableFinished) return;
      abandoned = true;
      out.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  front.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  front.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return front;
}

/** Requests the server refused or never answered, from index `from` on, as error lines. */
export function failedRequests(front: Front, from: number): string[] {
  return front.requests
    .slice(from)
    .filter((request) => request.status >= 400 || request.status === -1)
    .map((request) => `failed request ${request.method} ${request.url}: ${request.status === -1 ? 'no answer' : request.status}`);
}

/** A blob: download the front received, taken so that it counts once. */
export function takeBlob(front: Front, name: string): Buffer | null {
  const index = front.blobs.findIndex((blob) => blob.name === name);
  return index < 0 ? null : front.blobs.splice(index, 1)[0]!.bytes;
}
