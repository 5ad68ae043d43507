// A stand-in for the video sites on 127.0.0.1: serves the clips ffmpeg made (with Range), plus
// routes that misbehave the ways real servers do. Nothing in the media tests reaches the internet.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { basename, extname, join } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.json': 'application/json',
};

export interface FakeMediaServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every request path (and query) the server saw, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** `bytes=a-b` → [start, end] within a file of `size` bytes, or null for no or an unusable range. */
function parseRange(header: string | undefined, size: number): [number, number] | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') return [Math.max(0, size - Number(match[2])), size - 1];
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end ? [start, end] : null;
}

/** How a route sends a clip: whole, throttled, cut short, or stalled after its first KB. */
type FileMode = 'whole' | 'slow' | 'short' | 'stall';

/** Sends `file` (404 when there is none) as `mode` says, with Range; the throttled sends' timers go in `timers`. */
function sendClip(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  mode: FileMode,
  { slowRate, timers }: { slowRate: number; timers: Set<NodeJS.Timeout> },
) {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    response.writeHead(404).end('not found');
    return;
  }
  const range = mode === 'stall' ? null : parseRange(request.headers.range, size);
  const [start, end] = range ?? [0, size - 1];
  const headers: Record<string, string | number> = {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    'content-length': end - start + 1,
  };
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  response.writeHead(range ? 206 : 200, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  if (mode === 'whole') {
    createReadStream(file, { start, end }).pipe(response);
  } else if (mode === 'stall') {
    createReadStream(file, { start: 0, end: Math.min(1023, size - 1) }).on('data', (chunk) => response.write(chunk));
  } else if (mode === 'short') {
    const half = start + Math.floor((end - start + 1) / 2);
    const stream = createReadStream(file, { start, end: Math.max(start, half - 1) });
    stream.on('data', (chunk) => response.write(chunk));
    stream.on('end', () => response.socket?.destroy());
  } else {
    const rate = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('rate')) || slowRate;
    sendThrottled(response, readFileSync(file).subarray(start, end + 1), rate, timers);
  }
}

/** Sends `body` at `rate` bytes a second, a slice every 100 ms, then ends it. */
function sendThrottled(response: ServerResponse, body: Buffer, rate: number, timers: Set<NodeJS.Timeout>) {
  const slice = Math.max(1, Math.floor(rate / 10));
  let sent = 0;
  const timer = setInterval(() => {
    if (response.destroyed || sent >= body.length) {
      clearInterval(timer);
      timers.delete(timer);
      if (!response.destroyed) response.end();
      return;
    }
    response.write(body.subarray(sent, sent + slice));
    sent += slice;
  }, 100);
  timers.add(timer);
}

/** An unending body with no length: a chunk every 20 ms until the client goes. */
function sendEndless(response: ServerResponse, timers: Set<NodeJS.Timeout>) {
  response.writeHead(200, { 'content-type': 'video/mp4' });
  const chunk = Buffer.alloc(64 * 1024, 7);
  const timer = setInterval(() => {
    if (response.destroyed) {
      clearInterval(timer);
      timers.delete(timer);
    } else response.write(chunk);
  }, 20);
  timers.add(timer);
}

/**
 * Routes (NAME is a file in `clipsDir`), each also under a first segment naming a site, so that a
 * page's "contains the host name" rule passes: /www.tiktok.com/clips/NAME is /clips/NAME.
 *   /clips/NAME    the file, with Range
 *   /slow/NAME     the file at ?rate= bytes a second (else `slowBytesPerSecond`), with Range: jobs that stay busy
 *   /stall/NAME    headers and the first KB, then nothing, forever
 *   /short/NAME    announces the whole file, sends half of what was asked, then hangs up
 *   /endless.mp4   an unending body (no length), a chunk every 20 ms
 *   /missing       404        /broken   500
 */
export async function startFakeMediaServer(clipsDir: string, options: { slowBytesPerSecond?: number } = {}): Promise<FakeMediaServer> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const slowRate = options.slowBytesPerSecond ?? 64 * 1024;

  const sendFile = (request: IncomingMessage, response: ServerResponse, file: string, mode: FileMode) =>
    sendClip(request, response, file, mode, { slowRate, timers });

  const server: Server = createServer((request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://x');
    const path = decodeURIComponent(pathname);
    requests.push(path + search);
    const [, route, name] = /^(?:\/[\w-]+(?:\.[\w-]+)+(?=\/))?\/([a-z]+)\/?(.*)$/.exec(path) ?? [];
    const file = name ? join(clipsDir, basename(name)) : '';
    switch (route) {
      case 'clips':
        return sendFile(request, response, file, 'whole');
      case 'slow':
        return sendFile(request, response, file, 'slow');
      case 'stall':
        return sendFile(request, response, file, 'stall');
      case 'short':
        return sendFile(request, response, file, 'short');
      case 'endless':
        return sendEndless(response, timers);
      case 'missing':
        return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      case 'broken':
        return response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      default:
        return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
