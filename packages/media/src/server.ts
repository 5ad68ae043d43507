// The media engine's Fastify plugin: decorates `app.media` (the start calls the downloader and
// converter routes use) and serves the shared routes: the progress stream, MP3 progress polling
// and the finished files. Registered once by apps/api, at the root (not encapsulated), so every
// later plugin sees `app.media`.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { createMediaEngine, type MediaEngine, type MediaEngineOptions, type MediaLogger } from './engine';
import type { MediaBucketOptions } from './shared/bucket';
import { SharedMediaJobs } from './shared/jobs';
import { contentDisposition, parseByteRange } from './files';
import { isDownloadId } from './ids';
import { ConversionProgress, MediaErrorBody, type DownloadProgressEvent } from './schemas';

export {
  addToErrorBodies,
  downloaderToolServer,
  fieldErrorHandler,
  fieldSentence,
  registerDownloadRoute,
  registerVideoInfoRoute,
  sendStartFailure,
  urlSentences,
  type DownloaderToolServerOptions,
  type DownloadRouteOptions,
  type FieldSentences,
  type StartRouteLimit,
  type VideoInfoRouteOptions,
} from './routes';

/** The media jobs: this process's own engine, or the shared queue's side of them when REDIS_URL is set. */
export type MediaJobs = MediaEngine | SharedMediaJobs;

declare module 'fastify' {
  interface FastifyInstance {
    /** The media jobs: startDownload, startConversion, and the state the shared routes read. */
    media: MediaJobs;
  }
}

export interface MediaServerOptions extends Omit<MediaEngineOptions, 'fileUrlPrefix' | 'log'> {
  /** Where the routes live: '/api' (the default) → /api/download/progress/:downloadId, … */
  prefix?: string;
  /** How long a stream for an id with no job yet waits for the start call (10 s). */
  unknownDownloadWaitMs?: number;
  /** Comment lines that keep idle proxies from closing a quiet stream (15 s). */
  heartbeatMs?: number;
  /**
   * Read yt-dlp's and ffmpeg's versions at start and log them, with yt-dlp's JavaScript runtime and its age
   * warning (default: when the server logs warnings). Otherwise they are read before the first yt-dlp run.
   */
  logVersions?: boolean;
  /** REDIS_URL: jobs go into the shared queue for the workers (`npm run worker`) instead of running here. */
  redisUrl?: string;
  /** MEDIA_S3_* (with redisUrl): the workers' finished files are in this bucket; the file route redirects to them. */
  bucket?: MediaBucketOptions;
}

export const UNKNOWN_DOWNLOAD_WAIT_MS = 10_000;
export const HEARTBEAT_MS = 15_000;

