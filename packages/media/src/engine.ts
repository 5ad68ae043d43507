// The media engine: the start calls (with their checks and limits), the FIFO queue, the jobs'
// states and files, their time-to-live, crash recovery at start and clean-up at shutdown.
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { clientKey } from '@toolnest/net';
import { isDownloadId, isJobKey } from './ids';
import { createInstanceFolder, heartbeat, HEARTBEAT_MS, newInstanceName, PRIVATE_DIR_MODE, scanMediaFolder, type MediaFolderScan } from './instance';
import { Job, toConversionProgress, toDownloadEvent, type FinishedFile, type JobListener, type JobSnapshot } from './job';
import { StartRateLimiter, StreamSlots, type StartLimit } from './limits';
import { describeDuration, programErrorLine, readableYtDlpError, retryIn } from './messages';
import { killRecordedGroups, killRecordedGroupsNow, runInGroup, type SpawnEvent } from './process-group';
import { findProgram, missingProgramMessage, VERSION_ARGS, type Program, type ProgramName } from './programs';
import { JobQueue } from './queue';
import { readVideoInfo } from './info';
import { cutFor, EXTRACTING_MESSAGE, EXTRACTING_PROGRESS, infoArgs, JobFailure, runJob, STARTING_MESSAGE, type JobLimits } from './run-job';
import { DEFAULT_MP3_QUALITY, MP3_QUALITIES, type ConversionProgress, type DownloadProgressEvent, type Mp3Quality } from './schemas';
import { BUILT_IN_SERVICES, checkServiceUrl, YOUTUBE, type MediaService } from './services';
import { helpListsJsRuntimes, readFfmpegVersion, readYtDlpVersion, ytDlpAgeWarning, type ProgramFacts, type ProgramVersions } from './versions';

/** The engine's defaults (operators change them through apps/api's environment; the root README lists them). */
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
  /** MEDIA_DIR: where the jobs' folders go instead of DATA_DIR/media (a folder the servers and workers share). */
  mediaDir?: string;
  /** The per-client start and lookup limits; this process's own by default (Redis's when several servers share them). */
  startLimit?: StartLimit;
  lookupLimit?: StartLimit;
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
  /** Video-info lookups per IP a minute (one a second after the typing stops). */
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
  /** kbps as a string; 320 when absent. */
  quality?: unknown;
  /** 'youtube' (the default) or a test service. */
  service?: string;
  /** The page's own sentences for an empty or refused URL (the MP3 converter's differ from the downloaders'); the service's by default. */
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

/** The video info answer (docs/api.md#downloads-and-conversions), less `success` (the route adds it). */
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

/** What a job is to do, as a queue (BullMQ's) carries it: plain data. */
export interface JobSpec {
  key: string;
  kind: Job['kind'];
  /** The service's id. */
  service: string;
  url: string;
  client: string;
  downloadId?: string;
  withoutWatermark?: boolean;
  quality?: Mp3Quality;
}

/** A start request that passed its checks: the job it asks for, less its key and client. */
export type CheckedStart = { ok: true; spec: Omit<JobSpec, 'key' | 'client'> } | StartFailure;

/** A start that was taken, with its place in line (0: running), or refused. */
export type Started = { ok: true; spec: JobSpec; position: number } | StartFailure;

/** startDownload's answer for a start. */
export const downloadStarted = (started: Started): DownloadStartResult =>
  started.ok ? { ok: true, downloadId: started.spec.downloadId!, position: started.position } : started;

/** startConversion's answer for a start: the job's key is the conversion id. */
export const conversionStarted = (started: Started): ConversionStartResult =>
  started.ok ? { ok: true, conversionId: started.spec.key, position: started.position } : started;
export type ConversionStartResult = { ok: true; conversionId: string; position: number } | StartFailure;

/** The 400 sentences of the start calls' other fields (also the start routes' schema errors). */
export const DOWNLOAD_ID_ERROR = 'The download id must be 8 to 64 letters, digits, "-" or "_".';
export const WATERMARK_ERROR = 'withoutWatermark must be true or false.';
export const QUALITY_ERROR = `The quality must be one of ${MP3_QUALITIES.join(', ')} kbps.`;

