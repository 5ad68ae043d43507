// The media engine: the start calls (with their checks and limits), the FIFO queue, the jobs'
// states and files, their time-to-live, crash recovery at start and clean-up at shutdown.
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { clientKey } from '@toolnest/net';
import { isDownloadId, isJobKey } from './ids';
import { createInstanceFolder, heartbeat, HEARTBEAT_MS, newInstanceName, PRIVATE_DIR_MODE, scanMediaFolder } from './instance';
import { Job, toConversionProgress, toDownloadEvent, type FinishedFile, type JobSnapshot } from './job';
import { StartRateLimiter, StreamSlots } from './limits';
import { describeDuration, readableYtDlpError, retryIn } from './messages';
import { killRecordedGroups, killRecordedGroupsNow, runInGroup, type SpawnEvent } from './process-group';
import { findProgram, missingProgramMessage, VERSION_ARGS, type Program, type ProgramName } from './programs';
import { JobQueue } from './queue';
import { readVideoInfo } from './info';
import { cutFor, EXTRACTING_MESSAGE, EXTRACTING_PROGRESS, infoArgs, JobFailure, runJob, STARTING_MESSAGE, type JobLimits } from './run-job';
import { DEFAULT_MP3_QUALITY, MP3_QUALITIES, type ConversionProgress, type DownloadProgressEvent, type Mp3Quality } from './schemas';
import { BUILT_IN_SERVICES, checkServiceUrl, YOUTUBE, type MediaService } from './services';

/** The defaults of issue 9 (operators change them through apps/api's environment). */
export const MEDIA_DEFAULTS = {
  concurrency: 2,
  maxQueued: 20,
  fileTtlMinutes: 60,
  jobTimeoutSeconds: 1800,
  stallTimeoutSeconds: 60,
  maxMegabytes: 2048,
  startsPerMinute: 10,
  maxActivePerIp: 3,
  maxStreamsPerIp: 10,
  killGraceMs: 5000,
  lookupsPerMinute: 30,
  lookupTimeoutSeconds: 30,
} as const;

export interface MediaLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface MediaEngineOptions {
  /**
   * DATA_DIR: the engine works in DATA_DIR/media/instance-<uuid>/ (removed at close); at start it
   * removes only the instance folders of engines that are gone, and nothing else in DATA_DIR/media.
   */
  dataDir: string;
  /** YTDLP_PATH / FFMPEG_PATH; else found on PATH. */
  ytDlpPath?: string;
  ffmpegPath?: string;
  /** Jobs running at once (MEDIA_CONCURRENCY). */
  concurrency?: number;
  /** Jobs waiting for a slot; one more gets 503. */
  maxQueued?: number;
  /** Minutes a finished file stays (MEDIA_FILE_TTL_MIN). */
  fileTtlMinutes?: number;
  /** Wall time of a running job (MEDIA_JOB_TIMEOUT_S). */
  jobTimeoutSeconds?: number;
  /** Seconds without output or file growth before a job is stopped. */
  stallTimeoutSeconds?: number;
  /** Largest download, in MB (MEDIA_MAX_MB); also the free space a start needs. */
  maxMegabytes?: number;
  /** Accepted starts per IP a minute (RATE_LIMIT_MEDIA_START_PER_MIN). */
  startsPerMinute?: number;
  /** Queued or running jobs per IP (MEDIA_MAX_ACTIVE_PER_IP). */
  maxActivePerIp?: number;
  /** Progress streams open at once per IP (MEDIA_MAX_STREAMS_PER_IP); one more gets 429. */
  maxStreamsPerIp?: number;
  killGraceMs?: number;
  /** How often a running job's folder is measured. */
  pollIntervalMs?: number;
  /** Extra services (tests); the built-in TikTok, YouTube and Facebook are always there. */
  services?: readonly MediaService[];
  /** The path the finished files are served under; the file's key is appended. */
  fileUrlPrefix?: string;
  log?: MediaLogger;
  /** Video-info lookups per IP a minute (spec 2 §4: one a second after the typing stops). */
  lookupsPerMinute?: number;
  /** Longest a video-info lookup may take. */
  lookupTimeoutSeconds?: number;
  /** Told each program the engine starts (tests watch the process groups). */
  onSpawn?: (event: SpawnEvent & { jobKey: string }) => void;
}

