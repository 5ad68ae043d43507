// Running one job: yt-dlp reads the video's details (-J), yt-dlp downloads (and merges) from that
// answer, and for an MP3 the engine runs ffmpeg itself. A watchdog stops the job's programs on the
// wall timeout, on a stall and at the byte cap; whatever happens, a failed job leaves no file.
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { contentTypeFor, downloadFilename } from './files';
import { expectedBytes, readVideoInfo, type VideoInfo } from './info';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './instance';
import type { Job } from './job';
import { describeDuration, describeMegabytes, readableFfmpegError, readableYtDlpError, programErrorLine } from './messages';
import { runInGroup, type RunResult, type SpawnEvent } from './process-group';
import {
  FfmpegProgressReader,
  overallFraction,
  parseFfmpegDuration,
  parseYtDlpFile,
  parseYtDlpProgress,
  partFraction,
  ProgressGauge,
  within,
  YTDLP_FILE_PRINT,
  YTDLP_PROGRESS_TEMPLATE,
} from './progress';
import type { Program, ProgramName } from './programs';
import { extractorsFor } from './services';
import { jsRuntimeArgs } from './versions';

export interface JobLimits {
  /** Wall time for the whole job once it runs. */
  jobTimeoutMs: number;
  /** Longest time without output or file growth. */
  stallTimeoutMs: number;
  /** Between SIGTERM and SIGKILL. */
  killGraceMs: number;
  /** Largest download (and largest file) a job may make. */
  maxBytes: number;
  /** How often the job's folder is measured (growth, cap). */
  pollIntervalMs: number;
}

export interface RunContext {
  ytDlp: Program;
  ffmpeg: Program;
  /** The Node.js yt-dlp runs JavaScript with (`--js-runtimes`); none when this yt-dlp has no such option. */
  jsRuntime?: string;
  recordsDir: string;
  limits: JobLimits;
  /** The URL the finished file is served at. */
  fileUrl: (key: string) => string;
  onSpawn?: (event: SpawnEvent & { jobKey: string }) => void;
  /** Unexpected errors (bugs), for the server log. */
  onUnexpectedError?: (error: unknown) => void;
  /** A program's own last words when it failed, for the server log (the visitor gets a plain sentence). */
  onProgramFailure?: (program: ProgramName, line: string) => void;
}

/** A failure the visitor is told about in these words. `immediate`: kill at once, no SIGTERM grace (shutdown). */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly immediate = false,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

/** The message and progress an MP3 conversion shows as soon as it starts. */
export const EXTRACTING_MESSAGE = 'Extracting audio from YouTube video...';
export const EXTRACTING_PROGRESS = 10;
export const STARTING_MESSAGE = 'Starting download...';
/** The most yt-dlp -J may print (a YouTube answer is a few MB). */
const MAX_INFO_BYTES = 64 * 1024 * 1024;

/** The percent ranges each step fills. */
const RANGES = {
  download: { details: 1, from: 3, to: 95, merge: 96 },
  mp3: { details: EXTRACTING_PROGRESS, from: EXTRACTING_PROGRESS, to: 60, merge: 60 },
} as const;
const CONVERT_RANGE = { from: 60, to: 99 } as const;

/** Stops the job on the wall timeout, a stall, or the byte cap (measured on its folder). */
class Watchdog {
  private lastActivity = Date.now();
  private readonly wall: NodeJS.Timeout;
  private readonly poll: NodeJS.Timeout;
  private folderBytes = 0;
  /** Told the folder's total size after each measure. */
  onFolderBytes: ((bytes: number) => void) | undefined;

  constructor(
    private readonly job: Job,
    private readonly limits: JobLimits,
  ) {
    const noun = job.kind === 'mp3' ? 'conversion' : 'download';
    this.wall = setTimeout(
      () => this.fail(`The ${noun} took longer than ${describeDuration(limits.jobTimeoutMs)} and was stopped.`),
      limits.jobTimeoutMs,
    );
    this.poll = setInterval(() => {
      this.measure();
      if (Date.now() - this.lastActivity > limits.stallTimeoutMs) {
        this.fail(`The ${noun} stalled (no progress for ${describeDuration(limits.stallTimeoutMs)}) and was stopped.`);
      }
    }, limits.pollIntervalMs);
  }

