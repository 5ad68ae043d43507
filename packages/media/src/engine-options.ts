// The media engine's settings: its defaults, its options (apps/api and the worker read them from the
// environment) and the logger it writes to.
import type { StartLimit } from './limits';
import type { MediaService } from './services';
import type { SpawnEvent } from './process-group';
import type { JobLimits } from './run-job';

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

/** The logger of an engine given none. */
export const noLog: MediaLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** A running job's limits from the options, with the defaults. */
export function jobLimits(options: MediaEngineOptions): JobLimits {
  return {
    jobTimeoutMs: (options.jobTimeoutSeconds ?? MEDIA_DEFAULTS.jobTimeoutSeconds) * 1000,
    stallTimeoutMs: (options.stallTimeoutSeconds ?? MEDIA_DEFAULTS.stallTimeoutSeconds) * 1000,
    killGraceMs: options.killGraceMs ?? MEDIA_DEFAULTS.killGraceMs,
    maxBytes: (options.maxMegabytes ?? MEDIA_DEFAULTS.maxMegabytes) * 1024 * 1024,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
  };
}
