// The media engine: this process's own jobs. Its parts (engine-parts.ts) do the work: its sites and the
// start checks (media-services.ts, admission.ts), its own line of jobs (local-jobs.ts), the video-info
// lookups (video-lookups.ts), what it knows of its programs (program-facts.ts), the runs of the jobs'
// programs (job-runner.ts), what the routes read of the jobs (job-reads.ts) and its folders
// (media-folder.ts). The engine takes the starts, and recovers at start and cleans up at shutdown
// (engine-lifecycle.ts).
import { clientKey } from '@toolnest/net';
import type { StartAdmission } from './admission';
import { closeEngine, killEngineGroupsNow, recoverEngine } from './engine-lifecycle';
import type { MediaEngineOptions } from './engine-options';
import { engineParts, type EngineParts } from './engine-parts';
import type { LocalFiles, LocalProgress } from './job-reads';
import type { ClientStreams } from './limits';
import type { LocalJobs } from './local-jobs';
import type { MediaFolder } from './media-folder';
import type { MediaServices } from './media-services';
import type { ProgramInfo } from './program-facts';
import {
  conversionStarted,
  downloadStarted,
  type CheckedStart,
  type ConversionRequest,
  type ConversionStartResult,
  type DownloadRequest,
  type DownloadStartResult,
  type Started,
} from './starts';
import type { VideoInfoRequest, VideoInfoResult } from './video-lookups';

/** The engine's folders as its users see them: where they are, and the sweep of those of engines that are gone. */
export type EngineFolder = Pick<MediaFolder, 'mediaDir' | 'instanceDir' | 'cleanUpGone'>;
/** The engine's own line of jobs as its users see it: its counts, and a queue worker's runs outside the line. */
export type EngineJobs = Pick<LocalJobs, 'stats' | 'runNow'>;

export class MediaEngine {
  /** yt-dlp and ffmpeg as found at start (null: missing). */
  readonly programs: EngineParts['programs'];
  /** The sites it downloads from, and a start request's checks against its site. */
  readonly services: MediaServices;
  /** What it knows of its programs (their versions, read once in the background): logged at start, shown by /api/health. */
  readonly programInfo: ProgramInfo;
  /** A start's refusals that do not depend on where jobs run, and its count against the start rate. */
  readonly admissions: StartAdmission;
  /** What the progress stream and the conversion polling read of the jobs. */
  readonly progress: LocalProgress;
  /** The finished files, for the file route. */
  readonly files: LocalFiles;
  /** The progress streams' slots, per client. */
  readonly streams: ClientStreams;
  /** DATA_DIR/media (or MEDIA_DIR) and the engine's own instance folder in it. */
  readonly folder: EngineFolder;
  /** This process's own line of jobs. */
  readonly jobs: EngineJobs;
  private readonly parts: EngineParts;

  /** Use createMediaEngine(), which also cleans up after a previous run. */
  constructor(options: MediaEngineOptions) {
    const parts = engineParts(options);
    this.parts = parts;
    this.programs = parts.programs;
    this.services = parts.services;
    this.programInfo = parts.probe;
    this.admissions = parts.admissions;
    this.progress = parts.progress;
    this.files = parts.files;
    this.streams = parts.streams;
    this.folder = parts.folder;
    this.jobs = parts.jobs;
  }

  /** Starts a video download (POST /api/download/{tiktok,youtube,facebook}); progress on the stream of `downloadId`. */
  async startDownload(request: DownloadRequest, ip: string): Promise<DownloadStartResult> {
    return downloadStarted(await startHere(this.parts, this.services.checkDownload(request), ip));
  }

  /** Starts a YouTube-to-MP3 conversion (POST /api/convert/youtube-mp3); progress by polling the conversion id. */
  async startConversion(request: ConversionRequest, ip: string): Promise<ConversionStartResult> {
    return conversionStarted(await startHere(this.parts, this.services.checkConversion(request), ip));
  }

  /** The video info card (POST /api/video/info). */
  videoInfo(request: VideoInfoRequest, ip: string): Promise<VideoInfoResult> {
    return this.parts.lookups.videoInfo(request, ip);
  }

  /** Cleans up after engines that are gone and makes this engine's folder; reports missing programs. */
  recover(): Promise<void> {
    return recoverEngine(this.parts);
  }

  /** Stops everything: waiting jobs fail, running groups are killed at once, the engine's own folder is removed. */
  close(): Promise<void> {
    return closeEngine(this.parts);
  }

  /**
   * For a process that must exit now (a second signal, the shutdown timeout): synchronously kills every
   * process group the engine has running (jobs, lookups, version runs) and refuses new starts. close() is
   * the orderly way. Answers how many groups were killed.
   */
  killGroupsNow(): number {
    return killEngineGroupsNow(this.parts);
  }

  get isClosed(): boolean {
    return this.parts.status.closed;
  }
}

/** A checked start, refused or taken into this process's own line. */
async function startHere({ admissions, jobs }: EngineParts, checked: CheckedStart, ip: string): Promise<Started> {
  if (!checked.ok) return checked;
  const client = clientKey(ip);
  const refused = (await admissions.refusal(client)) ?? jobs.refusal(client);
  if (refused) return refused;
  return jobs.add({ ...checked.spec, client });
}

/** A ready engine: leftovers of a previous run killed and removed, versions logged in the background. */
export async function createMediaEngine(options: MediaEngineOptions): Promise<MediaEngine> {
  const engine = new MediaEngine(options);
  await engine.recover();
  return engine;
}