/** The stream's last word for an id no start call claimed in time. */
export const UNKNOWN_DOWNLOAD_EVENT: DownloadProgressEvent = {
  progress: 0,
  message: 'This download was not found. Please start it again.',
  status: 'error',
};
export const SHUTDOWN_EVENT: DownloadProgressEvent = {
  progress: 0,
  message: 'The server is shutting down. Please try again in a moment.',
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

function mediaLogger(app: FastifyInstance): MediaLogger {
  return {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
    error: (message, error) => app.log.error({ err: error }, message),
  };
}

const mediaServerPlugin: FastifyPluginAsync<MediaServerOptions> = async (app, options) => {
  const prefix = options.prefix ?? '/api';
  const waitMs = options.unknownDownloadWaitMs ?? UNKNOWN_DOWNLOAD_WAIT_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const { redisUrl, bucket, ...engineOptions } = options;
  if (bucket && !redisUrl) throw new Error('A media bucket is for the shared queue\'s workers: set REDIS_URL too.');
  const settings = { ...engineOptions, fileUrlPrefix: `${prefix}/download/file/`, log: mediaLogger(app) };
  const engine: MediaJobs = redisUrl ? await SharedMediaJobs.create({ ...settings, redisUrl, bucket }) : await createMediaEngine(settings);
  app.decorate<MediaJobs>('media', engine);

  // Open streams, each with its closer: shutdown ends them so the server can close.
  const streams = new Set<(last?: DownloadProgressEvent) => void>();
  // This engine's jobs end with it, and their streams say so. The shared queue's go on in the workers:
  // their streams just end, so that the browser reconnects (to another server behind the address, or
  // to this one restarted), where the latest event comes first.
  const lastWord = engine instanceof SharedMediaJobs ? undefined : SHUTDOWN_EVENT;
  app.addHook('preClose', async () => {
    await engine.close();
    for (const close of [...streams]) close(lastWord);
  });
  app.addHook('onClose', async () => engine.close());

  const logger = app.log as { isLevelEnabled?: (level: string) => boolean };
  if (options.logVersions ?? logger.isLevelEnabled?.('warn') ?? false) {
    engine.logVersions().catch((error: unknown) => app.log.warn({ err: error }, 'media: could not read program versions'));
  }

  app.get<{ Params: { downloadId: string } }>(
    `${prefix}/download/progress/:downloadId`,
    { schema: { params: Type.Object({ downloadId: Type.String() }), response: { 400: MediaErrorBody, 429: MediaErrorBody } } },
    (request, reply) => {
      const { downloadId } = request.params;
      if (!isDownloadId(downloadId)) return reply.code(400).send({ error: 'Invalid download id.' });
      // Each open stream costs a socket, listeners and a timer: a client IP holds only so many.
      const releaseSlot = engine.claimStream(request.ip);
      if (!releaseSlot) return reply.code(429).send({ error: TOO_MANY_STREAMS_ERROR });

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

      let ended = false;
      let unsubscribe: () => void = () => {};
      let cancelWait: () => void = () => {};
      let waitTimer: NodeJS.Timeout | undefined;
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);

      const cleanUp = () => {
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(waitTimer);
        cancelWait();
        unsubscribe();
        streams.delete(close);
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
        app.log.error({ err: error }, 'media: cannot read a download\'s progress');
        close(UNAVAILABLE_EVENT);
      };
      /** Follows the download; an id with no job yet waits for its start call if `wait`, else ends the stream. */
      const follow = async (wait: boolean): Promise<void> => {
        clearTimeout(waitTimer);
        const stop = await engine.subscribe(downloadId, send);
        if (stop) {
          if (ended) stop();
          else unsubscribe = stop;
          return;
        }
        if (!wait) return close(UNKNOWN_DOWNLOAD_EVENT);
        if (ended) return;
        // The stream may open before the start call lands (on this server or another): wait for it a little.
        // The timer first: a start that lands meanwhile calls back at once, and its follow clears it.
        waitTimer = setTimeout(() => close(UNKNOWN_DOWNLOAD_EVENT), waitMs);
        cancelWait = engine.whenStarted(downloadId, () => void follow(false).catch(unavailable));
      };

      streams.add(close);
      // A visitor who leaves drops its listener at once.
      raw.on('close', cleanUp);
      // A client gone before the handler ran has had its 'close' already: free the slot now.
      if (raw.destroyed) {
        cleanUp();
        return;
      }
      void follow(true).catch(unavailable);
    },
  );

  app.get<{ Params: { conversionId: string } }>(
    `${prefix}/convert/progress/:conversionId`,
    {
      schema: {
        params: Type.Object({ conversionId: Type.String() }),
        response: { 200: ConversionProgress, 404: MediaErrorBody },
      },
    },
    async (request, reply) => {
      const progress = await engine.conversionProgress(request.params.conversionId);
      if (!progress) return reply.code(404).send({ error: 'This conversion was not found. It may have expired; please convert again.' });
      reply.header('cache-control', 'no-store');
      return progress;
    },
  );

  app.get<{ Params: { job: string } }>(
    `${prefix}/download/file/:job`,
    { schema: { params: Type.Object({ job: Type.String() }) } },
    async (request, reply) => {
      const file = await engine.finishedFile(request.params.job);
      const gone = { error: 'This file is not available. It may have expired; please download it again.' };
      if (!file) return reply.code(404).send(gone);
      if ('redirect' in file) return reply.header('cache-control', 'private, no-store').redirect(file.redirect, 302);
      let handle;
      try {
        handle = await open(file.path, 'r');
      } catch {
        return reply.code(404).send(gone);
      }
      const { size } = await handle.stat();
      const range = parseByteRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        await handle.close();
        reply.header('content-range', `bytes */${size}`);
        return reply.code(416).send({ error: 'The requested range is beyond the end of the file.' });
      }
      reply.header('content-type', file.contentType);
      reply.header('content-disposition', contentDisposition(file.filename));
      reply.header('accept-ranges', 'bytes');
      reply.header('cache-control', 'private, no-store');
      const { start, end } = range ?? { start: 0, end: size - 1 };
      if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
      reply.header('content-length', String(Math.max(0, end - start + 1)));
      if (request.method === 'HEAD' || size === 0) {
        await handle.close();
        // An empty stream: Fastify's HEAD handling keeps the Content-Length of a stream.
        return reply.send(Readable.from([]));
      }
      return reply.send(handle.createReadStream({ start, end }));
    },
  );
};

// Not encapsulated (what fastify-plugin does): `app.media` and the routes belong to the app itself.
Object.assign(mediaServerPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: '@toolnest/media',
});

export const mediaServer = mediaServerPlugin;
export default mediaServer;

export type {
  ConversionRequest,
  ConversionStartResult,
  DownloadRequest,
  DownloadStartResult,
  MediaEngine,
  StartFailure,
  UrlMessages,
  VideoDetails,
  VideoInfoRequest,
  VideoInfoResult,
} from './engine';
export type { DownloadProgressEvent, ConversionProgress } from './schemas';
