// The words a visitor reads in progress events and error answers.

/** '2.5 hours', '30 minutes', '1 minute', '90 seconds', '1.5 seconds'. */
export function describeDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds >= 3600 && Number.isInteger(seconds / 1800)) {
    const hours = seconds / 3600;
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  if (seconds >= 60 && Number.isInteger(seconds / 60)) {
    const minutes = seconds / 60;
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const shown = Number.isInteger(seconds) ? String(seconds) : seconds.toFixed(1);
  return `${shown} second${seconds === 1 ? '' : 's'}`;
}

/** '2048 MB', '1.5 MB', '0.25 MB'. */
export function describeMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : Number(mb.toFixed(mb < 1 ? 2 : 1))} MB`;
}

/** 'in 42 seconds', 'in 1 minute'. */
export function retryIn(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole % 60 === 0 ? `in ${describeDuration(whole * 1000)}` : `in ${whole} second${whole === 1 ? '' : 's'}`;
}

/** What a visitor reads when yt-dlp failed for a reason not listed below. */
export const YT_DLP_FAILED_MESSAGE = 'The download failed. Please try again.';

/** yt-dlp's known failures, said plainly (matched against its last ERROR line). */
const KNOWN_ERRORS: Array<[RegExp, string]> = [
  [/Unsupported URL|No suitable extractor/i, 'This link does not point to a video the downloader supports.'],
  [/Requested format is not available/i, 'This video is not available in a format the downloader can save.'],
  [/Private video|This video is private/i, 'This video is private.'],
  [/Sign in to confirm your age|age-restricted|inappropriate for some users/i, 'This video is age-restricted and cannot be downloaded.'],
  [/login required|log in|sign in/i, 'This video needs a signed-in account and cannot be downloaded.'],
  [/Video unavailable|This video is unavailable|has been removed|does not exist/i, 'This video is unavailable.'],
  [/HTTP Error 404/i, 'The video was not found (the site answered 404).'],
  [/HTTP Error 403/i, 'The site refused the download (403).'],
  [/HTTP Error 429/i, 'The site is limiting requests right now. Please try again later.'],
  [/HTTP Error 5\d\d/i, 'The site had an error. Please try again later.'],
  [/Unable to download|timed out|Connection refused|Name or service not known|getaddrinfo|Temporary failure in name resolution/i, 'The video could not be reached. Please try again.'],
  [/Downloaded \d+ bytes, expected \d+ bytes|Did not get any data blocks|content too short|incomplete/i, 'The site closed the connection before the video was complete.'],
];

/** Longest piece of yt-dlp's own words the server log keeps for one failure. */
const MAX_LOGGED_LENGTH = 2000;

/**
 * A program's own account of its failure, for the server log: yt-dlp's last ERROR line with whatever follows
 * it, else the last line. Never shown to a visitor: it can name the server's folders and files.
 */
export function programErrorLine(stderrLines: readonly string[]): string {
  // yt-dlp may end the ERROR line with \r before its text (it rewrites the progress line), which
  // splits it in two: the message is the last ERROR line with whatever follows it.
  const at = stderrLines.findLastIndex((line) => line.startsWith('ERROR:'));
  const last =
    at >= 0
      ? stderrLines.slice(at).join(' ').replace(/\s+/g, ' ').trim()
      : (stderrLines.filter((line) => line.trim() !== '').at(-1) ?? '').trim();
  return last.length > MAX_LOGGED_LENGTH ? `${last.slice(0, MAX_LOGGED_LENGTH - 1)}…` : last;
}

/**
 * The visitor's sentence for a failed yt-dlp run, from its stderr lines: a known failure in plain words,
 * else a general sentence. yt-dlp's own words go to the log (programErrorLine), never to the visitor.
 */
export function readableYtDlpError(stderrLines: readonly string[]): string {
  const last = programErrorLine(stderrLines);
  for (const [pattern, message] of KNOWN_ERRORS) if (pattern.test(last)) return message;
  return YT_DLP_FAILED_MESSAGE;
}

/** The message for a failed ffmpeg run (its stderr lines). */
export function readableFfmpegError(stderrLines: readonly string[]): string {
  const text = stderrLines.join('\n');
  if (/matches no streams|does not contain any stream|no audio/i.test(text)) return 'This video has no audio track to convert.';
  if (/Invalid data found when processing input/i.test(text)) return 'The downloaded file could not be read.';
  return 'The conversion to MP3 failed. Please try again.';
}
