// The media engine: this process's own jobs. It puts together the start checks (starts.ts,
// admission.ts), its own line of jobs (local-jobs.ts: the FIFO queue, the jobs' table), the video-info
// lookups (video-lookups.ts), what it knows of its programs (program-facts.ts), the runs of the jobs'
// programs (job-runner.ts) and its folders (media-folder.ts): crash recovery at start and clean-up at
// shutdown.
import { join } from 'node:path';
import { clientKey } from '@toolnest/net';
import { StartAdmission } from './admission';
import { jobLimits, MEDIA_DEFAULTS, noLog, type MediaEngineOptions, type MediaLogger } from './engine-options';
import type { FinishedFile, Job, JobListener, JobSnapshot } from './job';
import { StartRateLimiter, StreamSlots } from './limits';
import { MediaFolder } from './media-folder';
import type { MediaFolderScan } from './instance';
import { killRecordedGroupsNow } from './process-group';
import { ProgramProbe } from './program-facts';
import { findProgram, missingProgramMessage, type Program, type ProgramName } from './programs';
import { JobRunner } from './job-runner';
import { LocalJobs } from './local-jobs';
import { JobFailure } from './run-job';
import type { ConversionProgress, DownloadProgressEvent } from './schemas';
import { BUILT_IN_SERVICES, YOUTUBE, type MediaService } from './services';
import {
  checkConversion,
  checkDownload,
  conversionStarted,
  downloadStarted,
  SHUTDOWN_MESSAGE,
  type CheckedStart,
  type ConversionRequest,
  type ConversionStartResult,
  type DownloadRequest,
  type DownloadStartResult,
  type JobSpec,
  type StartFailure,
  type Started,
} from './starts';
import type { ProgramFacts, ProgramVersions } from './versions';
import { VideoLookups, type VideoInfoRequest, type VideoInfoResult } from './video-lookups';

export class MediaEngine {
  readonly programs: Readonly<Record<ProgramName, Program | null>>;
  private readonly folder: MediaFolder;
  private readonly probe: ProgramProbe;
  private readonly admissions: StartAdmission;
  private readonly lookups: VideoLookups;
  private readonly services = new Map<string, MediaService>();
  private readonly runner: JobRunner;
  private readonly jobs: LocalJobs;
  private readonly streamSlots: StreamSlots;
  private readonly log: MediaLogger;
  private readonly pruneTimer: NodeJS.Timeout;
  private closed = false;

  /** Use createMediaEngine(), which also cleans up after a previous run. */
  constructor(options: MediaEngineOptions) {
    this.log = options.log ?? noLog;
    this.folder = new MediaFolder(options.mediaDir ?? join(options.dataDir, 'media'), this.log);
    for (const service of [...BUILT_IN_SERVICES, ...(options.services ?? [])]) this.services.set(service.id, service);
    this.programs = { 'yt-dlp': findProgram('yt-dlp', options.ytDlpPath), ffmpeg: findProgram('ffmpeg', options.ffmpegPath) };
    const limits = jobLimits(options);
    const shared = { programs: this.programs, log: this.log, isClosed: () => this.closed };
    const runsIn = { cwd: this.folder.instanceDir, recordsDir: this.folder.recordsDir };
    this.probe = new ProgramProbe({ ...shared, ...runsIn });
    this.admissions = new StartAdmission({
      ...shared,
      mediaDir: this.mediaDir,
      maxBytes: limits.maxBytes,
      limit: options.startLimit ?? new StartRateLimiter(options.startsPerMinute ?? MEDIA_DEFAULTS.startsPerMinute),
    });
    const concurrency = options.concurrency ?? MEDIA_DEFAULTS.concurrency;
    this.lookups = new VideoLookups({
      ...shared,
      ...runsIn,
      probe: this.probe,
      service: (id) => this.service(id),
      limit: options.lookupLimit ?? new StartRateLimiter(options.lookupsPerMinute ?? MEDIA_DEFAULTS.lookupsPerMinute),
      maxRunning: concurrency * 2,
      timeoutSeconds: options.lookupTimeoutSeconds ?? MEDIA_DEFAULTS.lookupTimeoutSeconds,
      onSpawn: options.onSpawn,
    });
    this.runner = new JobRunner({
      recordsDir: this.folder.recordsDir,
      programs: this.programs,
      probe: this.probe,
      limits,
      fileUrlPrefix: options.fileUrlPrefix ?? '/api/download/file/',
      log: this.log,
      onSpawn: options.onSpawn,
    });
    this.streamSlots = new StreamSlots(options.maxStreamsPerIp ?? MEDIA_DEFAULTS.maxStreamsPerIp);
    this.pruneTimer = setInterval(() => {
      this.admissions.prune(Date.now());
      this.lookups.prune(Date.now());
    }, 60_000).unref();
    this.jobs = new LocalJobs({
      runner: this.runner,
      instanceDir: this.instanceDir,
      service: (id) => this.service(id),
      concurrency,
      maxQueued: options.maxQueued ?? MEDIA_DEFAULTS.maxQueued,
      maxActivePerIp: options.maxActivePerIp ?? MEDIA_DEFAULTS.maxActivePerIp,
      fileTtlMinutes: options.fileTtlMinutes ?? MEDIA_DEFAULTS.fileTtlMinutes,
      recordStart: (client) => this.recordStart(client),
      isClosed: () => this.closed,
    });
  }

  /** DATA_DIR/media: shared with other engines on the same DATA_DIR, and perhaps the operator's files. */
  get mediaDir(): string {
    return this.folder.mediaDir;
  }