  /** Output arrived: the job is alive. */
  touch(): void {
    this.lastActivity = Date.now();
  }

  fail(message: string): void {
    if (!this.job.abort.signal.aborted) this.job.abort.abort(new JobFailure(message));
  }

  overCap(): void {
    this.fail(`The video is larger than the ${describeMegabytes(this.limits.maxBytes)} limit.`);
  }

  private measure(): void {
    let total = 0;
    let largest = 0;
    try {
      for (const name of readdirSync(this.job.dir)) {
        try {
          const { size } = statSync(join(this.job.dir, name));
          total += size;
          largest = Math.max(largest, size);
        } catch {
          // Renamed or removed between the listing and the stat.
        }
      }
    } catch {
      return;
    }
    if (largest > this.limits.maxBytes) this.overCap();
    if (total > this.folderBytes) this.touch();
    this.folderBytes = total;
    this.onFolderBytes?.(total);
  }

  stop(): void {
    clearTimeout(this.wall);
    clearInterval(this.poll);
  }
}

/** Throws the job's abort reason once it was stopped (the watchdog, shutdown). */
function throwIfAborted(job: Job): void {
  if (!job.abort.signal.aborted) return;
  const reason: unknown = job.abort.signal.reason;
  throw reason instanceof JobFailure ? reason : new JobFailure('The download was stopped.');
}

/** Throws the job's abort reason, or `failure` when the program failed on its own. */
function failIfStopped(job: Job, result: RunResult, program: Program, failure: () => string): void {
  throwIfAborted(job);
  if (result.spawnError) throw new JobFailure(`${program.name} could not be started on the server.`);
  if (result.exitCode !== 0) throw new JobFailure(failure());
}

/** What yt-dlp's arguments need from the run: where ffmpeg is, and the JavaScript runtime if any. */
export type YtDlpSetup = Pick<RunContext, 'ffmpeg' | 'jsRuntime'>;

function ytDlpCommonArgs(context: YtDlpSetup): string[] {
  return [
    '--ignore-config',
    '--no-cache-dir',
    '--no-colors',
    '--no-playlist',
    '--no-mtime',
    '--socket-timeout',
    '20',
    '--retries',
    '3',
    '--fragment-retries',
    '3',
    '--ffmpeg-location',
    context.ffmpeg.path,
    ...(context.jsRuntime ? jsRuntimeArgs(context.jsRuntime) : []),
  ];
}

/** What yt-dlp's arguments depend on: a job, or a video-info lookup. */
export type YtDlpTarget = Pick<Job, 'service' | 'url' | 'kind' | 'withoutWatermark'>;

function formatArgs(job: YtDlpTarget): string[] {
  if (job.kind === 'mp3') return ['-f', 'ba/b'];
  const sort = job.service.formatSort;
  return ['-f', job.service.videoFormat({ withoutWatermark: job.withoutWatermark }), ...(sort ? ['-S', sort] : [])];
}

/** The cut (seconds) for this video, or undefined: services with a cut apply it when the video is longer or its length unknown. */
export function cutFor(cutAfterSeconds: number | undefined, duration: number | undefined): number | undefined {
  if (cutAfterSeconds === undefined) return undefined;
  return duration === undefined || duration > cutAfterSeconds ? cutAfterSeconds : undefined;
}

/** yt-dlp -J: the video's details and the formats it will download. */
export function infoArgs(job: YtDlpTarget, context: YtDlpSetup): string[] {
  const fixture = job.service.infoJsonFor?.(job.url);
  const source = fixture
    ? ['--load-info-json', fixture]
    : ['--use-extractors', extractorsFor(job.service, job.url), '--', job.url.href];
  return [...ytDlpCommonArgs(context), ...formatArgs(job), '-J', ...source];
}

