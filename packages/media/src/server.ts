// The media engine's Fastify plugin: decorates `app.media` (the start calls the downloader and
// converter routes use) and serves the shared routes: the progress stream, MP3 progress polling
// and the finished files. Registered once by apps/api, at the root (not encapsulated), so every
// later plugin sees `app.media`.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { createMediaEngine } from './engine';
import type { MediaEngineOptions, MediaLogger } from './engine-options';
import { registerFileRoute } from './file-route';
import type { MediaJobs } from './media-jobs';
import { HEARTBEAT_MS, registerProgressStream, UNKNOWN_DOWNLOAD_WAIT_MS, type OpenStreams } from './progress-stream';
import type { MediaBucketOptions } from './scale-out/bucket';
import { SharedMediaJobs } from './scale-out/jobs';
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

export type { MediaJobs } from './media-jobs';
export { downloadFailureDoc, downloadStartDoc, EXAMPLE_DOWNLOAD_ID } from './route-docs';
export {
  HEARTBEAT_MS,
  TOO_MANY_STREAMS_ERROR,
  UNAVAILABLE_EVENT,
  UNKNOWN_DOWNLOAD_EVENT,
  UNKNOWN_DOWNLOAD_WAIT_MS,
} from './progress-stream';

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

/** The stream's last word when this server's own engine stops with the server. */
export const SHUTDOWN_EVENT: DownloadProgressEvent = {
  progress: 0,
  message: 'The server is shutting down. Please try again in a moment.',
  status: 'error',
};

function mediaLogger(app: FastifyInstance): MediaLogger {
  return {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
    error: (message, error) => app.log.error({ err: error }, message),
  };
}

/** This process's engine, or the shared queue's side of the jobs when REDIS_URL is set. */
async function createJobs(app: FastifyInstance, options: MediaServerOptions, prefix: string): Promise<MediaJobs> {
  const { redisUrl, bucket, ...engineOptions } = options;
  if (bucket && !redisUrl) throw new Error('A media bucket is for the shared queue\'s workers: set REDIS_URL too.');
  const settings = { ...engineOptions, fileUrlPrefix: `${prefix}/download/file/`, log: mediaLogger(app) };
  return redisUrl ? SharedMediaJobs.create({ ...settings, redisUrl, bucket }) : createMediaEngine(settings);
}

/** GET {prefix}/convert/progress/:conversionId: the MP3 page's polling answer. */
function registerConversionProgress(app: FastifyInstance, engine: MediaJobs, prefix: string): void {
  app.get<{ Params: { conversionId: string } }>(
    `${prefix}/convert/progress/:conversionId`,
    {
      schema: {
        params: Type.Object({ conversionId: Type.String() }),
        response: { 200: ConversionProgress, 404: MediaErrorBody },
      },
    },
    async (request, reply) => {
      const progress = await engine.progress.ofConversion(request.params.conversionId);
      if (!progress) return reply.code(404).send({ error: 'This conversion was not found. It may have expired; please convert again.' });
      reply.header('cache-control', 'no-store');
      return progress;
    },
  );
}

const mediaServerPlugin: FastifyPluginAsync<MediaServerOptions> = async (app, options) => {
  const prefix = options.prefix ?? '/api';
  const engine = await createJobs(app, options, prefix);
  app.decorate<MediaJobs>('media', engine);

  const streams: OpenStreams = new Set();
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
    engine.programInfo.logVersions().catch((error: unknown) => app.log.warn({ err: error }, 'media: could not read program versions'));
  }

  registerProgressStream(app, engine, {
    prefix,
    waitMs: options.unknownDownloadWaitMs ?? UNKNOWN_DOWNLOAD_WAIT_MS,
    heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
    streams,
  });
  registerConversionProgress(app, engine, prefix);
  registerFileRoute(app, engine, prefix);
};

// Not encapsulated (what fastify-plugin does): `app.media` and the routes belong to the app itself.
Object.assign(mediaServerPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: '@toolnest/media',
});

export const mediaServer = mediaServerPlugin;
export default mediaServer;

export type { MediaEngine } from './engine';
export type { ConversionRequest, ConversionStartResult, DownloadRequest, DownloadStartResult, StartFailure, UrlMessages } from './starts';
export type { VideoDetails, VideoInfoRequest, VideoInfoResult } from './video-lookups';
export type { DownloadProgressEvent, ConversionProgress } from './schemas';