export interface DownloadRequest {
  /** 'tiktok', 'youtube', 'facebook' (or a test service). */
  service: string;
  url: unknown;
  downloadId: unknown;
  /** TikTok only. */
  withoutWatermark?: unknown;
}

export interface ConversionRequest {
  url: unknown;
  /** kbps as a string (spec 2 §7); 320 when absent. */
  quality?: unknown;
  /** 'youtube' (the default) or a test service. */
  service?: string;
  /** The page's own sentences for an empty or refused URL (spec 2 §5's MP3 rows differ from the downloader's); the service's by default. */
  urlMessages?: UrlMessages;
}

/** A route's sentences for an empty URL and for one the service refuses. */
export interface UrlMessages {
  emptyUrlMessage: string;
  invalidUrlMessage: string;
}

/** Why a start was refused: `status` is the HTTP status to answer with, `error` the body's text. */
export interface StartFailure {
  ok: false;
  status: 400 | 409 | 429 | 503;
  error: string;
  /** Seconds, for a Retry-After header. */
  retryAfterSeconds?: number;
}

export interface VideoInfoRequest {
  /** 'youtube' (the default) or a test service. */
  service?: string;
  url: unknown;
  /** The route's sentences for an empty or refused URL; the service's by default. */
  urlMessages?: UrlMessages;
}

/** Spec 2 §3's video info response, less `success` (the route adds it). */
export interface VideoDetails {
  title: string;
  thumbnail: string | null;
  /** Seconds. */
  duration: number | null;
  uploader: string | null;
  /** The height of the video the download would fetch: '1080p'. */
  selectedQuality: string | null;
  /** The download merges a separate video and audio. */
  hasFFmpegMerge: boolean;
  /** Longer than the service's cut (YouTube: 2.5 hours): the download keeps the start only. */
  isLongVideo: boolean;
}

/** Why a lookup failed: the start calls' refusals, or 502 when the site's answer could not be had. */
export type VideoInfoResult = { ok: true; info: VideoDetails } | StartFailure | { ok: false; status: 502; error: string };

export type DownloadStartResult = { ok: true; downloadId: string; position: number } | StartFailure;
export type ConversionStartResult = { ok: true; conversionId: string; position: number } | StartFailure;

/** The 400 sentences of the start calls' other fields (also the start routes' schema errors). */
export const DOWNLOAD_ID_ERROR = 'The download id must be 8 to 64 letters, digits, "-" or "_".';
export const WATERMARK_ERROR = 'withoutWatermark must be true or false.';
export const QUALITY_ERROR = `The quality must be one of ${MP3_QUALITIES.join(', ')} kbps.`;

const noLog: MediaLogger = { info: () => {}, warn: () => {}, error: () => {} };
const waitingMessage = (position: number) => `Waiting in queue (position ${position})...`;
const SHUTDOWN_MESSAGE = 'The server is shutting down. Please try again in a moment.';
const QUEUE_FULL_RETRY_SECONDS = 60;
const DISK_LOW_RETRY_SECONDS = 300;
const ACTIVE_RETRY_SECONDS = 30;

const fail = (status: StartFailure['status'], error: string, retryAfterSeconds?: number): StartFailure => ({
  ok: false,
  status,
  error,
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});

export class MediaEngine {
  /** DATA_DIR/media: shared with other engines on the same DATA_DIR, and perhaps the operator's files. */
  readonly mediaDir: string;
  /** DATA_DIR/media/instance-<uuid>: this engine's own folder (owner file, group records, job folders). */
  readonly instanceDir: string;
  readonly programs: Readonly<Record<ProgramName, Program | null>>;
  private readonly recordsDir: string;
  private readonly services = new Map<string, MediaService>();
  private readonly jobs = new Map<string, Job>();
  private readonly downloads = new Map<string, Job>();
  private readonly arrivals = new Map<string, Set<() => void>>();
  private readonly expiries = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly limiter: StartRateLimiter;
  private readonly lookupLimiter: StartRateLimiter;
  private readonly streamSlots: StreamSlots;
  private readonly lookups = new Set<AbortController>();
  /** The version runs of logVersions (stopped by close like the lookups). */
  private readonly versionRuns = new Set<AbortController>();
  private readonly queue: JobQueue<Job>;
  private readonly limits: JobLimits;
  private readonly settings: Required<
    Pick<MediaEngineOptions, 'concurrency' | 'maxQueued' | 'fileTtlMinutes' | 'maxActivePerIp' | 'fileUrlPrefix'>
  >;
  private readonly log: MediaLogger;
  private readonly pruneTimer: NodeJS.Timeout;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private closed = false;