/** yt-dlp downloading what `infoFile` describes into the job's folder. */
export function downloadArgs(job: Job, context: RunContext, infoFile: string, cut: number | undefined): string[] {
  return [
    ...ytDlpCommonArgs(context),
    ...formatArgs(job),
    ...(job.kind === 'download' ? ['--merge-output-format', 'mp4'] : []),
    ...(cut === undefined ? [] : ['--download-sections', `*0-${cut}`]),
    '--paths',
    job.dir,
    '--output',
    job.kind === 'mp3' ? 'source.%(ext)s' : 'media.%(ext)s',
    '--newline',
    '--progress',
    '--progress-template',
    YTDLP_PROGRESS_TEMPLATE,
    '--print',
    YTDLP_FILE_PRINT,
    '--load-info-json',
    infoFile,
  ];
}

/** ffmpeg turning `source` into an MP3 of `kbps` (the same arguments the bench times on their own). */
export function mp3Args(source: string, output: string, kbps: string, cut: number | undefined): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-y',
    '-i',
    source,
    '-map',
    '0:a:0',
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${kbps}k`,
    ...(cut === undefined ? [] : ['-t', String(cut)]),
    '-progress',
    'pipe:1',
    output,
  ];
}

type LineRunner = (file: string, args: string[], onLine?: (line: string, stream: 'stdout' | 'stderr') => void) => Promise<RunResult>;

export interface Mp3Step {
  ffmpeg: string;
  source: string;
  output: string;
  kbps: string;
  cut: number | undefined;
  /** The source's length when known; else read from ffmpeg's log. */
  duration: number | undefined;
  /** Runs ffmpeg (in its process group, lines to `onLine`). */
  run: LineRunner;
  /** How far the conversion is, 0 to 1. */
  onFraction: (fraction: number) => void;
}

/** The MP3 step: ffmpeg with mp3Args, its `-progress` output read as it comes (the bench times this). */
export async function convertToMp3(step: Mp3Step): Promise<RunResult> {
  const limit = step.cut ?? Infinity;
  let duration = step.duration === undefined ? undefined : Math.min(step.duration, limit);
  const reader = new FfmpegProgressReader();
  return step.run(step.ffmpeg, mp3Args(step.source, step.output, step.kbps, step.cut), (line, stream) => {
    if (stream === 'stderr') {
      const seen = parseFfmpegDuration(line);
      if (duration === undefined && seen !== null) duration = Math.min(seen, limit);
      return;
    }
    const report = reader.push(line);
    if (report && duration) step.onFraction(report.outTimeSeconds / duration);
  });
}

/** A file yt-dlp named, if it really is in the job's folder. */
function insideJobDir(job: Job, path: string | undefined): string | undefined {
  if (!path) return undefined;
  const full = resolve(job.dir, path);
  const rel = relative(job.dir, full);
  if (rel === '' || rel.startsWith('..') || rel.includes('/')) return undefined;
  try {
    return statSync(full).isFile() ? full : undefined;
  } catch {
    return undefined;
  }
}

/** The downloaded file when yt-dlp did not print it: `<stem>.<ext>`, not a part file. */
function findOutput(job: Job, stem: string): string | undefined {
  const name = readdirSync(job.dir).find(
    (entry) => entry.startsWith(`${stem}.`) && !/\.(part|ytdl|json|temp)$/.test(entry) && !/\.f[\w-]+\.\w+$/.test(entry),
  );
  return name ? join(job.dir, name) : undefined;
}

type LineHandler = (line: string, stream: 'stdout' | 'stderr') => void;

/** What the steps of one run share: the job, its context, its percent range, gauge and watchdog. */
interface JobRun {
  job: Job;
  context: RunContext;
  range: (typeof RANGES)[Job['kind']];
  gauge: ProgressGauge;
  watchdog: Watchdog;
  /** Runs a program in the job's folder and process group; its output and its start count as activity. */
  run: (file: string, args: string[], onLine?: LineHandler, collect?: boolean) => Promise<RunResult>;
}

/** What the first step learnt of the video, for the others. */
interface Details {
  info: VideoInfo;
  /** Where the details were saved for yt-dlp's download. */
  infoFile: string;
  /** The cut (seconds) the download keeps, if any, and the bytes it should come to, if known. */
  cut: number | undefined;
  expected: number | undefined;
}

function startRun(job: Job, context: RunContext): JobRun {
  const watchdog = new Watchdog(job, context.limits);
  const run: JobRun['run'] = (file, args, onLine, collect = false) =>
    runInGroup(file, args, {
      cwd: job.dir,
      marker: job.key,
      recordsDir: context.recordsDir,
      signal: job.abort.signal,
      killGraceMs: context.limits.killGraceMs,
      onLine: (line, stream) => {
        watchdog.touch();
        onLine?.(line, stream);
      },
      ...(collect ? { collectStdoutBytes: MAX_INFO_BYTES } : {}),
      onSpawn: (event) => {
        // Starting a program counts as activity: yt-dlp prints nothing while Python starts.
        watchdog.touch();
        context.onSpawn?.({ ...event, jobKey: job.key });
      },
    });
  return { job, context, range: RANGES[job.kind], gauge: new ProgressGauge(job.snapshot.progress), watchdog, run };
}

/** Throws the visitor's sentence for a failed or stopped program; its own words go to the log. */
function checkRun({ job, context }: JobRun, result: RunResult, program: Program, sentence: (lines: readonly string[]) => string): void {
  failIfStopped(job, result, program, () => {
    context.onProgramFailure?.(program.name, programErrorLine(result.stderrTail));
    return sentence(result.stderrTail);
  });
}

/** Step 1: yt-dlp -J, the video's details, saved for the download; refuses a live stream and warns of the cap. */
async function readDetails(state: JobRun): Promise<Details> {
  const { job, context, watchdog } = state;
  const infoRun = await state.run(context.ytDlp.path, infoArgs(job, context), undefined, true);
  checkRun(state, infoRun, context.ytDlp, readableYtDlpError);
  let infoJson: unknown;
  try {
    infoJson = JSON.parse(infoRun.stdout);
  } catch {
    throw new JobFailure('The video details could not be read. Please try again.');
  }
  const info = readVideoInfo(infoJson);
  if (info.isLive) throw new JobFailure('Live streams cannot be downloaded. Please try again when the stream has ended.');
  const cut = cutFor(job.service.cutAfterSeconds, info.duration);
  const expected = expectedBytes(info, cut);
  if (expected !== undefined && expected > context.limits.maxBytes) watchdog.overCap();
  const infoFile = join(job.dir, 'info.json');
  writeFileSync(infoFile, infoRun.stdout, { mode: PRIVATE_FILE_MODE });
  return { info, infoFile, cut, expected };
}

/**
 * Step 2: yt-dlp downloads (and merges) what step 1 described; answers the file it made. yt-dlp reports
 * each file; a cut download (ffmpeg) reports nothing, so its progress is the folder's growth against the
 * expected size.
 */
async function download(state: JobRun, { info, infoFile, cut, expected }: Details): Promise<string> {
  const { job, context, range, gauge, watchdog } = state;
  const { maxBytes } = context.limits;
  const partBytes = new Map<number, number>();
  let partIndex = 0;
  let printedFile: string | undefined;
  if (cut !== undefined && expected !== undefined) {
    watchdog.onFolderBytes = (bytes) => job.update({ progress: gauge.advance(within(range.from, range.to, bytes / expected)) });
  }
  const downloadRun = await state.run(context.ytDlp.path, downloadArgs(job, context, infoFile, cut), (line, stream) => {
    if (stream !== 'stdout') return;
    const progress = parseYtDlpProgress(line);
    if (!progress) {
      printedFile = parseYtDlpFile(line) ?? printedFile;
      return;
    }
    const index = info.parts.findIndex((part) => part.formatId === progress.formatId);
    if (index >= 0) partIndex = index;
    partBytes.set(partIndex, progress.downloadedBytes);
    const downloaded = [...partBytes.values()].reduce((sum, bytes) => sum + bytes, 0);
    if (downloaded > maxBytes || (progress.totalBytes ?? 0) > maxBytes) return watchdog.overCap();
    const fraction = partFraction(progress);
    if (fraction !== undefined) {
      job.update({ progress: gauge.advance(within(range.from, range.to, overallFraction(info.parts, partIndex, fraction))) });
    }
    const lastPart = partIndex >= info.parts.length - 1;
    if (progress.status === 'finished' && lastPart && info.parts.length > 1 && job.kind === 'download') {
      job.update({ progress: gauge.advance(range.merge), message: 'Merging video and audio...' });
    }
  });
  watchdog.onFolderBytes = undefined;
  checkRun(state, downloadRun, context.ytDlp, readableYtDlpError);
  const downloaded = insideJobDir(job, printedFile) ?? findOutput(job, job.kind === 'mp3' ? 'source' : 'media');
  if (!downloaded) throw new JobFailure('The download finished without a file. Please try again.');
  return downloaded;
}

/** Step 3, MP3 only: the engine's own ffmpeg run; answers the MP3. */
async function convert(state: JobRun, { info, cut }: Details, source: string): Promise<string> {
  const { job, context, gauge } = state;
  const kbps = job.quality ?? '320';
  job.update({ phase: 'converting', progress: gauge.advance(CONVERT_RANGE.from), message: `Converting to MP3 (${kbps} kbps)...` });
  const output = join(job.dir, 'audio.mp3');
  const convertRun = await convertToMp3({
    ffmpeg: context.ffmpeg.path,
    source,
    output,
    kbps,
    cut,
    duration: info.duration,
    run: state.run,
    onFraction: (fraction) => job.update({ progress: gauge.advance(within(CONVERT_RANGE.from, CONVERT_RANGE.to, fraction)) }),
  });
  checkRun(state, convertRun, context.ffmpeg, readableFfmpegError);
  return output;
}

/** The end: only the finished file stays, private, under the cap; the job completes with its link. */
function complete({ job, context, watchdog }: JobRun, final: string, title: string | undefined): void {
  for (const entry of readdirSync(job.dir)) {
    if (join(job.dir, entry) !== final) rmSync(join(job.dir, entry), { recursive: true, force: true });
  }
  // The programs made it under the process umask: the file that stays is 0600 whatever that was.
  chmodSync(final, PRIVATE_FILE_MODE);
  const { size } = statSync(final);
  if (size > context.limits.maxBytes) watchdog.overCap();
  throwIfAborted(job);
  const ext = extname(final).slice(1);
  const fallback = job.kind === 'mp3' ? 'audio.mp3' : job.service.defaultFilename;
  const filename = downloadFilename(title, ext, fallback);
  job.file = { path: final, filename, size, contentType: contentTypeFor(final) };
  job.update({
    phase: 'complete',
    progress: 100,
    message: job.kind === 'mp3' ? 'Conversion complete!' : 'Download complete!',
    downloadUrl: context.fileUrl(job.key),
    filename,
    ...(title ? { title } : {}),
  });
}

/** Runs `job` to its end; never throws (a failure becomes the job's error state). */
export async function runJob(job: Job, context: RunContext): Promise<void> {
  const state = startRun(job, context);
  const { range, gauge } = state;
  try {
    // 0700: yt-dlp's and ffmpeg's files (made under the server's umask) are out of other users' reach.
    mkdirSync(job.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    job.update(
      job.kind === 'mp3'
        ? { phase: 'extracting', progress: gauge.advance(range.details), message: EXTRACTING_MESSAGE }
        : { phase: 'downloading', progress: gauge.advance(range.details), message: 'Fetching video details...' },
    );
    const details = await readDetails(state);
    const { info: { title }, cut } = details;
    const message =
      job.kind === 'mp3'
        ? EXTRACTING_MESSAGE
        : cut !== undefined
          ? `Downloading the first ${describeDuration(cut * 1000)}...`
          : 'Downloading video...';
    const phase = job.kind === 'mp3' ? 'extracting' : 'downloading';
    job.update({ phase, progress: gauge.advance(range.from), message, ...(title ? { title } : {}) });
    const downloaded = await download(state, details);
    const final = job.kind === 'mp3' ? await convert(state, details, downloaded) : downloaded;
    complete(state, final, title);
  } catch (error) {
    if (!(error instanceof JobFailure)) context.onUnexpectedError?.(error);
    const message = error instanceof JobFailure ? error.message : 'The download failed. Please try again.';
    job.file = undefined;
    rmSync(job.dir, { recursive: true, force: true });
    job.update({ phase: 'error', message });
  } finally {
    state.watchdog.stop();
  }
}
