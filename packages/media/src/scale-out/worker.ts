// A queue worker (`npm run worker`): takes media jobs from BullMQ's queue on REDIS_URL, runs them with
// its own engine in MEDIA_DIR, and tells every server each new state through Redis. A finished file
// moves to MEDIA_DIR/finished/<key>/ (a folder every server and worker shares), or up to the bucket
// (MEDIA_S3_*), where it outlives the worker; a delayed job removes it MEDIA_FILE_TTL_MIN later,
// whichever worker is there then.
//
// A worker that dies mid-job loses its lock: another worker's stalled check puts the job back in line
// once (BullMQ's maxStalledCount), and it goes on from its last progress; a second loss fails it with
// a clear message. A worker told to stop hands its running jobs back to the line the same way.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Queue, QueueEvents, Worker, Job as QueueJob } from 'bullmq';
import type { Redis } from 'ioredis';
import { createMediaEngine, type MediaEngine } from '../engine';
import { MEDIA_DEFAULTS, type MediaEngineOptions, type MediaLogger } from '../engine-options';
import { waitingMessage, type JobSpec } from '../starts';
import { isJobKey } from '../ids';
import { FINISHED_FOLDER, HEARTBEAT_MS, PRIVATE_DIR_MODE } from '../instance';
import type { FinishedFile, Job, JobSnapshot } from '../job';
import { MediaBucket, type MediaBucketOptions } from './bucket';
import { connectRedis } from './redis';
import { isFinishedName, QUEUE_NAME, SharedJobState, type SharedFile } from './state';

export interface MediaWorkerOptions extends MediaEngineOptions {
  /** REDIS_URL. */
  redisUrl: string;
  /**
   * MEDIA_STALLED_CHECK_S: how long a worker's lock on a job lasts unrenewed, and how often workers
   * look for jobs whose worker is gone (30 s, BullMQ's default). A killed worker's job runs again
   * within about twice this.
   */
  stalledCheckSeconds?: number;
  /** MEDIA_S3_*: finished files go to this bucket instead of MEDIA_DIR/finished. */
  bucket?: MediaBucketOptions;
}

/** What the expiry job carries: the file's name, and whether it is in the bucket. */
interface ExpiryData {
  key: string;
  name?: string;
  inBucket?: true;
}

/** When storing a finished file fails. */
export const NOT_STORED_MESSAGE = 'The finished file could not be stored. Please try again.';

/** The job that removes a finished file. */
const EXPIRE_JOB = 'expire';
/** A job whose worker was lost twice. */
export const INTERRUPTED_MESSAGE = 'The download was interrupted on the server. Please try again.';

const isEnded = (snapshot: JobSnapshot) => snapshot.phase === 'complete' || snapshot.phase === 'error';

export class MediaWorker {
  private closing: Promise<void> | undefined;

  constructor(
    /** Set when close starts: a job stopped then goes back in line instead of failing. */
    private readonly status: { stopping: boolean },
    private readonly engine: MediaEngine,
    private readonly worker: Worker,
    private readonly events: QueueEvents,
    private readonly queue: Queue,
    private readonly connections: Redis[],
    private readonly sweepTimer: NodeJS.Timeout,
    private readonly bucket: MediaBucket | undefined,
  ) {}

  /** MEDIA_DIR: the jobs' folders and the finished files. */
  get mediaDir(): string {
    return this.engine.folder.mediaDir;
  }

  /** Stops taking jobs and hands the running ones back to the line (another worker goes on with them). */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.status.stopping = true;
      clearInterval(this.sweepTimer);
      const stopped = this.worker.close();
      await this.engine.close();
      await stopped;
      await this.events.close();
      await this.queue.close();
      for (const connection of this.connections) await connection.quit().catch(() => connection.disconnect());
      this.bucket?.close();
    })();
    return this.closing;
  }

  /** For a process that must exit now: kills the running jobs' programs. */
  killGroupsNow(): number {
    return this.engine.killGroupsNow();
  }
}

