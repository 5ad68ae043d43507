// GET {prefix}/download/progress/:downloadId: a download's progress as server-sent events, the
// latest event first, until its last one. A stream may open before its start call lands, on this
// server or another: it waits for it a little.
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { isDownloadId } from './ids';
import type { MediaJobs } from './media-jobs';
import { MediaErrorBody, type DownloadProgressEvent } from './schemas';

export const UNKNOWN_DOWNLOAD_WAIT_MS = 10_000;
export const HEARTBEAT_MS = 15_000;

/** The stream's last word for an id no start call claimed in time. */
export const UNKNOWN_DOWNLOAD_EVENT: DownloadProgressEvent = {
  progress: 0,
  message: 'This download was not found. Please start it again.',
  status: 'error',
};
/** The stream's last word when the job's state cannot be read (Redis is unreachable). */
export const UNAVAILABLE_EVENT: DownloadProgressEvent = {
  progress: 0,
  message: 'The progress of this download cannot be read right now. Please try again in a moment.',
  status: 'error',
};

/** The 429 for one progress stream more than MEDIA_MAX_STREAMS_PER_IP. */
export const TOO_MANY_STREAMS_ERROR = 'Too many open progress streams. Please close one and try again.';

/** Open streams, each by its closer (with an optional last event): shutdown ends them so the server can close. */
export type OpenStreams = Set<(last?: DownloadProgressEvent) => void>;

export interface ProgressStreamOptions {
  prefix: string;
  /** How long a stream for an id with no job yet waits for the start call. */
  waitMs: number;
  /** Comment lines that keep idle proxies from closing a quiet stream. */
  heartbeatMs: number;
  streams: OpenStreams;
}

/** Takes the response over from Fastify and opens it as an event stream, with the headers Fastify had set. */
function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  const headers = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined),
  );
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies (nginx) would otherwise hold events back.
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  return raw;
}

interface FollowedStream {
  raw: ServerResponse;
  engine: MediaJobs;
  downloadId: string;
  options: ProgressStreamOptions;
  releaseSlot: () => void;
  log: FastifyBaseLogger;
}

/** Sends the download's events down `raw` until its last one, the visitor leaves, or shutdown closes it. */
function followDownload({ raw, engine, downloadId, options, releaseSlot, log }: FollowedStream): void {
  let ended = false;
  let unsubscribe: () => void = () => {};
  let cancelWait: () => void = () => {};
  let waitTimer: NodeJS.Timeout | undefined;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), options.heartbeatMs);

  const cleanUp = () => {
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(waitTimer);
    cancelWait();
    unsubscribe();
    options.streams.delete(close);
    releaseSlot(); // a no-op after the first call, however many ways the stream ends
  };
  const write = (event: DownloadProgressEvent) => {
    if (!raw.writableEnded) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  function close(last?: DownloadProgressEvent) {
    if (ended) return;
    if (last) write(last);
    cleanUp();
    raw.end();
  }
  const send = (event: DownloadProgressEvent) => {
    if (ended) return;
    write(event);
    if (event.status) close();
  };
  const unavailable = (error: unknown) => {
    log.error({ err: error }, 'media: cannot read a download\'s progress');
    close(UNAVAILABLE_EVENT);
  };
  /** Follows the download; an id with no job yet waits for its start call if `wait`, else ends the stream. */
  const follow = async (wait: boolean): Promise<void> => {
    clearTimeout(waitTimer);
    const stop = await engine.progress.subscribe(downloadId, send);
    if (stop) {
      if (ended) stop();
      else unsubscribe = stop;
      return;
    }
    if (!wait) return close(UNKNOWN_DOWNLOAD_EVENT);
    if (ended) return;
    // The timer first: a start that lands meanwhile calls back at once, and its follow clears it.
    waitTimer = setTimeout(() => close(UNKNOWN_DOWNLOAD_EVENT), options.waitMs);
    cancelWait = engine.progress.whenStarted(downloadId, () => void follow(false).catch(unavailable));
  };

  options.streams.add(close);
  // A visitor who leaves drops its listener at once.
  raw.on('close', cleanUp);
  // A client gone before the handler ran has had its 'close' already: free the slot now.
  if (raw.destroyed) {
    cleanUp();
    return;
  }
  void follow(true).catch(unavailable);
}

export function registerProgressStream(app: FastifyInstance, engine: MediaJobs, options: ProgressStreamOptions): void {
  app.get<{ Params: { downloadId: string } }>(
    `${options.prefix}/download/progress/:downloadId`,
    { schema: { params: Type.Object({ downloadId: Type.String() }), response: { 400: MediaErrorBody, 429: MediaErrorBody } } },
    (request, reply) => {
      const { downloadId } = request.params;
      if (!isDownloadId(downloadId)) return reply.code(400).send({ error: 'Invalid download id.' });
      // Each open stream costs a socket, listeners and a timer: a client IP holds only so many.
      const releaseSlot = engine.streams.claim(request.ip);
      if (!releaseSlot) return reply.code(429).send({ error: TOO_MANY_STREAMS_ERROR });
      followDownload({ raw: openEventStream(reply), engine, downloadId, options, releaseSlot, log: app.log });
    },
  );
}
