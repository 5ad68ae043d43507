// The media jobs of an API server when REDIS_URL is set: starts go into BullMQ's queue for the
// workers (`npm run worker`, scale-out/worker.ts), and every job's state comes from Redis, so a stream
// on any server follows a job that runs on any worker. Video-info lookups still run here (they
// download nothing), under a per-client limit kept in Redis.
import { isAbsolute, relative, resolve } from 'node:path';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { createMediaEngine, type MediaEngine } from '../engine';
import { MEDIA_DEFAULTS, type MediaEngineOptions } from '../engine-options';
import { conversionStarted, downloadStarted, type ConversionRequest, type ConversionStartResult, type DownloadRequest, type DownloadStartResult } from '../starts';
import type { VideoInfoRequest, VideoInfoResult } from '../video-lookups';
import { isJobKey } from '../ids';
import { toConversionProgress, toDownloadEvent, type FinishedFile } from '../job';
import type { ConversionProgress, DownloadProgressEvent } from '../schemas';
import type { MediaService } from '../services';
import type { ProgramVersions } from '../versions';
import { MediaBucket, type MediaBucketOptions } from './bucket';
import { connectRedis } from './redis';
import { SharedFollowers } from './followers';
import { queueStart, type QueuedStartParts } from './queued-starts';
import { EVENTS_CHANNEL, isFinishedName, parseJobEvent, QUEUE_NAME, SharedJobState } from './state';

export interface SharedMediaOptions extends MediaEngineOptions {
  /** REDIS_URL. */
  redisUrl: string;
  /** MEDIA_S3_*: the workers put finished files in this bucket; the file route redirects to a signed URL. */
  bucket?: MediaBucketOptions;
}

/** A finished file as the file route serves it: from disk, or a redirect to a short-lived signed URL of the bucket's copy. */
export type ServedFile = FinishedFile | { redirect: string };

export { MEDIA_JOB_OPTIONS } from './queued-starts';

/** The API server's side of the shared queue: the same calls as MediaEngine, over Redis. */
export class SharedMediaJobs {
  private readonly followers: SharedFollowers;
  private readonly startParts: QueuedStartParts;
  private closed = false;

  private constructor(
    /** This server's own engine: the checks, the lookups, the stream slots, the programs. */
    private readonly engine: MediaEngine,
    private readonly state: SharedJobState,
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly queue: Queue,
    private readonly options: SharedMediaOptions,
    private readonly bucket = options.bucket ? new MediaBucket(options.bucket) : undefined,
  ) {
    this.followers = new SharedFollowers(state);
    this.startParts = { engine, state, queue, options };
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== EVENTS_CHANNEL) return;
      const event = parseJobEvent(message);
      if (event) this.followers.deliver(event);
    });
    // Events sent while the connection was down are lost: each followed job's state is read again.
    subscriber.on('ready', () => void this.followers.catchUp());
  }

  static async create(options: SharedMediaOptions): Promise<SharedMediaJobs> {
    const [redis, subscriber] = await connectShared(options);
    const state = new SharedJobState(redis);
    const engine = await createMediaEngine({
      ...options,
      startLimit: state.startLimit('starts', options.startsPerMinute ?? MEDIA_DEFAULTS.startsPerMinute),
      lookupLimit: state.startLimit('lookups', options.lookupsPerMinute ?? MEDIA_DEFAULTS.lookupsPerMinute),
    }).catch((error: unknown) => {
      redis.disconnect();
      subscriber.disconnect();
      throw error;
    });
    // Loaded here, not with the module: a server without REDIS_URL never needs BullMQ (~0.2 s of CPU at start).
    const { Queue } = await import('bullmq');
    const queue = new Queue(QUEUE_NAME, { connection: redis });
    return new SharedMediaJobs(engine, state, redis, subscriber, queue, options);
  }

  get programs(): MediaEngine['programs'] {
    return this.engine.programs;
  }

  service(id: string): MediaService {
    return this.engine.service(id);
  }

  async startDownload(request: DownloadRequest, ip: string): Promise<DownloadStartResult> {
    return downloadStarted(await queueStart(this.startParts, this.engine.checkDownload(request), ip));
  }

  async startConversion(request: ConversionRequest, ip: string): Promise<ConversionStartResult> {
    return conversionStarted(await queueStart(this.startParts, this.engine.checkConversion(request), ip));
  }

  videoInfo(request: VideoInfoRequest, ip: string): Promise<VideoInfoResult> {
    return this.engine.videoInfo(request, ip);
  }

  /**
   * Follows a download: `listener` gets its latest event first, then every later one, whichever
   * worker runs it. Null when there is no such download (yet: see whenStarted).
   */
  subscribe(downloadId: string, listener: (event: DownloadProgressEvent) => void): Promise<(() => void) | null> {
    return this.followers.subscribe(downloadId, listener);
  }

  /** Calls `callback` once (at once if it exists) when a download with this id has been started on any server; answers the cancel. */
  whenStarted(downloadId: string, callback: () => void): () => void {
    return this.followers.whenStarted(downloadId, callback);
  }

  async downloadProgress(downloadId: string): Promise<DownloadProgressEvent | null> {
    const key = await this.state.keyOfDownload(downloadId);
    const record = key ? await this.state.read(key) : null;
    return record ? toDownloadEvent(record.snapshot) : null;
  }

  async conversionProgress(conversionId: string): Promise<ConversionProgress | null> {
    const record = isJobKey(conversionId) ? await this.state.read(conversionId) : null;
    return record?.spec.kind === 'mp3' ? toConversionProgress(record.snapshot) : null;
  }

  /** A finished file by its key, or null: in MEDIA_DIR, or a signed URL of the bucket's copy. */
  async finishedFile(key: string): Promise<ServedFile | null> {
    const record = isJobKey(key) ? await this.state.read(key) : null;
    if (record?.snapshot.phase !== 'complete' || !record.file) return null;
    const { name, filename, size, contentType, inBucket } = record.file;
    const path = resolve(this.engine.mediaDir, name);
    const inside = relative(this.engine.mediaDir, path);
    if (!isFinishedName(key, name) || inside.startsWith('..') || isAbsolute(inside)) {
      this.options.log?.warn(`media: the finished file of job ${key} in Redis is not where a worker puts it (${JSON.stringify(name)}); not served`);
      return null;
    }
    if (inBucket) return this.bucket ? { redirect: await this.bucket.signedUrl(name, { filename, contentType }) } : null;
    return { path, filename, size, contentType };
  }

  claimStream(ip: string): (() => void) | null {
    return this.engine.claimStream(ip);
  }

  openStreams(ip: string): number {
    return this.engine.openStreams(ip);
  }

  /** The streams on this server that follow a download. */
  listenerCount(downloadId: string): number {
    return this.followers.listenerCount(downloadId);
  }

  logVersions(): Promise<void> {
    return this.engine.logVersions();
  }

  readPrograms(): ReturnType<MediaEngine['readPrograms']> {
    return this.engine.readPrograms();
  }

  /** The versions of this server's yt-dlp and ffmpeg (its video-info lookups run them). */
  versions(): ProgramVersions {
    return this.engine.versions();
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
    this.followers.clear();
    await this.engine.close();
    await this.queue.close();
    this.bucket?.close();
    this.subscriber.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
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
