// What the engine learns about its programs once, at start: their versions, and whether yt-dlp takes
// a JavaScript runtime (YouTube's pages need one since yt-dlp 2025.11.12). yt-dlp's version is its
// release date, so its age says how far behind the sites it may be.

/** yt-dlp's version at start: older than this, the server warns (sites change every few weeks). */
export const YT_DLP_MAX_AGE_DAYS = 90;

/** How an operator updates yt-dlp; said with the age warning. */
export const UPDATE_YT_DLP =
  'To update it, raise YT_DLP_VERSION in the Dockerfile and rebuild the image, or, outside Docker, run ' +
  '`pip install -U "yt-dlp[default]"` for the yt-dlp the server runs (YTDLP_PATH, else the one on PATH).';

export interface ProgramVersions {
  /** yt-dlp's version (`2025.11.12`), null when it is missing or did not say. */
  ytDlp: string | null;
  /** ffmpeg's version (`5.1.6-0+deb12u1`), null when it is missing or did not say. */
  ffmpeg: string | null;
}

export interface ProgramFacts extends ProgramVersions {
  /** yt-dlp lists `--js-runtimes` in its help. */
  ytDlpTakesJsRuntime: boolean;
}

export const NO_FACTS: ProgramFacts = { ytDlp: null, ffmpeg: null, ytDlpTakesJsRuntime: false };

/** yt-dlp's `--version` answer (`2023.03.04`, a nightly's `2025.11.12.232827`), or null when it is not one. */
export function readYtDlpVersion(stdout: string): string | null {
  const line = stdout.split('\n')[0]?.trim() ?? '';
  return /^\d{4}\.\d{2}\.\d{2}(?:\.\d+)?$/.test(line) ? line : null;
}

/** ffmpeg's `-version` answer: "ffmpeg version 5.1.6-0+deb12u1 Copyright …" → "5.1.6-0+deb12u1". */
export function readFfmpegVersion(stdout: string): string | null {
  const line = stdout.split('\n')[0]?.trim() ?? '';
  return /^ffmpeg version (\S+)/.exec(line)?.[1] ?? null;
}

/** Whether yt-dlp's `--help` lists the option that names a JavaScript runtime. */
export function helpListsJsRuntimes(help: string): boolean {
  return /^\s*--js-runtimes\b/m.test(help);
}

/** yt-dlp's release day (UTC midnight) from its version, or null. */
export function ytDlpReleaseDate(version: string): Date | null {
  const match = /^(\d{4})\.(\d{2})\.(\d{2})/.exec(version);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2023.02.30 is no day: Date would roll it into March.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Whole days since yt-dlp's release, or null when the version is not a date. */
export function ytDlpAgeDays(version: string, now = new Date()): number | null {
  const released = ytDlpReleaseDate(version);
  return released ? Math.floor((now.getTime() - released.getTime()) / 86_400_000) : null;
}

/** The start-up warning for a yt-dlp older than YT_DLP_MAX_AGE_DAYS, or null. */
export function ytDlpAgeWarning(version: string, now = new Date()): string | null {
  const days = ytDlpAgeDays(version, now);
  if (days === null || days <= YT_DLP_MAX_AGE_DAYS) return null;
  return (
    `media: yt-dlp ${version} is ${days} days old (more than ${YT_DLP_MAX_AGE_DAYS}); the video sites change often and an old ` +
    `yt-dlp fails on them. ${UPDATE_YT_DLP}`
  );
}

/** The arguments that give yt-dlp the server's own Node.js as its JavaScript runtime. */
export function jsRuntimeArgs(nodePath: string): string[] {
  return ['--js-runtimes', `node:${nodePath}`];
}