  /** Use createMediaEngine(), which also cleans up after a previous run. */
  constructor(private readonly options: MediaEngineOptions) {
    this.mediaDir = join(options.dataDir, 'media');
    this.instanceDir = join(this.mediaDir, newInstanceName());
    this.recordsDir = join(this.instanceDir, '.groups');
    this.log = options.log ?? noLog;
    for (const service of [...BUILT_IN_SERVICES, ...(options.services ?? [])]) this.services.set(service.id, service);
    this.programs = {
      'yt-dlp': findProgram('yt-dlp', options.ytDlpPath),
      ffmpeg: findProgram('ffmpeg', options.ffmpegPath),
    };
    this.settings = {
      concurrency: options.concurrency ?? MEDIA_DEFAULTS.concurrency,
      maxQueued: options.maxQueued ?? MEDIA_DEFAULTS.maxQueued,
      fileTtlMinutes: options.fileTtlMinutes ?? MEDIA_DEFAULTS.fileTtlMinutes,
      maxActivePerIp: options.maxActivePerIp ?? MEDIA_DEFAULTS.maxActivePerIp,
      fileUrlPrefix: options.fileUrlPrefix ?? '/api/download/file/',
    };
    this.limits = {
      jobTimeoutMs: (options.jobTimeoutSeconds ?? MEDIA_DEFAULTS.jobTimeoutSeconds) * 1000,
      stallTimeoutMs: (options.stallTimeoutSeconds ?? MEDIA_DEFAULTS.stallTimeoutSeconds) * 1000,
      killGraceMs: options.killGraceMs ?? MEDIA_DEFAULTS.killGraceMs,
      maxBytes: (options.maxMegabytes ?? MEDIA_DEFAULTS.maxMegabytes) * 1024 * 1024,
      pollIntervalMs: options.pollIntervalMs ?? 1000,
    };
    this.limiter = new StartRateLimiter(options.startsPerMinute ?? MEDIA_DEFAULTS.startsPerMinute);
    this.lookupLimiter = new StartRateLimiter(options.lookupsPerMinute ?? MEDIA_DEFAULTS.lookupsPerMinute);
    this.streamSlots = new StreamSlots(options.maxStreamsPerIp ?? MEDIA_DEFAULTS.maxStreamsPerIp);
    this.pruneTimer = setInterval(() => {
      this.limiter.prune(Date.now());
      this.lookupLimiter.prune(Date.now());
    }, 60_000).unref();
    this.queue = new JobQueue<Job>({
      concurrency: this.settings.concurrency,
      maxWaiting: this.settings.maxQueued,
      run: (job) => this.run(job),
      onWaiting: (job, position) => job.update({ message: waitingMessage(position) }),
    });
  }