export async function startMediaWorker(options: MediaWorkerOptions): Promise<MediaWorker> {
  // Loaded here, not with the module, which every server loads too (the package's index).
  const { Queue, QueueEvents, Worker } = await import('bullmq');
  const log: MediaLogger = options.log ?? { info: () => {}, warn: () => {}, error: () => {} };
  const [connection, eventsConnection] = await connectTwice(options.redisUrl, log);
  const engine = await createMediaEngine(options);
  // The versions, yt-dlp's JavaScript runtime and its age, in the worker's log: it is the one that downloads.
  if (options.log) void engine.programInfo.logVersions().catch((error: unknown) => log.error('media worker: could not read the program versions', error));
  const finishedDir = join(engine.folder.mediaDir, FINISHED_FOLDER);
  mkdirSync(finishedDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const context: WorkerContext = {
    engine,
    state: new SharedJobState(connection),
    queue: new Queue(QUEUE_NAME, { connection }),
    bucket: options.bucket ? new MediaBucket(options.bucket) : undefined,
    finishedDir,
    fileTtlMs: (options.fileTtlMinutes ?? MEDIA_DEFAULTS.fileTtlMinutes) * 60_000,
    maxQueued: options.maxQueued ?? MEDIA_DEFAULTS.maxQueued,
    log,
    status: { stopping: false },
  };

  const stalledMs = (options.stalledCheckSeconds ?? 30) * 1000;
  const worker = new Worker(QUEUE_NAME, (queued) => runQueued(context, queued), {
    connection,
    concurrency: options.concurrency ?? MEDIA_DEFAULTS.concurrency,
    lockDuration: stalledMs,
    stalledInterval: stalledMs,
    maxStalledCount: 1,
  });
  worker.on('error', (error) => log.error('media worker: queue error', error));
  const events = new QueueEvents(QUEUE_NAME, { connection: eventsConnection });
  reportFailedJobs(context, events);
  const sweepTimer = await startSweeps(context);

  await worker.waitUntilReady();
  await events.waitUntilReady();
  const { status, queue, bucket } = context;
  return new MediaWorker(status, engine, worker, events, queue, [connection, eventsConnection], sweepTimer, bucket);
}

/** What a worker's queue jobs share: its engine, the shared states, the queue and where finished files go. */
interface WorkerContext {
  engine: MediaEngine;
  state: SharedJobState;
  queue: Queue;
  bucket: MediaBucket | undefined;
  /** MEDIA_DIR/finished, where finished files wait when there is no bucket. */
  finishedDir: string;
  fileTtlMs: number;
  maxQueued: number;
  log: MediaLogger;
  status: { stopping: boolean };
}

/** Two connections to REDIS_URL: BullMQ's queue events block theirs, so they cannot share the worker's. */
async function connectTwice(redisUrl: string, log: MediaLogger): Promise<[Redis, Redis]> {
  // BullMQ's blocking commands need maxRetriesPerRequest: null.
  const connect = () =>
    connectRedis(redisUrl, { maxRetriesPerRequest: null }, (error) => log.warn(`media worker: REDIS_URL connection failed (${error.message}); reconnecting`));
  const connection = await connect();
  const eventsConnection = await connect().catch((error: unknown) => {
    connection.disconnect();
    throw error;
  });
  return [connection, eventsConnection];
}

/** Runs one job from the queue: an expiry removes a finished file, any other is a media job. */
async function runQueued(context: WorkerContext, queued: QueueJob): Promise<void> {
  if (queued.name === EXPIRE_JOB) return removeExpired(context, queued.data as ExpiryData);
  return runMediaJob(context, queued.data as JobSpec);
}

/** Removes a finished file whose time is up, from MEDIA_DIR/finished or the bucket. */
async function removeExpired({ bucket, finishedDir, log }: WorkerContext, { key, name, inBucket }: ExpiryData): Promise<void> {
  // Read from Redis: only a job's own folder (or bucket object) is removed, never a path it names.
  if (!isJobKey(key) || (inBucket && (!name || !isFinishedName(key, name)))) {
    return log.warn(`media worker: an expiry for ${JSON.stringify(key)} names no finished file of a job; nothing removed`);
  }
  if (inBucket && name) await bucket?.remove(name);
  else rmSync(join(finishedDir, key), { recursive: true, force: true });
}

/** Runs a media job with the engine, telling every server each state, and stores its finished file. */
async function runMediaJob(context: WorkerContext, spec: JobSpec): Promise<void> {
  const { engine, state, queue, fileTtlMs, log, status } = context;
  const record = await state.read(spec.key);
  if (!record || isEnded(record.snapshot)) return;
  // The line moved: the jobs still in it are told their new places.
  void announcePlaces(context).catch((error: unknown) => log.error('media worker: could not announce the queue places', error));
  // One chain: the states reach Redis in the order the job made them.
  let published: Promise<unknown> = Promise.resolve();
  const publish = (snapshot: JobSnapshot, file?: SharedFile) => {
    published = published.then(() => state.publish(spec, snapshot, fileTtlMs, { file })).catch((error: unknown) => log.error('media: could not publish a job state', error));
    return published;
  };
  const job = await engine.jobs.runNow(spec, record.snapshot, (snapshot) => {
    if (!isEnded(snapshot)) void publish(snapshot);
  });
  if (status.stopping && job.snapshot.phase === 'error' && job.abort.signal.aborted) {
    await published;
    // Back in line with its progress kept: BullMQ retries a job whose run threw.
    throw new Error('handed back: the worker is stopping');
  }
  if (job.snapshot.phase !== 'complete' || !job.file) return void (await publish(job.snapshot));
  let file: SharedFile;
  try {
    file = await storeFinished(context, job as Job & { file: FinishedFile });
  } catch (error) {
    log.error('media worker: could not store a finished file', error);
    rmSync(job.dir, { recursive: true, force: true });
    return void (await publish({ ...job.snapshot, phase: 'error', progress: 99, message: NOT_STORED_MESSAGE, downloadUrl: undefined, filename: undefined }));
  }
  const expiry: ExpiryData = { key: job.key, name: file.name, ...(file.inBucket ? { inBucket: true as const } : {}) };
  await queue.add(EXPIRE_JOB, expiry, { delay: fileTtlMs, jobId: `${EXPIRE_JOB}-${job.key}`, removeOnComplete: true, removeOnFail: true });
  await publish(job.snapshot, file);
}

/** Moves a finished file out of the engine's folder, to MEDIA_DIR/finished or the bucket. */
async function storeFinished({ engine, bucket, finishedDir }: WorkerContext, job: Job & { file: FinishedFile }): Promise<SharedFile> {
  const { path, filename, size, contentType } = job.file;
  const name = join(FINISHED_FOLDER, job.key, basename(path));
  if (bucket) {
    await bucket.put(name, job.file);
    rmSync(job.dir, { recursive: true, force: true });
    return { name, filename, size, contentType, inBucket: true };
  }
  mkdirSync(join(finishedDir, job.key), { recursive: true, mode: PRIVATE_DIR_MODE });
  renameSync(path, join(engine.folder.mediaDir, name));
  rmSync(job.dir, { recursive: true, force: true });
  return { name, filename, size, contentType };
}

/** Tells each job still waiting in the line its place. */
async function announcePlaces({ queue, state, maxQueued, fileTtlMs }: WorkerContext): Promise<void> {
  const line = await queue.getJobs(['wait'], 0, maxQueued - 1, true);
  for (const [index, queued] of line.filter((job) => job.name !== EXPIRE_JOB).entries()) {
    const record = await state.read((queued.data as JobSpec).key);
    const message = waitingMessage(index + 1);
    if (record?.snapshot.phase !== 'waiting' || record.snapshot.message === message) continue;
    await state.publish(record.spec, { ...record.snapshot, message }, fileTtlMs, { onlyFrom: 'waiting' });
  }
}

/** A job that fails outside a run (its worker lost twice, or handed back too often) is told so. */
function reportFailedJobs({ state, fileTtlMs, log }: WorkerContext, events: QueueEvents): void {
  events.on('failed', ({ jobId }) => {
    if (jobId.startsWith(`${EXPIRE_JOB}-`)) return;
    void state
      .read(jobId)
      .then((record) => record && state.publish(record.spec, { ...record.snapshot, phase: 'error', message: INTERRUPTED_MESSAGE }, fileTtlMs))
      .catch((error: unknown) => log.error('media worker: could not report a failed job', error));
  });
}

/**
 * Sweeps now and every heartbeat: programs a killed worker on this host left running, and finished
 * files whose record has expired. Returns the timer, for close to stop.
 */
async function startSweeps({ engine, state, finishedDir, log }: WorkerContext): Promise<NodeJS.Timeout> {
  const sweep = async () => {
    await engine.folder.cleanUpGone();
    for (const key of readdirSync(finishedDir)) {
      if (!(await state.read(key))) rmSync(join(finishedDir, key), { recursive: true, force: true });
    }
  };
  const sweepTimer = setInterval(() => void sweep().catch((error: unknown) => log.error('media worker: sweep failed', error)), HEARTBEAT_MS);
  sweepTimer.unref();
  await sweep();
  return sweepTimer;
}