const noLog: MediaLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** What one program said when it was read: its version, and for yt-dlp whether it takes --js-runtimes. */
interface ProbedFacts {
  version: string | null;
  takesJsRuntime?: boolean;
}
/** Programs this process has read, by identityOf: an engine made later (tests make many) reads them no more. */
const knownFacts = new Map<string, ProbedFacts>();
/** A program file as it is now: another file, or this one replaced, is read again. */
function identityOf(path: string): string {
  try {
    const stats = statSync(path);
    return `${path}\0${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  } catch {
    return path;
  }
}
export const waitingMessage = (position: number) => `Waiting in queue (position ${position})...`;
export const QUEUE_FULL_MESSAGE = 'The server is busy with other downloads. Please try again in a minute.';
export const SHUTDOWN_MESSAGE = 'The server is shutting down. Please try again in a moment.';
export const QUEUE_FULL_RETRY_SECONDS = 60;
const DISK_LOW_RETRY_SECONDS = 300;
const ACTIVE_RETRY_SECONDS = 30;

export const fail = (status: StartFailure['status'], error: string, retryAfterSeconds?: number): StartFailure => ({
  ok: false,
  status,
  error,
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});

/** The 409 for a download id that another job holds. */
export const idTaken = (): StartFailure => fail(409, 'This download id is already in use.');

/** The 429 for a client with `active` jobs queued or running (MEDIA_MAX_ACTIVE_PER_IP). */
export const tooManyActive = (active: number): StartFailure =>
  fail(429, `You already have ${active} download${active === 1 ? '' : 's'} in progress. Please try again when one of them has finished.`, ACTIVE_RETRY_SECONDS);

/** A new job's state before it runs. */
export const firstSnapshot = (kind: Job['kind']): JobSnapshot =>
  kind === 'mp3'
    ? { phase: 'waiting', progress: EXTRACTING_PROGRESS, message: EXTRACTING_MESSAGE }
    : { phase: 'waiting', progress: 0, message: STARTING_MESSAGE };

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
  private readonly limiter: StartLimit;
  private readonly lookupLimiter: StartLimit;
  private readonly streamSlots: StreamSlots;
  private readonly lookups = new Set<AbortController>();
  /** The runs of readPrograms (stopped by close like the lookups). */
  private readonly versionRuns = new Set<AbortController>();
  private programFacts: Promise<ProgramFacts> | undefined;
  private facts: ProgramFacts | undefined;
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
    this.mediaDir = options.mediaDir ?? join(options.dataDir, 'media');
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
    this.limiter = options.startLimit ?? new StartRateLimiter(options.startsPerMinute ?? MEDIA_DEFAULTS.startsPerMinute);
    this.lookupLimiter = options.lookupLimit ?? new StartRateLimiter(options.lookupsPerMinute ?? MEDIA_DEFAULTS.lookupsPerMinute);
    this.streamSlots = new StreamSlots(options.maxStreamsPerIp ?? MEDIA_DEFAULTS.maxStreamsPerIp);
    this.pruneTimer = setInterval(() => {
      for (const limiter of [this.limiter, this.lookupLimiter]) if (limiter instanceof StartRateLimiter) limiter.prune(Date.now());
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
    const scan = await this.cleanUpGone();
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

  /**
   * Kills the process groups of engines that are gone and removes their folders: at start, and every
   * minute in a worker (a worker killed mid-job on this host leaves its programs running).
   */
  async cleanUpGone(): Promise<MediaFolderScan> {
    const scan = scanMediaFolder(this.mediaDir, basename(this.instanceDir));
    let killed = 0;
    for (const name of scan.gone) {
      const dir = join(this.mediaDir, name);
      killed += await killRecordedGroups(join(dir, '.groups'));
      rmSync(dir, { recursive: true, force: true });
    }
    if (killed > 0) this.log.warn(`media: killed ${killed} process(es) left by a previous run`);
    if (scan.gone.length > 0) this.log.info(`media: removed ${scan.gone.length} folder(s) of earlier runs from ${this.mediaDir}`);
    return scan;
  }

  /**
   * What the engine knows of its programs: their versions, and whether yt-dlp takes `--js-runtimes`. Read
   * once (the first call starts it; later ones share it), in the background: yt-dlp --version, then
   * --help, beside ffmpeg -version. A program that is missing, fails or does not answer within 15 s counts
   * as saying nothing.
   */
  readPrograms(): Promise<ProgramFacts> {
    this.programFacts ??= this.probePrograms().then((facts) => (this.facts = facts));
    return this.programFacts;
  }

  /** The versions read so far (both null until readPrograms has answered): for /api/health. */
  versions(): ProgramVersions {
    return { ytDlp: this.facts?.ytDlp ?? null, ffmpeg: this.facts?.ffmpeg ?? null };
  }

  /**
   * Reads the programs (readPrograms) and logs their versions, the JavaScript runtime yt-dlp is given, and
   * a warning when yt-dlp is older than YT_DLP_MAX_AGE_DAYS.
   */
  async logVersions(now = new Date()): Promise<void> {
    const facts = await this.readPrograms();
    if (this.closed) return;
    for (const program of Object.values(this.programs)) {
      if (!program) continue;
      const version = program.name === 'yt-dlp' ? facts.ytDlp : facts.ffmpeg;
      if (version) this.log.info(`media: ${program.name} ${version} at ${program.path}`);
      else this.log.warn(`media: ${program.name} at ${program.path} did not tell its version`);
    }
    if (!this.programs['yt-dlp'] || !facts.ytDlp) return;
    this.log.info(
      facts.ytDlpTakesJsRuntime
        ? `media: yt-dlp runs JavaScript on this server's Node.js ${process.version} (--js-runtimes node:${process.execPath})`
        : `media: yt-dlp ${facts.ytDlp} has no --js-runtimes option, so it is given no JavaScript runtime (YouTube needs one since yt-dlp 2025.11.12)`,
    );
    const warning = ytDlpAgeWarning(facts.ytDlp, now);
    if (warning) this.log.warn(warning);
  }

  /** The JavaScript runtime for yt-dlp's arguments (readPrograms's answer), or undefined once `signal` aborts first. */
  private async jsRuntime(signal: AbortSignal): Promise<string | undefined> {
    if (signal.aborted) return undefined;
    let stop: () => void = () => {};
    const aborted = new Promise<undefined>((resolve) => {
      stop = () => resolve(undefined);
      signal.addEventListener('abort', stop, { once: true });
    });
    try {
      const facts = await Promise.race([this.readPrograms(), aborted]);
      return facts?.ytDlpTakesJsRuntime ? process.execPath : undefined;
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }

  private async probePrograms(): Promise<ProgramFacts> {
    const ytDlp = this.programs['yt-dlp'];
    const ffmpeg = this.programs.ffmpeg;
    const known = { ytDlp: ytDlp && knownFacts.get(identityOf(ytDlp.path)), ffmpeg: ffmpeg && knownFacts.get(identityOf(ffmpeg.path)) };
    const [ytDlpFacts, ffmpegVersion] = await Promise.all([
      ytDlp ? (known.ytDlp ?? this.probeYtDlp(ytDlp)) : null,
      ffmpeg ? (known.ffmpeg ?? this.probeOutput(ffmpeg, VERSION_ARGS.ffmpeg, 'version').then((out) => (out === null ? null : { version: readFfmpegVersion(out) }))) : null,
    ]);
    // Kept for this process's other engines (tests make many), keyed by the file's identity, unless cut short.
    if (ytDlp && ytDlpFacts && !known.ytDlp) knownFacts.set(identityOf(ytDlp.path), ytDlpFacts);
    if (ffmpeg && ffmpegVersion && !known.ffmpeg) knownFacts.set(identityOf(ffmpeg.path), ffmpegVersion);
    return {
      ytDlp: ytDlpFacts?.version ?? null,
      ffmpeg: ffmpegVersion?.version ?? null,
      ytDlpTakesJsRuntime: ytDlpFacts?.takesJsRuntime ?? false,
    };
  }

  /** yt-dlp's version, then (only once that answered) whether its help lists --js-runtimes; null when cut short. */
  private async probeYtDlp(ytDlp: Program): Promise<ProbedFacts | null> {
    const out = await this.probeOutput(ytDlp, VERSION_ARGS['yt-dlp'], 'version');
    if (out === null) return null;
    const help = await this.probeOutput(ytDlp, ['--help'], 'help');
    if (help === null) return null;
    return { version: readYtDlpVersion(out), takesJsRuntime: helpListsJsRuntimes(help) };
  }

  /** A program's stdout for `args` ('' when it failed), in its own process group; null when it timed out or the engine closed. */
  private async probeOutput(program: Program, args: readonly string[], what: string): Promise<string | null> {
    if (this.closed) return null;
    const controller = new AbortController();
    this.versionRuns.add(controller);
    const timer = setTimeout(() => controller.abort(), 15_000);
    try {
      const result = await runInGroup(program.path, args, {
        cwd: this.instanceDir,
        marker: `${what}-${program.name}`,
        recordsDir: this.recordsDir,
        signal: controller.signal,
        killGraceMs: 1000,
        collectStdoutBytes: 1024 * 1024,
      });
      if (controller.signal.aborted) return null;
      return result.exitCode === 0 ? result.stdout : '';
    } finally {
      clearTimeout(timer);
      this.versionRuns.delete(controller);
    }
  }

  service(id: string): MediaService {
    const service = this.services.get(id);
    if (!service) throw new Error(`unknown media service "${id}"`);
    return service;
  }

  /** Starts a video download (POST /api/download/{tiktok,youtube,facebook}); progress on the stream of `downloadId`. */
  async startDownload(request: DownloadRequest, ip: string): Promise<DownloadStartResult> {
    return downloadStarted(await this.start(this.checkDownload(request), ip));
  }

  /** Starts a YouTube-to-MP3 conversion (POST /api/convert/youtube-mp3); progress by polling the conversion id. */
  async startConversion(request: ConversionRequest, ip: string): Promise<ConversionStartResult> {
    return conversionStarted(await this.start(this.checkConversion(request), ip));
  }

  /** A download request's 400s (the page's URL sentences, the id, the watermark flag), else the job it asks for. */
  checkDownload(request: DownloadRequest): CheckedStart {
    const service = this.service(request.service);
    const checked = checkServiceUrl(service, request.url);
    if (!checked.ok) return fail(400, checked.error);
    if (!isDownloadId(request.downloadId)) return fail(400, DOWNLOAD_ID_ERROR);
    if (request.withoutWatermark !== undefined && typeof request.withoutWatermark !== 'boolean') {
      return fail(400, WATERMARK_ERROR);
    }
    const spec = { kind: 'download' as const, service: service.id, url: checked.url.href, downloadId: request.downloadId };
    return { ok: true, spec: { ...spec, withoutWatermark: request.withoutWatermark === true } };
  }

  /** A conversion request's 400s (the page's URL sentences, the quality), else the job it asks for. */
  checkConversion(request: ConversionRequest): CheckedStart {
    const service = this.service(request.service ?? YOUTUBE.id);
    const checked = checkServiceUrl({ ...service, ...request.urlMessages }, request.url);
    if (!checked.ok) return fail(400, checked.error);
    const raw = request.quality;
    const quality = raw === undefined ? DEFAULT_MP3_QUALITY : typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    if (!(MP3_QUALITIES as readonly string[]).includes(quality)) {
      return fail(400, QUALITY_ERROR);
    }
    return { ok: true, spec: { kind: 'mp3', service: service.id, url: checked.url.href, quality: quality as Mp3Quality } };
  }

  /**
   * The refusals of a start that do not depend on where jobs run: low disk, shutdown, missing
   * programs, the client's start rate. Counts nothing: `recordStart` does, once the job is taken.
   */
  async admission(client: string): Promise<StartFailure | null> {
    const disk = await this.diskRefusal();
    if (disk) return disk;
    if (this.closed) return fail(503, SHUTDOWN_MESSAGE, 10);
    for (const name of ['yt-dlp', 'ffmpeg'] as const) {
      if (!this.programs[name]) return fail(503, missingProgramMessage(name));
    }
    const retryAfter = await this.limiter.retryAfterSeconds(client, Date.now());
    if (retryAfter > 0) return fail(429, `Too many downloads started. Please try again ${retryIn(retryAfter)}.`, retryAfter);
    return null;
  }

  /** Counts an accepted start against the client's start rate. */
  async recordStart(client: string): Promise<void> {
    await this.limiter.record(client, Date.now());
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
    const retryAfter = await this.lookupLimiter.retryAfterSeconds(client, Date.now());
    if (retryAfter > 0) return fail(429, `Too many video lookups. Please try again ${retryIn(retryAfter)}.`, retryAfter);
    if (this.lookups.size >= this.settings.concurrency * 2) return fail(503, 'The server is busy. Please try again in a moment.', 5);
    await this.lookupLimiter.record(client, Date.now());

    const controller = new AbortController();
    this.lookups.add(controller);
    const timeoutSeconds = this.options.lookupTimeoutSeconds ?? MEDIA_DEFAULTS.lookupTimeoutSeconds;
    const timer = setTimeout(() => controller.abort(new JobFailure('timeout')), timeoutSeconds * 1000);
    try {
      const target = { service, url: checked.url, kind: 'download' as const, withoutWatermark: false };
      const jsRuntime = await this.jsRuntime(controller.signal);
      const setup = { ffmpeg: ffmpeg ?? { name: 'ffmpeg' as const, path: 'ffmpeg' }, ...(jsRuntime ? { jsRuntime } : {}) };
      const result = await runInGroup(ytDlp.path, infoArgs(target, setup), {
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
      if (result.exitCode !== 0) {
        this.log.warn(`media: yt-dlp could not read the video details of ${checked.url.href}: ${programErrorLine(result.stderrTail)}`);
        return { ok: false, status: 502, error: readableYtDlpError(result.stderrTail) };
      }
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

  /** A checked start, refused or taken into this process's own line. */
  private async start(checked: CheckedStart, ip: string): Promise<Started> {
    if (!checked.ok) return checked;
    const client = clientKey(ip);
    const refused = (await this.admission(client)) ?? this.localRefusal(client);
    if (refused) return refused;
    return this.createJob({ ...checked.spec, client });
  }

  /** The refusals of this process's own queue: the client's active jobs, a full line. */
  private localRefusal(client: string): StartFailure | null {
    const active = [...this.jobs.values()].filter((job) => job.client === client && job.active).length;
    if (active >= this.settings.maxActivePerIp) return tooManyActive(active);
    if (this.queue.full) return fail(503, QUEUE_FULL_MESSAGE, QUEUE_FULL_RETRY_SECONDS);
    return null;
  }

  private async createJob(init: Omit<JobSpec, 'key'>): Promise<Started> {
    if (init.downloadId && this.downloads.has(init.downloadId)) return idTaken();
    const key = randomUUID();
    const spec = { ...init, key };
    const job = this.newJob(spec, firstSnapshot(spec.kind));
    const position = this.queue.add(job);
    if (position === null) return fail(503, QUEUE_FULL_MESSAGE, QUEUE_FULL_RETRY_SECONDS);
    if (position > 0) job.update({ message: waitingMessage(position) });
    this.jobs.set(key, job);
    if (job.downloadId) {
      this.downloads.set(job.downloadId, job);
      const waiting = this.arrivals.get(job.downloadId);
      this.arrivals.delete(job.downloadId);
      for (const callback of waiting ?? []) callback();
    }
    await this.recordStart(spec.client);
    return { ok: true, spec, position };
  }

  private newJob(spec: JobSpec, first: JobSnapshot): Job {
    const { key, kind, client, downloadId, withoutWatermark, quality } = spec;
    const service = this.service(spec.service);
    return new Job({ key, kind, service, url: new URL(spec.url), client, dir: join(this.instanceDir, key), downloadId, withoutWatermark, quality, first });
  }

  /**
   * Runs one job at once, outside this engine's line and per-client limits (a queue worker's: its
   * queue is Redis's), from the state `first` (a retried job goes on from its last progress).
   * `listener` hears each state; the answer is the ended job, its file (if any) still in this
   * engine's folder: the caller moves it out before the engine's close removes the folder.
   */
  async runNow(spec: JobSpec, first: JobSnapshot, listener: JobListener): Promise<Job> {
    const job = this.newJob(spec, first);
    job.listen(listener);
    if (this.closed) {
      // Stopped as the engine stops: the caller hands it back.
      job.abort.abort(new JobFailure(SHUTDOWN_MESSAGE, true));
      job.update({ phase: 'error', message: SHUTDOWN_MESSAGE });
      return job;
    }
    this.jobs.set(job.key, job);
    try {
      await this.execute(job);
    } finally {
      this.jobs.delete(job.key);
    }
    return job;
  }

  private async run(job: Job): Promise<void> {
    if (!job.active) return;
    await this.execute(job);
    this.expireLater(job);
  }

  /** Runs a job's programs to its end (a missing program ends it at once). */
  private async execute(job: Job): Promise<void> {
    const ytDlp = this.programs['yt-dlp'];
    const ffmpeg = this.programs.ffmpeg;
    const done = (async () => {
      if (!ytDlp || !ffmpeg) {
        rmSync(job.dir, { recursive: true, force: true });
        return job.update({ phase: 'error', message: missingProgramMessage(ytDlp ? 'ffmpeg' : 'yt-dlp') });
      }
      const jsRuntime = await this.jsRuntime(job.abort.signal);
      await runJob(job, {
        ytDlp,
        ffmpeg,
        ...(jsRuntime ? { jsRuntime } : {}),
        recordsDir: this.recordsDir,
        limits: this.limits,
        fileUrl: (key) => `${this.settings.fileUrlPrefix}${key}`,
        ...(this.options.onSpawn ? { onSpawn: this.options.onSpawn } : {}),
        onUnexpectedError: (error) => this.log.error('media: job failed unexpectedly', error),
        onProgramFailure: (program, line) => this.log.warn(`media: ${program} failed in job ${job.key} (${job.url.href}): ${line}`),
      });
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
