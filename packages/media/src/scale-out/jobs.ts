// The media jobs of an API server when REDIS_URL is set: starts go into BullMQ's queue for the
// workers (`npm run worker`, scale-out/worker.ts), and every job's state comes from Redis, so a stream
// on any server follows a job that runs on any worker. Video-info lookups still run here (they
// download nothing), under a per-client limit kept in Redis.
import { randomUUID } from 'node:crypto';
import { isAbsolute, relative, resolve } from 'node:path';
import { clientKey } from '@toolnest/net';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { createMediaEngine, type MediaEngine } from '../engine';
import { MEDIA_DEFAULTS, type MediaEngineOptions } from '../engine-options';
import {
  conversionStarted,
  downloadStarted,
  fail,
  firstSnapshot,
  idTaken,
  QUEUE_FULL_MESSAGE,
  QUEUE_FULL_RETRY_SECONDS,
  tooManyActive,
  waitingMessage,
  type CheckedStart,
  type ConversionRequest,
  type ConversionStartResult,
  type DownloadRequest,
  type DownloadStartResult,
  type JobSpec,
  type Started,
} from '../starts';
import type { VideoInfoRequest, VideoInfoResult } from '../video-lookups';
import { isJobKey } from '../ids';
import { toConversionProgress, toDownloadEvent, type FinishedFile, type JobSnapshot } from '../job';
import type { ConversionProgress, DownloadProgressEvent } from '../schemas';
import type { MediaService } from '../services';
import type { ProgramVersions } from '../versions';
import { MediaBucket, type MediaBucketOptions } from './bucket';
import { connectRedis } from './redis';
import { EVENTS_CHANNEL, isFinishedName, parseJobEvent, QUEUE_NAME, SharedJobState, type SharedJobEvent } from './state';

export interface SharedMediaOptions extends MediaEngineOptions {
  /** REDIS_URL. */
  redisUrl: string;
  /** MEDIA_S3_*: the workers put finished files in this bucket; the file route redirects to a signed URL. */
  bucket?: MediaBucketOptions;
}

/** A finished file as the file route serves it: from disk, or a redirect to a short-lived signed URL of the bucket's copy. */
export type ServedFile = FinishedFile | { redirect: string };

/** BullMQ's options for a media job: `attempts` lets a job a stopping worker handed back run again elsewhere. */
export const MEDIA_JOB_OPTIONS = { attempts: 3, removeOnComplete: true, removeOnFail: true } as const;

const isEnded = (snapshot: JobSnapshot) => snapshot.phase === 'complete' || snapshot.phase === 'error';

/** One stream's listener, with the last seq it was sent: older or repeated events are dropped. */
interface Follower {
  lastSeq: number;
  /** Events that arrived while the stream's first state was being read; null once it was sent. */
  held: SharedJobEvent[] | null;
  send: (snapshot: JobSnapshot) => void;
}

/** Sends `event` to `follower` when it is newer than what it had; answers whether the job has ended with it. */
function sendTo(follower: Follower, event: SharedJobEvent): boolean {
  if (event.seq <= follower.lastSeq) return false;
  follower.lastSeq = event.seq;
  follower.send(event.snapshot);
  return isEnded(event.snapshot);
}