  /**
   * Cleans up after engines that are gone (a crashed run): kills the process groups their records
   * name and removes their instance folders. Other running engines' folders and anything the engine
   * did not make are left alone (and said once). Then makes this engine's own folder, and reports
   * missing programs.
   */
  async recover(): Promise<void> {
    mkdirSync(this.mediaDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const scan = scanMediaFolder(this.mediaDir, basename(this.instanceDir));
    let killed = 0;
    for (const name of scan.gone) {
      const dir = join(this.mediaDir, name);
      killed += await killRecordedGroups(join(dir, '.groups'));
      rmSync(dir, { recursive: true, force: true });
    }
    if (killed > 0) this.log.warn(`media: killed ${killed} process(es) left by a previous run`);
    if (scan.gone.length > 0) this.log.info(`media: removed ${scan.gone.length} folder(s) of earlier runs from ${this.mediaDir}`);
    if (scan.running.length > 0) {
      this.log.info(`media: ${scan.running.length} folder(s) in ${this.mediaDir} belong to other running servers; left alone`);
    }
    if (scan.foreign.length > 0) {
      const shown = scan.foreign.slice(0, 10).join(', ');
      const more = scan.foreign.length > 10 ? ` and ${scan.foreign.length - 10} more` : '';
      this.log.warn(`media: ${this.mediaDir} holds entries this server did not make (${shown}${more}); they are left alone`);
    }
    createInstanceFolder(this.instanceDir);
    // Servers that cannot check this pid (another host or container on the same DATA_DIR) see the touches.
    this.heartbeatTimer = setInterval(() => heartbeat(this.instanceDir), HEARTBEAT_MS).unref();
    for (const [name, program] of Object.entries(this.programs)) {
      if (!program) this.log.warn(`media: ${name} not found; downloads answer "${missingProgramMessage(name as ProgramName)}"`);
    }
  }

  /** Logs each program's version (runs them in the background at start). */
  async logVersions(): Promise<void> {
    await Promise.all(
      Object.values(this.programs).map(async (program) => {
        if (!program || this.closed) return;
        const controller = new AbortController();
        this.versionRuns.add(controller);
        const timer = setTimeout(() => controller.abort(), 15_000);
        try {
          const result = await runInGroup(program.path, VERSION_ARGS[program.name], {
            cwd: this.instanceDir,
            marker: `version-${program.name}`,
            recordsDir: this.recordsDir,
            signal: controller.signal,
            killGraceMs: 1000,
            collectStdoutBytes: 64 * 1024,
          });
          const line = result.stdout.split('\n')[0]?.trim() ?? '';
          // yt-dlp prints the version alone; ffmpeg prints "ffmpeg version 5.1.9-0+deb12u1 Copyright …".
          const version = /version (\S+)/.exec(line)?.[1] ?? line;
          if (this.closed) return;
          if (controller.signal.aborted) this.log.warn(`media: ${program.name} at ${program.path} did not print its version within 15 s`);
          else this.log.info(`media: ${program.name} ${version || '(version unknown)'} at ${program.path}`);
        } finally {
          clearTimeout(timer);
          this.versionRuns.delete(controller);
        }
      }),
    );
  }

  service(id: string): MediaService {
    const service = this.services.get(id);
    if (!service) throw new Error(`unknown media service "${id}"`);
    return service;
  }

  /** Starts a video download (POST /api/download/{tiktok,youtube,facebook}); progress on the stream of `downloadId`. */
  async startDownload(request: DownloadRequest, ip: string): Promise<DownloadStartResult> {
    const client = clientKey(ip);
    const service = this.service(request.service);
    const checked = checkServiceUrl(service, request.url);
    if (!checked.ok) return fail(400, checked.error);
    if (!isDownloadId(request.downloadId)) return fail(400, DOWNLOAD_ID_ERROR);
    if (request.withoutWatermark !== undefined && typeof request.withoutWatermark !== 'boolean') {
      return fail(400, WATERMARK_ERROR);
    }
    const downloadId = request.downloadId;
    const refused = (await this.diskRefusal()) ?? this.refusal(client);
    if (refused) return refused;
    if (this.downloads.has(downloadId)) return fail(409, 'This download id is already in use.');
    const job = this.createJob({
      kind: 'download',
      service,
      url: checked.url,
      client,
      downloadId,
      withoutWatermark: request.withoutWatermark === true,
    });
    if (!job.ok) return job;
    return { ok: true, downloadId, position: job.position };
  }

  /** Starts a YouTube-to-MP3 conversion (POST /api/convert/youtube-mp3); progress by polling the conversion id. */
  async startConversion(request: ConversionRequest, ip: string): Promise<ConversionStartResult> {
    const client = clientKey(ip);
    const service = this.service(request.service ?? YOUTUBE.id);
    const checked = checkServiceUrl({ ...service, ...request.urlMessages }, request.url);
    if (!checked.ok) return fail(400, checked.error);
    const raw = request.quality;
    const quality = raw === undefined ? DEFAULT_MP3_QUALITY : typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    if (!(MP3_QUALITIES as readonly string[]).includes(quality)) {
      return fail(400, QUALITY_ERROR);
    }
    const refused = (await this.diskRefusal()) ?? this.refusal(client);
    if (refused) return refused;
    const job = this.createJob({ kind: 'mp3', service, url: checked.url, client, quality: quality as Mp3Quality });
    if (!job.ok) return job;
    return { ok: true, conversionId: job.key, position: job.position };
  }

  /**
   * The video info card (POST /api/video/info): yt-dlp -J with the download's own format choice,
   * in its process group, with a timeout. Not queued (it downloads nothing), but limited per IP and
   * to `concurrency × 2` at once.
   */
  async videoInfo(request: VideoInfoRequest, ip: string): Promise<VideoInfoResult> {
    const client = clientKey(ip);
    const service = this.service(request.service ?? YOUTUBE.id);
    const checked = checkServiceUrl({ ...service, ...request.urlMessages }, request.url);
    if (!checked.ok) return fail(400, checked.error);
    if (this.closed) return fail(503, SHUTDOWN_MESSAGE, 10);
    const ytDlp = this.programs['yt-dlp'];
    const ffmpeg = this.programs.ffmpeg;
    if (!ytDlp) return fail(503, missingProgramMessage('yt-dlp'));
    const now = Date.now();
    const retryAfter = this.lookupLimiter.retryAfterSeconds(client, now);
    if (retryAfter > 0) return fail(429, `Too many video lookups. Please try again ${retryIn(retryAfter)}.`, retryAfter);
    if (this.lookups.size >= this.settings.concurrency * 2) return fail(503, 'The server is busy. Please try again in a moment.', 5);
    this.lookupLimiter.record(client, now);

    const controller = new AbortController();
    this.lookups.add(controller);
    const timeoutSeconds = this.options.lookupTimeoutSeconds ?? MEDIA_DEFAULTS.lookupTimeoutSeconds;
    const timer = setTimeout(() => controller.abort(new JobFailure('timeout')), timeoutSeconds * 1000);
    try {
      const target = { service, url: checked.url, kind: 'download' as const, withoutWatermark: false };
      const result = await runInGroup(ytDlp.path, infoArgs(target, { ffmpeg: ffmpeg ?? { name: 'ffmpeg', path: 'ffmpeg' } }), {
        cwd: this.instanceDir,
        marker: `lookup-${randomUUID()}`,
        recordsDir: this.recordsDir,
        signal: controller.signal,
        killGraceMs: 1000,
        collectStdoutBytes: 64 * 1024 * 1024,
        ...(this.options.onSpawn ? { onSpawn: (event: SpawnEvent) => this.options.onSpawn?.({ ...event, jobKey: 'lookup' }) } : {}),
      });
      if (controller.signal.aborted) {
        return { ok: false, status: 502, error: `The video details took longer than ${describeDuration(timeoutSeconds * 1000)}. Please try again.` };
      }
      if (result.exitCode !== 0) return { ok: false, status: 502, error: readableYtDlpError(result.stderrTail) };
      let json: unknown;
      try {
        json = JSON.parse(result.stdout);
      } catch {
        return { ok: false, status: 502, error: 'The video details could not be read. Please try again.' };
      }
      const info = readVideoInfo(json);
      return {
        ok: true,
        info: {
          title: info.title ?? '',
          thumbnail: info.thumbnail ?? null,
          duration: info.duration ?? null,
          uploader: info.uploader ?? null,
          selectedQuality: info.height ? `${info.height}p` : null,
          hasFFmpegMerge: info.parts.length > 1,
          isLongVideo: cutFor(service.cutAfterSeconds, info.duration) !== undefined && info.duration !== undefined,
        },
      };
    } finally {
      clearTimeout(timer);
      this.lookups.delete(controller);
    }
  }

  /**
   * Follows the progress of `downloadId`: `listener` gets the latest event at once, then every
   * later one. Null when there is no such job (yet: see whenStarted). Answers the unsubscribe.
   */
  subscribe(downloadId: string, listener: (event: DownloadProgressEvent) => void): (() => void) | null {
    const job = this.downloads.get(downloadId);
    if (!job) return null;
    listener(toDownloadEvent(job.snapshot));
    if (!job.active) return () => {};
    return job.listen((snapshot) => listener(toDownloadEvent(snapshot)));
  }

  /** Calls `callback` once a job with `downloadId` exists (at once if it does); answers the cancel. */
  whenStarted(downloadId: string, callback: () => void): () => void {
    if (this.downloads.has(downloadId)) {
      callback();
      return () => {};
    }
    const waiting = this.arrivals.get(downloadId) ?? new Set();
    waiting.add(callback);
    this.arrivals.set(downloadId, waiting);
    return () => {
      waiting.delete(callback);
      if (waiting.size === 0 && this.arrivals.get(downloadId) === waiting) this.arrivals.delete(downloadId);
    };
  }

  /** The polling answer for a conversion, or null when there is none (unknown, or expired). */
  conversionProgress(conversionId: string): ConversionProgress | null {
    const job = isJobKey(conversionId) ? this.jobs.get(conversionId) : undefined;
    return job?.kind === 'mp3' ? toConversionProgress(job.snapshot) : null;
  }

  /** The latest state of a download, or null. */
  downloadProgress(downloadId: string): DownloadProgressEvent | null {
    const job = this.downloads.get(downloadId);
    return job ? toDownloadEvent(job.snapshot) : null;
  }

  /** A finished file by its key (the last part of its download URL), or null. */
  finishedFile(key: string): FinishedFile | null {
    const job = isJobKey(key) ? this.jobs.get(key) : undefined;
    return job?.snapshot.phase === 'complete' && job.file ? job.file : null;
  }

  /**
   * A progress stream's slot for `ip` (the route claims one before it opens the stream), or null
   * when the client (clientKey: an IPv6 client is its /64) already holds `maxStreamsPerIp` streams.
   * The answer releases it, once.
   */
  claimStream(ip: string): (() => void) | null {
    return this.streamSlots.claim(clientKey(ip));
  }

  /** Progress streams the client of `ip` holds open. */
  openStreams(ip: string): number {
    return this.streamSlots.count(clientKey(ip));
  }

  /** How many listeners follow a download's progress (a stream that closed has none left). */
  listenerCount(downloadId: string): number {
    return this.downloads.get(downloadId)?.listenerCount ?? 0;
  }

  /** Counts for tests and logs. */
  get stats(): { jobs: number; running: number; waiting: number } {
    return { jobs: this.jobs.size, running: this.queue.runningCount, waiting: this.queue.waitingCount };
  }

  /** Stops everything: waiting jobs fail, running groups are killed at once, the engine's own folder is removed. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.pruneTimer);
    clearInterval(this.heartbeatTimer);
    for (const job of this.queue.clear()) this.finish(job, SHUTDOWN_MESSAGE);
    for (const job of this.jobs.values()) {
      if (job.active && !job.abort.signal.aborted) job.abort.abort(new JobFailure(SHUTDOWN_MESSAGE, true));
    }
    for (const lookup of [...this.lookups, ...this.versionRuns]) lookup.abort(new JobFailure(SHUTDOWN_MESSAGE, true));
    await Promise.allSettled([...this.running]);
    for (const timer of this.expiries.values()) clearTimeout(timer);
    this.expiries.clear();
    this.arrivals.clear();
    // Only this engine's folder: DATA_DIR/media may hold another server's running jobs, or the operator's files.
    rmSync(this.instanceDir, { recursive: true, force: true });
  }

  /**
   * For a process that must exit now (a second signal, the shutdown timeout): synchronously kills
   * every process group the engine has running (jobs, lookups, version runs) and refuses new starts.
   * close() is the orderly way; this is what is left when there is no time for it. Answers how many
   * groups were killed.
   */
  killGroupsNow(): number {
    this.closed = true;
    return killRecordedGroupsNow(this.recordsDir);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** 503 when the free space of DATA_DIR is under the byte cap. */
  private async diskRefusal(): Promise<StartFailure | null> {
    try {
      const stats = await statfs(this.mediaDir);
      const free = Number(stats.bavail) * Number(stats.bsize);
      if (free < this.limits.maxBytes) {
        return fail(503, 'The server is low on disk space. Please try again later.', DISK_LOW_RETRY_SECONDS);
      }
    } catch (error) {
      this.log.error('media: cannot read the free space of DATA_DIR', error);
      return fail(503, 'The server cannot store downloads right now. Please try again later.', DISK_LOW_RETRY_SECONDS);
    }
    return null;
  }

  /** The refusals that do not depend on the request: shutdown, missing programs, the per-client limits, a full queue. */
  private refusal(client: string): StartFailure | null {
    if (this.closed) return fail(503, SHUTDOWN_MESSAGE, 10);
    for (const name of ['yt-dlp', 'ffmpeg'] as const) {
      if (!this.programs[name]) return fail(503, missingProgramMessage(name));
    }
    const retryAfter = this.limiter.retryAfterSeconds(client, Date.now());
    if (retryAfter > 0) return fail(429, `Too many downloads started. Please try again ${retryIn(retryAfter)}.`, retryAfter);
    const active = [...this.jobs.values()].filter((job) => job.client === client && job.active).length;
    if (active >= this.settings.maxActivePerIp) {
      return fail(
        429,
        `You already have ${active} download${active === 1 ? '' : 's'} in progress. Please try again when one of them has finished.`,
        ACTIVE_RETRY_SECONDS,
      );
    }
    if (this.queue.full) return fail(503, 'The server is busy with other downloads. Please try again in a minute.', QUEUE_FULL_RETRY_SECONDS);
    return null;
  }

  private createJob(init: {
    kind: Job['kind'];
    service: MediaService;
    url: URL;
    client: string;
    downloadId?: string;
    withoutWatermark?: boolean;
    quality?: Mp3Quality;
  }): { ok: true; key: string; position: number } | StartFailure {
    const key = randomUUID();
    const first: JobSnapshot =
      init.kind === 'mp3'
        ? { phase: 'waiting', progress: EXTRACTING_PROGRESS, message: EXTRACTING_MESSAGE }
        : { phase: 'waiting', progress: 0, message: STARTING_MESSAGE };
    const job = new Job({ ...init, key, dir: join(this.instanceDir, key), first });
    const position = this.queue.add(job);
    if (position === null) return fail(503, 'The server is busy with other downloads. Please try again in a minute.', QUEUE_FULL_RETRY_SECONDS);
    if (position > 0) job.update({ message: waitingMessage(position) });
    this.limiter.record(init.client, Date.now());
    this.jobs.set(key, job);
    if (job.downloadId) {
      this.downloads.set(job.downloadId, job);
      const waiting = this.arrivals.get(job.downloadId);
      this.arrivals.delete(job.downloadId);
      for (const callback of waiting ?? []) callback();
    }
    return { ok: true, key, position };
  }

  private async run(job: Job): Promise<void> {
    if (!job.active) return;
    const ytDlp = this.programs['yt-dlp'];
    const ffmpeg = this.programs.ffmpeg;
    const done = (async () => {
      if (!ytDlp || !ffmpeg) return this.finish(job, missingProgramMessage(ytDlp ? 'ffmpeg' : 'yt-dlp'));
      await runJob(job, {
        ytDlp,
        ffmpeg,
        recordsDir: this.recordsDir,
        limits: this.limits,
        fileUrl: (key) => `${this.settings.fileUrlPrefix}${key}`,
        ...(this.options.onSpawn ? { onSpawn: this.options.onSpawn } : {}),
        onUnexpectedError: (error) => this.log.error('media: job failed unexpectedly', error),
      });
      this.expireLater(job);
    })();
    this.running.add(done);
    try {
      await done;
    } finally {
      this.running.delete(done);
    }
  }

  /** Ends a job that never ran (shutdown, missing program). */
  private finish(job: Job, message: string): void {
    rmSync(job.dir, { recursive: true, force: true });
    job.update({ phase: 'error', message });
    this.expireLater(job);
  }

  /** Forgets the job and removes its file `MEDIA_FILE_TTL_MIN` after it ended. */
  private expireLater(job: Job): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.expiries.delete(job.key);
      rmSync(job.dir, { recursive: true, force: true });
      this.jobs.delete(job.key);
      if (job.downloadId && this.downloads.get(job.downloadId) === job) this.downloads.delete(job.downloadId);
    }, this.settings.fileTtlMinutes * 60_000);
    timer.unref();
    this.expiries.set(job.key, timer);
  }
}

/** A ready engine: leftovers of a previous run killed and removed, versions logged in the background. */
export async function createMediaEngine(options: MediaEngineOptions): Promise<MediaEngine> {
  const engine = new MediaEngine(options);
  await engine.recover();
  return engine;
}
