// The video info card's lookups (POST /api/video/info): yt-dlp -J with the download's own format
// choice, in its process group, with a timeout. Not queued (it downloads nothing), but limited per
// client and to `concurrency × 2` at once.
import { randomUUID } from 'node:crypto';
import { clientKey } from '@toolnest/net';
import type { MediaLogger } from './engine-options';
import { readVideoInfo } from './info';
import { StartRateLimiter, type StartLimit } from './limits';
import { describeDuration, programErrorLine, readableYtDlpError, retryIn } from './messages';
import { runInGroup, type SpawnEvent } from './process-group';
import type { ProgramProbe } from './program-facts';
import { missingProgramMessage, type Program, type ProgramName } from './programs';
import { cutFor, infoArgs, JobFailure } from './run-job';
import { checkServiceUrl, YOUTUBE, type MediaService } from './services';
import { fail, SHUTDOWN_MESSAGE, type StartFailure, type UrlMessages } from './starts';

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


export interface VideoLookupsOptions {
  programs: Readonly<Record<ProgramName, Program | null>>;
  probe: ProgramProbe;
  service: (id: string) => MediaService;
  /** Where yt-dlp runs, and where its process groups are recorded. */
  cwd: string;
  recordsDir: string;
  limit: StartLimit;
  /** Lookups at once: twice the engine's concurrency. */
  maxRunning: number;
  timeoutSeconds: number;
  log: MediaLogger;
  isClosed: () => boolean;
  onSpawn?: ((event: SpawnEvent & { jobKey: string }) => void) | undefined;
}

/** The card's fields from yt-dlp's answer. */
function toDetails(json: unknown, service: MediaService): VideoDetails {
  const info = readVideoInfo(json);
  return {
    title: info.title ?? '',
    thumbnail: info.thumbnail ?? null,
    duration: info.duration ?? null,
    uploader: info.uploader ?? null,
    selectedQuality: info.height ? `${info.height}p` : null,
    hasFFmpegMerge: info.parts.length > 1,
    isLongVideo: cutFor(service.cutAfterSeconds, info.duration) !== undefined && info.duration !== undefined,
  };
}

export class VideoLookups {
  private readonly running = new Set<AbortController>();

  constructor(private readonly options: VideoLookupsOptions) {}

  /** Forgets the client's lookups older than a minute. */
  prune(now: number): void {
    if (this.options.limit instanceof StartRateLimiter) this.options.limit.prune(now);
  }

  /** Stops the lookups under way. */
  abort(reason: unknown): void {
    for (const lookup of this.running) lookup.abort(reason);
  }

  /** A lookup's answer: the card's fields, or why there are none. */
  async videoInfo(request: VideoInfoRequest, ip: string): Promise<VideoInfoResult> {
    const client = clientKey(ip);
    const service = this.options.service(request.service ?? YOUTUBE.id);
    const checked = checkServiceUrl({ ...service, ...request.urlMessages }, request.url);
    if (!checked.ok) return fail(400, checked.error);
    const refused = await this.refusal(client);
    if (refused) return refused;
    await this.options.limit.record(client, Date.now());

    const controller = new AbortController();
    this.running.add(controller);
    const { timeoutSeconds } = this.options;
    const timer = setTimeout(() => controller.abort(new JobFailure('timeout')), timeoutSeconds * 1000);
    try {
      const result = await this.runYtDlp(service, checked.url, controller.signal);
      if (controller.signal.aborted) {
        return { ok: false, status: 502, error: `The video details took longer than ${describeDuration(timeoutSeconds * 1000)}. Please try again.` };
      }
      if (result.exitCode !== 0) {
        this.options.log.warn(`media: yt-dlp could not read the video details of ${checked.url.href}: ${programErrorLine(result.stderrTail)}`);
        return { ok: false, status: 502, error: readableYtDlpError(result.stderrTail) };
      }
      let json: unknown;
      try {
        json = JSON.parse(result.stdout);
      } catch {
        return { ok: false, status: 502, error: 'The video details could not be read. Please try again.' };
      }
      return { ok: true, info: toDetails(json, service) };
    } finally {
      clearTimeout(timer);
      this.running.delete(controller);
    }
  }

  /** Shutdown, a missing yt-dlp, the client's lookup rate, or too many lookups at once. */
  private async refusal(client: string): Promise<StartFailure | null> {
    if (this.options.isClosed()) return fail(503, SHUTDOWN_MESSAGE, 10);
    if (!this.options.programs['yt-dlp']) return fail(503, missingProgramMessage('yt-dlp'));
    const retryAfter = await this.options.limit.retryAfterSeconds(client, Date.now());
    if (retryAfter > 0) return fail(429, `Too many video lookups. Please try again ${retryIn(retryAfter)}.`, retryAfter);
    if (this.running.size >= this.options.maxRunning) return fail(503, 'The server is busy. Please try again in a moment.', 5);
    return null;
  }

  /** yt-dlp -J on `url` in its own process group. */
  private async runYtDlp(service: MediaService, url: URL, signal: AbortSignal) {
    const { programs, probe, onSpawn } = this.options;
    const target = { service, url, kind: 'download' as const, withoutWatermark: false };
    const jsRuntime = await probe.jsRuntime(signal);
    const setup = { ffmpeg: programs.ffmpeg ?? { name: 'ffmpeg' as const, path: 'ffmpeg' }, ...(jsRuntime ? { jsRuntime } : {}) };
    return runInGroup(programs['yt-dlp']!.path, infoArgs(target, setup), {
      cwd: this.options.cwd,
      marker: `lookup-${randomUUID()}`,
      recordsDir: this.options.recordsDir,
      signal,
      killGraceMs: 1000,
      collectStdoutBytes: 64 * 1024 * 1024,
      ...(onSpawn ? { onSpawn: (event: SpawnEvent) => onSpawn({ ...event, jobKey: 'lookup' }) } : {}),
    });
  }
}