/** The API server's side of the shared queue: the same calls as MediaEngine, over Redis. */
export class SharedMediaJobs {
  private readonly followers = new Map<string, Set<Follower>>();
  private readonly keysByDownload = new Map<string, string>();
  private readonly arrivals = new Map<string, Set<() => void>>();
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
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== EVENTS_CHANNEL) return;
      const event = parseJobEvent(message);
      if (event) this.deliver(event);
    });
    // Events sent while the connection was down are lost: each followed job's state is read again.
    subscriber.on('ready', () => void this.catchUp());
  }

  static async create(options: SharedMediaOptions): Promise<SharedMediaJobs> {
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
    return downloadStarted(await this.start(this.engine.checkDownload(request), ip));
  }

  async startConversion(request: ConversionRequest, ip: string): Promise<ConversionStartResult> {
    return conversionStarted(await this.start(this.engine.checkConversion(request), ip));
  }

  videoInfo(request: VideoInfoRequest, ip: string): Promise<VideoInfoResult> {
    return this.engine.videoInfo(request, ip);
  }

  /**
   * Follows a download: `listener` gets its latest event first, then every later one, whichever
   * worker runs it. Null when there is no such download (yet: see whenStarted).
   */
  async subscribe(downloadId: string, listener: (event: DownloadProgressEvent) => void): Promise<(() => void) | null> {
    const key = await this.state.keyOfDownload(downloadId);
    if (!key) return null;
    // Listening before reading: what lands meanwhile is held, then sent only when newer than the state read.
    const follower: Follower = { lastSeq: 0, held: [], send: (snapshot) => listener(toDownloadEvent(snapshot)) };
    const followers = this.followers.get(key) ?? new Set();
    this.followers.set(key, followers);
    this.keysByDownload.set(downloadId, key);
    followers.add(follower);
    const stop = () => {
      followers.delete(follower);
      if (followers.size > 0 || this.followers.get(key) !== followers) return;
      this.followers.delete(key);
      if (this.keysByDownload.get(downloadId) === key) this.keysByDownload.delete(downloadId);
    };
    const record = await this.state.read(key).catch(() => null);
    const held = follower.held ?? [];
    follower.held = null;
    if (!record) {
      stop();
      return null;
    }
    for (const event of [{ key, seq: record.seq, snapshot: record.snapshot }, ...held]) {
      if (sendTo(follower, event)) {
        stop();
        return () => {};
      }
    }
    return stop;
  }

  /** Calls `callback` once (at once if it exists) when a download with this id has been started on any server; answers the cancel. */
  whenStarted(downloadId: string, callback: () => void): () => void {
    let called = false;
    const once = () => {
      if (called) return;
      called = true;
      cancel();
      callback();
    };
    const waiting = this.arrivals.get(downloadId) ?? new Set();
    waiting.add(once);
    this.arrivals.set(downloadId, waiting);
    const cancel = () => {
      waiting.delete(once);
      if (waiting.size === 0 && this.arrivals.get(downloadId) === waiting) this.arrivals.delete(downloadId);
    };
    // It may have started between the caller's look and this registration.
    this.state.keyOfDownload(downloadId).then((key) => key && once(), () => {});
    return () => {
      called = true;
      cancel();
    };
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
    const key = this.keysByDownload.get(downloadId);
    return key ? (this.followers.get(key)?.size ?? 0) : 0;
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
    this.arrivals.clear();
    this.followers.clear();
    await this.engine.close();
    await this.queue.close();
    this.bucket?.close();
    this.subscriber.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** A checked start, refused or put in the shared queue. */
  private async start(checked: CheckedStart, ip: string): Promise<Started> {
    if (!checked.ok) return checked;
    const spec: JobSpec = { ...checked.spec, key: randomUUID(), client: clientKey(ip) };
    const refused = await this.engine.admission(spec.client);
    if (refused) return refused;
    const maxQueued = this.options.maxQueued ?? MEDIA_DEFAULTS.maxQueued;
    const waiting = await this.queue.getWaitingCount();
    if (waiting >= maxQueued) return fail(503, QUEUE_FULL_MESSAGE, QUEUE_FULL_RETRY_SECONDS);
    // With jobs waiting, this one waits behind them; with none, only BullMQ knows whether a worker is free.
    const first = waiting > 0 ? { ...firstSnapshot(spec.kind), message: waitingMessage(waiting + 1) } : firstSnapshot(spec.kind);
    // A job that outlives its running time and its wait is no longer counted as active.
    const deadlineMs = 2 * (this.options.jobTimeoutSeconds ?? MEDIA_DEFAULTS.jobTimeoutSeconds) * 1000 + 60 * 60_000;
    const created = await this.state.create(spec, first, this.options.maxActivePerIp ?? MEDIA_DEFAULTS.maxActivePerIp, deadlineMs);
    if (!created.ok) return created.taken ? idTaken() : tooManyActive(created.active);
    await this.engine.recordStart(spec.client);
    try {
      await this.queue.add(spec.kind, spec, { ...MEDIA_JOB_OPTIONS, jobId: spec.key });
    } catch (error) {
      await this.state.publish(spec, { ...first, phase: 'error', message: 'The download could not be queued. Please try again.' }, 60_000).catch(() => {});
      throw error;
    }
    return { ok: true, spec, position: waiting > 0 ? waiting + 1 : 0 };
  }

  private deliver(event: SharedJobEvent): void {
    if (event.downloadId) {
      const waiting = this.arrivals.get(event.downloadId);
      for (const callback of [...(waiting ?? [])]) callback();
    }
    for (const follower of [...(this.followers.get(event.key) ?? [])]) {
      if (follower.held) follower.held.push(event);
      // The stream closes itself on the last event, which unsubscribes it.
      else sendTo(follower, event);
    }
  }

  /** After a reconnection: each followed job's current state, to the streams that have not had it. */
  private async catchUp(): Promise<void> {
    for (const key of [...this.followers.keys()]) {
      const record = await this.state.read(key).catch(() => null);
      if (record) this.deliver({ key, seq: record.seq, snapshot: record.snapshot });
    }
  }
}
