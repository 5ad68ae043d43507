// The media jobs of an API server when REDIS_URL is set: starts go into BullMQ's queue for the
// workers (`npm run worker`, scale-out/worker.ts), and every job's state comes from Redis, so a stream
// on any server follows a job that runs on any worker (progress.ts, served-files.ts). Video-info
// lookups still run here (they download nothing), under a per-client limit kept in Redis.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { createMediaEngine, type MediaEngine } from '../engine';
import { MEDIA_DEFAULTS, type MediaEngineOptions } from '../engine-options';
import type { ClientStreams } from '../limits';
import type { MediaServices } from '../media-services';
import type { ProgramInfo } from '../program-facts';
import { conversionStarted, downloadStarted, type ConversionRequest, type ConversionStartResult, type DownloadRequest, type DownloadStartResult } from '../starts';
import type { VideoInfoRequest, VideoInfoResult } from '../video-lookups';
import type { MediaBucketOptions } from './bucket';
import { SharedProgress } from './progress';
import { connectRedis } from './redis';
import { queueStart, type QueuedStartParts } from './queued-starts';
import { SharedFiles } from './served-files';
import { EVENTS_CHANNEL, QUEUE_NAME, SharedJobState } from './state';

export interface SharedMediaOptions extends MediaEngineOptions {
  /** REDIS_URL. */
  redisUrl: string;
  /** MEDIA_S3_*: the workers put finished files in this bucket; the file route redirects to a signed URL. */
  bucket?: MediaBucketOptions;
}

export { MEDIA_JOB_OPTIONS } from './queued-starts';

/** What the shared side holds open: its two connections to REDIS_URL, the states in Redis, BullMQ's queue. */
interface SharedConnections {
  /** For commands. */
  redis: Redis;
  /** Subscribed to the jobs' events (a subscribed connection takes no other commands). */
  subscriber: Redis;
  state: SharedJobState;
  queue: Queue;
}

/** The API server's side of the shared queue: the same calls as MediaEngine, over Redis. */
export class SharedMediaJobs {
  /** This server's own engine's programs and sites: the checks and the video-info lookups run here. */
  readonly programs: MediaEngine['programs'];
  readonly services: MediaServices;
  /** The versions of this server's yt-dlp and ffmpeg (its video-info lookups run them). */
  readonly programInfo: ProgramInfo;
  /** This server's own engine's: each open stream costs this server a socket. */
  readonly streams: ClientStreams;
  readonly progress: SharedProgress;
  readonly files: SharedFiles;
  private readonly startParts: QueuedStartParts;
  private closed = false;

  private constructor(
    /** This server's own engine: the checks, the lookups, the stream slots, the programs. */
    private readonly engine: MediaEngine,
    private readonly connections: SharedConnections,
    options: SharedMediaOptions,
  ) {
    this.programs = engine.programs;
    this.services = engine.services;
    this.programInfo = engine.programInfo;
    this.streams = engine.streams;
    this.progress = new SharedProgress(connections.state, connections.subscriber);
    this.files = new SharedFiles(connections.state, { mediaDir: engine.folder.mediaDir, bucket: options.bucket, log: options.log });
    this.startParts = { engine, state: connections.state, queue: connections.queue, options };
  }

  static async create(options: SharedMediaOptions): Promise<SharedMediaJobs> {
    const [redis, subscriber] = await connectShared(options);
    const state = new SharedJobState(redis);
    const engine = await serverEngine(options, state).catch((error: unknown) => {
      redis.disconnect();
      subscriber.disconnect();
      throw error;
    });
    // Loaded here, not with the module: a server without REDIS_URL never needs BullMQ (~0.2 s of CPU at start).
    const { Queue } = await import('bullmq');
    const queue = new Queue(QUEUE_NAME, { connection: redis });
    return new SharedMediaJobs(engine, { redis, subscriber, state, queue }, options);
  }

  async startDownload(request: DownloadRequest, ip: string): Promise<DownloadStartResult> {
    return downloadStarted(await queueStart(this.startParts, this.services.checkDownload(request), ip));
  }

  async startConversion(request: ConversionRequest, ip: string): Promise<ConversionStartResult> {
    return conversionStarted(await queueStart(this.startParts, this.services.checkConversion(request), ip));
  }

  videoInfo(request: VideoInfoRequest, ip: string): Promise<VideoInfoResult> {
    return this.engine.videoInfo(request, ip);
  }

  killGroupsNow(): number {
    return this.engine.killGroupsNow();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Stops this server's part: the jobs go on in the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const { redis, subscriber, queue } = this.connections;
    this.progress.stop();
    await this.engine.close();
    await queue.close();
    this.files.close();
    subscriber.disconnect();
    await redis.quit().catch(() => redis.disconnect());
  }
}

/** This server's own engine, its start and lookup limits kept in Redis so that they hold across the servers. */
function serverEngine(options: SharedMediaOptions, state: SharedJobState): Promise<MediaEngine> {
  return createMediaEngine({
    ...options,
    startLimit: state.startLimit('starts', options.startsPerMinute ?? MEDIA_DEFAULTS.startsPerMinute),
    lookupLimit: state.startLimit('lookups', options.lookupsPerMinute ?? MEDIA_DEFAULTS.lookupsPerMinute),
  });
}

/** Two connections to REDIS_URL: one for commands, one subscribed to the jobs' events (a subscribed one takes no other commands). */
async function connectShared(options: SharedMediaOptions): Promise<[Redis, Redis]> {
  // ioredis reconnects on its own; meanwhile starts and reads fail with their own errors.
  const warn = (error: Error) => options.log?.warn(`media: REDIS_URL connection failed (${error.message}); reconnecting`);
  const redis = await connectRedis(options.redisUrl, { maxRetriesPerRequest: 1 }, warn);
  let subscriber: Redis | undefined;
  try {
    subscriber = await connectRedis(options.redisUrl, { maxRetriesPerRequest: 1 }, warn);
    await subscriber.subscribe(EVENTS_CHANNEL);
  } catch (error) {
    redis.disconnect();
    subscriber?.disconnect();
    throw error;
  }
  return [redis, subscriber];
}
