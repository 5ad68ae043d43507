// Reading progress from yt-dlp and ffmpeg output. Pure functions: every number that comes out is
// finite, within its range, and (through ProgressGauge) never goes backwards.

/** Marks the lines our `--progress-template` and `--print` make, so nothing else is taken for them. */
export const PROGRESS_MARK = 'TOOLNEST-PROGRESS';
export const FILE_MARK = 'TOOLNEST-FILE';

/** yt-dlp `--progress-template`: one line per progress report, fields that are unknown print as NA. */
export const YTDLP_PROGRESS_TEMPLATE =
  `download:${PROGRESS_MARK} %(progress.status)s %(progress.downloaded_bytes)s %(progress.total_bytes)s ` +
  `%(progress.total_bytes_estimate)s %(info.format_id)s`;

/** yt-dlp `--print`: the final file's path, once it is in place. */
export const YTDLP_FILE_PRINT = `after_move:${FILE_MARK} %(filepath)s`;

export interface YtDlpProgress {
  status: 'downloading' | 'finished' | 'error' | 'other';
  downloadedBytes: number;
  /** The size the server announced, else yt-dlp's estimate (fragmented downloads). */
  totalBytes?: number;
  formatId?: string;
}

/** A byte count from a template field: finite and ≥ 0, else undefined ('NA', 'None', garbage). */
function byteCount(field: string | undefined): number | undefined {
  if (field === undefined || !/^\d+(?:\.\d+)?$/.test(field)) return undefined;
  const value = Number(field);
  return Number.isFinite(value) ? value : undefined;
}

/** One line of yt-dlp output → its progress report, or null when the line is something else. */
export function parseYtDlpProgress(line: string): YtDlpProgress | null {
  const fields = line.trim().split(/\s+/);
  if (fields[0] !== PROGRESS_MARK) return null;
  const [, status, downloaded, total, estimate, ...formatId] = fields;
  const known = status === 'downloading' || status === 'finished' || status === 'error';
  const totalBytes = byteCount(total) ?? byteCount(estimate);
  const id = formatId.join(' ');
  return {
    status: known ? status : 'other',
    downloadedBytes: byteCount(downloaded) ?? 0,
    ...(totalBytes !== undefined && totalBytes > 0 ? { totalBytes } : {}),
    ...(id && id !== 'NA' ? { formatId: id } : {}),
  };
}

/** yt-dlp's `--print` line with the final file's path, or null. */
export function parseYtDlpFile(line: string): string | null {
  const prefix = `${FILE_MARK} `;
  return line.startsWith(prefix) && line.length > prefix.length ? line.slice(prefix.length) : null;
}

/** How far one file's download is, 0 to 1, or undefined when its size is unknown. */
export function partFraction(progress: YtDlpProgress): number | undefined {
  if (progress.status === 'finished') return 1;
  if (progress.totalBytes === undefined) return undefined;
  return clamp(progress.downloadedBytes / progress.totalBytes, 0, 1);
}

export interface DownloadPart {
  formatId: string;
  /** Expected size when the site says (filesize or filesize_approx). */
  bytes?: number;
}

/**
 * The whole download's fraction when part `index` (of `parts`, downloaded one after the other) is
 * `fraction` done: parts weigh by their expected sizes when all are known, else equally.
 */
export function overallFraction(parts: readonly DownloadPart[], index: number, fraction: number): number {
  if (parts.length === 0) return clamp(fraction, 0, 1);
  const sized = parts.every((part) => part.bytes !== undefined && part.bytes > 0);
  const weights = parts.map((part) => (sized ? part.bytes! : 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const at = clamp(Math.floor(index), 0, parts.length - 1);
  const before = weights.slice(0, at).reduce((sum, weight) => sum + weight, 0);
  const value = (before + weights[at]! * clamp(fraction, 0, 1)) / total;
  return clamp(value, 0, 1);
}

/** `fraction` (0 to 1) placed within the percent range [from, to]. */
export function within(from: number, to: number, fraction: number): number {
  return from + (to - from) * clamp(fraction, 0, 1);
}

export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

export interface FfmpegProgress {
  /** Seconds of output written so far. */
  outTimeSeconds: number;
  /** ffmpeg said `progress=end`. */
  ended: boolean;
}

/**
 * Reads ffmpeg's `-progress pipe:1` output (key=value lines, each block closed by a `progress=`
 * line). `push` answers a report at the end of each block, null on the other lines.
 */
export class FfmpegProgressReader {
  private outTimeUs: number | undefined;

  push(line: string): FfmpegProgress | null {
    const separator = line.indexOf('=');
    if (separator < 0) return null;
    const key = line.slice(0, separator).trim();
    const value = line.slice(separator + 1).trim();
    if (key === 'out_time_us' || key === 'out_time_ms') {
      // Both are microseconds (out_time_ms is misnamed); N/A or negative at the very start.
      if (/^\d+$/.test(value)) this.outTimeUs = Number(value);
      return null;
    }
    if (key !== 'progress') return null;
    const seconds = this.outTimeUs === undefined ? 0 : this.outTimeUs / 1e6;
    return { outTimeSeconds: Number.isFinite(seconds) ? seconds : 0, ended: value === 'end' };
  }
}

/** The input's length from ffmpeg's `Duration: 00:10:00.00` log line, or null. */
export function parseFfmpegDuration(line: string): number | null {
  const match = /Duration:\s*(\d+):([0-5]\d):([0-5]\d(?:\.\d+)?)/.exec(line);
  if (!match) return null;
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * A percentage for a progress bar: within [0, ceiling], never NaN, never lower than before. The
 * ceiling stays under 100 until the job is really complete.
 */
export class ProgressGauge {
  private current: number;

  constructor(
    start = 0,
    private readonly ceiling = 99,
  ) {
    this.current = clamp(Math.floor(start), 0, ceiling);
  }

  get value(): number {
    return this.current;
  }

  /** Moves to `percent` when that is further; answers the (whole-number) value. */
  advance(percent: number): number {
    if (!Number.isFinite(percent)) return this.current;
    this.current = Math.max(this.current, clamp(Math.floor(percent), 0, this.ceiling));
    return this.current;
  }
}