  /** DATA_DIR/media/instance-<uuid>: this engine's own folder (owner file, group records, job folders). */
  get instanceDir(): string {
    return this.folder.instanceDir;
  }

  /** Cleans up after engines that are gone and makes this engine's folder (MediaFolder.create); reports missing programs. */
  async recover(): Promise<void> {
    await this.folder.create();
    for (const [name, program] of Object.entries(this.programs)) {
      if (!program) this.log.warn(`media: ${name} not found; downloads answer "${missingProgramMessage(name as ProgramName)}"`);
    }
  }

  /** Kills the process groups of engines that are gone and removes their folders (a worker's minute sweep). */
  cleanUpGone(): Promise<MediaFolderScan> {
    return this.folder.cleanUpGone();
  }

  /** The programs' versions, and whether yt-dlp takes `--js-runtimes`: read once, in the background. */
  readPrograms(): Promise<ProgramFacts> {
    return this.probe.readPrograms();
  }

  /** The versions read so far (both null until readPrograms has answered): for /api/health. */
  versions(): ProgramVersions {
    return this.probe.versions();
  }

  /** Logs the programs' versions, yt-dlp's JavaScript runtime, and a warning when yt-dlp is old. */
  logVersions(now = new Date()): Promise<void> {
    return this.probe.logVersions(now);
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

  /** A download request's 400s, else the job it asks for. */
  checkDownload(request: DownloadRequest): CheckedStart {
    return checkDownload(this.service(request.service), request);
  }

  /** A conversion request's 400s, else the job it asks for. */
  checkConversion(request: ConversionRequest): CheckedStart {
    return checkConversion(this.service(request.service ?? YOUTUBE.id), request);
  }

  /** The refusals of a start that do not depend on where jobs run (StartAdmission); counts nothing. */
  admission(client: string): Promise<StartFailure | null> {
    return this.admissions.refusal(client);
  }

  /** Counts an accepted start against the client's start rate. */
  recordStart(client: string): Promise<void> {
    return this.admissions.record(client);
  }

  /** The video info card (POST /api/video/info). */
  videoInfo(request: VideoInfoRequest, ip: string): Promise<VideoInfoResult> {
    return this.lookups.videoInfo(request, ip);
  }

  /** Follows a download's progress, the latest event first (DownloadIndex.subscribe); null when there is no such job yet. */
  subscribe(downloadId: string, listener: (event: DownloadProgressEvent) => void): (() => void) | null {
    return this.jobs.table.downloads.subscribe(downloadId, listener);
  }

  /** Calls `callback` once a job with `downloadId` exists; answers the cancel. */
  whenStarted(downloadId: string, callback: () => void): () => void {
    return this.jobs.table.downloads.whenStarted(downloadId, callback);
  }

  /** The polling answer for a conversion, or null when there is none (unknown, or expired). */
  conversionProgress(conversionId: string): ConversionProgress | null {
    return this.jobs.table.conversionProgress(conversionId);
  }

  /** The latest state of a download, or null. */
  downloadProgress(downloadId: string): DownloadProgressEvent | null {
    return this.jobs.table.downloads.progress(downloadId);
  }

  /** A finished file by its key (the last part of its download URL), or null. */
  finishedFile(key: string): FinishedFile | null {
    return this.jobs.table.finishedFile(key);
  }

  /** How many listeners follow a download's progress. */
  listenerCount(downloadId: string): number {
    return this.jobs.table.downloads.listenerCount(downloadId);
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

  /** Counts for tests and logs. */
  get stats(): { jobs: number; running: number; waiting: number } {
    return this.jobs.stats;
  }

  /** Stops everything: waiting jobs fail, running groups are killed at once, the engine's own folder is removed. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.pruneTimer);
    this.folder.stop();
    this.jobs.stop();
    this.lookups.abort(new JobFailure(SHUTDOWN_MESSAGE, true));
    this.probe.abort(new JobFailure(SHUTDOWN_MESSAGE, true));
    await this.runner.settled();
    this.jobs.table.stopTimers();
    this.folder.remove();
  }

  /**
   * For a process that must exit now (a second signal, the shutdown timeout): synchronously kills
   * every process group the engine has running (jobs, lookups, version runs) and refuses new starts.
   * close() is the orderly way; this is what is left when there is no time for it. Answers how many
   * groups were killed.
   */
  killGroupsNow(): number {
    this.closed = true;
    return killRecordedGroupsNow(this.folder.recordsDir);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** A checked start, refused or taken into this process's own line. */
  private async start(checked: CheckedStart, ip: string): Promise<Started> {
    if (!checked.ok) return checked;
    const client = clientKey(ip);
    const refused = (await this.admission(client)) ?? this.jobs.refusal(client);
    if (refused) return refused;
    return this.jobs.add({ ...checked.spec, client });
  }

  /**
   * Runs one job at once, outside this engine's line and per-client limits (a queue worker's: its
   * queue is Redis's), from the state `first` (a retried job goes on from its last progress).
   * `listener` hears each state; the answer is the ended job, its file (if any) still in this
   * engine's folder: the caller moves it out before the engine's close removes the folder.
   */
  runNow(spec: JobSpec, first: JobSnapshot, listener: JobListener): Promise<Job> {
    return this.jobs.runNow(spec, first, listener);
  }
}

/** A ready engine: leftovers of a previous run killed and removed, versions logged in the background. */
export async function createMediaEngine(options: MediaEngineOptions): Promise<MediaEngine> {
  const engine = new MediaEngine(options);
  await engine.recover();
  return engine;
}
