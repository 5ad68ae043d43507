// What a media engine is made of, put together from its options: its folders, its programs and what
// it knows of them, its sites, the start checks, the video-info lookups, the runs of the jobs, its own
// line of jobs and what the routes read of them. engine.ts says what the engine does with them.
import { join } from 'node:path';
import { StartAdmission } from './admission';
import { jobLimits, MEDIA_DEFAULTS, noLog, type MediaEngineOptions, type MediaLogger } from './engine-options';
import { JobRunner } from './job-runner';
import { LocalFiles, LocalProgress } from './job-reads';
import { ClientStreams, StartRateLimiter } from './limits';
import { LocalJobs } from './local-jobs';
import { MediaFolder } from './media-folder';
import { MediaServices } from './media-services';
import { ProgramProbe } from './program-facts';
import { findProgram, type Program, type ProgramName } from './programs';
import { VideoLookups } from './video-lookups';

export interface EngineParts {
  log: MediaLogger;
  /** Set once the engine closes: its parts then start nothing new. */
  status: { closed: boolean };
  programs: Readonly<Record<ProgramName, Program | null>>;
  services: MediaServices;
  folder: MediaFolder;
  probe: ProgramProbe;
  admissions: StartAdmission;
  lookups: VideoLookups;
  runner: JobRunner;
  jobs: LocalJobs;
  progress: LocalProgress;
  files: LocalFiles;
  streams: ClientStreams;
  /** Every minute, the start and lookup windows forget the starts that have left them. */
  pruneTimer: NodeJS.Timeout;
}

/** What the parts share: the programs, the log, whether the engine has closed, and where the programs run. */
type Common = Pick<EngineParts, 'programs' | 'log'> & { isClosed: () => boolean; cwd: string; recordsDir: string };

/** An engine's parts, from its options: nothing runs yet but the prune timer (createMediaEngine then recovers). */
export function engineParts(options: MediaEngineOptions): EngineParts {
  const log = options.log ?? noLog;
  const status = { closed: false };
  const folder = new MediaFolder(options.mediaDir ?? join(options.dataDir, 'media'), log);
  const services = new MediaServices(options.services);
  const programs = { 'yt-dlp': findProgram('yt-dlp', options.ytDlpPath), ffmpeg: findProgram('ffmpeg', options.ffmpegPath) };
  const common: Common = { programs, log, isClosed: () => status.closed, cwd: folder.instanceDir, recordsDir: folder.recordsDir };
  const limits = jobLimits(options);
  const probe = new ProgramProbe(common);
  const admissions = new StartAdmission({
    programs,
    log,
    isClosed: common.isClosed,
    mediaDir: folder.mediaDir,
    maxBytes: limits.maxBytes,
    limit: options.startLimit ?? new StartRateLimiter(options.startsPerMinute ?? MEDIA_DEFAULTS.startsPerMinute),
  });
  const lookups = videoLookups(options, common, probe, services);
  const fileUrlPrefix = options.fileUrlPrefix ?? '/api/download/file/';
  const runner = new JobRunner({ recordsDir: folder.recordsDir, programs, probe, limits, fileUrlPrefix, log, onSpawn: options.onSpawn });
  const jobs = localJobs(options, { runner, services, admissions, instanceDir: folder.instanceDir, isClosed: common.isClosed });
  const pruneTimer = setInterval(() => {
    admissions.prune(Date.now());
    lookups.prune(Date.now());
  }, 60_000).unref();
  const streams = new ClientStreams(options.maxStreamsPerIp ?? MEDIA_DEFAULTS.maxStreamsPerIp);
  const [progress, files] = [new LocalProgress(jobs.table), new LocalFiles(jobs.table)];
  return { log, status, programs, services, folder, probe, admissions, lookups, runner, jobs, progress, files, streams, pruneTimer };
}

/** The video-info lookups: twice the jobs' concurrency at once at most, under their own per-client rate. */
function videoLookups(options: MediaEngineOptions, common: Common, probe: ProgramProbe, services: MediaServices): VideoLookups {
  return new VideoLookups({
    ...common,
    probe,
    service: (id) => services.get(id),
    limit: options.lookupLimit ?? new StartRateLimiter(options.lookupsPerMinute ?? MEDIA_DEFAULTS.lookupsPerMinute),
    maxRunning: (options.concurrency ?? MEDIA_DEFAULTS.concurrency) * 2,
    timeoutSeconds: options.lookupTimeoutSeconds ?? MEDIA_DEFAULTS.lookupTimeoutSeconds,
    onSpawn: options.onSpawn,
  });
}

/** What this process's own line of jobs is given besides the options. */
interface LineParts {
  runner: JobRunner;
  services: MediaServices;
  admissions: StartAdmission;
  instanceDir: string;
  isClosed: () => boolean;
}

/** This process's own line of jobs, with its limits from the options. */
function localJobs(options: MediaEngineOptions, { runner, services, admissions, instanceDir, isClosed }: LineParts): LocalJobs {
  return new LocalJobs({
    runner,
    instanceDir,
    service: (id) => services.get(id),
    concurrency: options.concurrency ?? MEDIA_DEFAULTS.concurrency,
    maxQueued: options.maxQueued ?? MEDIA_DEFAULTS.maxQueued,
    maxActivePerIp: options.maxActivePerIp ?? MEDIA_DEFAULTS.maxActivePerIp,
    fileTtlMinutes: options.fileTtlMinutes ?? MEDIA_DEFAULTS.fileTtlMinutes,
    recordStart: (client) => admissions.record(client),
    isClosed,
  });
}
