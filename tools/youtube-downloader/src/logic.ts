// The YouTube downloader's data and its info card's logic: pure, no React,
// no DOM, no I/O. The control itself is @toolnest/ui/video-downloader; the server checks the parsed
// host and reads the details with yt-dlp -J (@toolnest/media).

/** What the page sends and checks: the start route, the host rule and its sentences, the default name. */
export const YOUTUBE_SITE = {
  endpoint: '/api/download/youtube',
  // The long and the short host name.
  hosts: ['youtube.com', 'youtu.be'],
  emptyUrlMessage: 'Please enter a YouTube video URL.',
  invalidUrlMessage: 'Please enter a valid YouTube URL.',
  defaultFilename: 'video.mp4',
} as const;

export const INFO_ENDPOINT = '/api/video/info';
/** The lookup runs this long after the last keystroke. */
export const INFO_DEBOUNCE_MS = 1000;

/** The card's notes (the merge, and the 2.5-hour cut). */
export const MERGE_NOTE = 'The best video and audio streams are downloaded separately and merged into one MP4.';
export const LONG_VIDEO_WARNING = 'This video is longer than 2.5 hours: only the first 2.5 hours will be saved.';

/** What the info card shows (the video info answer, checked). */
export interface VideoCard {
  title: string;
  /** An https: or data: image URL (what the site's CSP lets the page draw), else null. */
  thumbnail: string | null;
  /** '1:02:03', or '' when unknown. */
  duration: string;
  uploader: string | null;
  selectedQuality: string | null;
  hasFFmpegMerge: boolean;
  isLongVideo: boolean;
}

/** A duration in seconds as a clock: '0:07', '4:05', '1:02:03', '3:00:00'; '' when unknown. */
export function formatDuration(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A thumbnail the page may draw: https, or an inline image. */
export function drawableThumbnail(value: unknown): string | null {
  const url = text(value);
  return url && (/^https:\/\//i.test(url) || /^data:image\//i.test(url)) ? url : null;
}

/**
 * The card for an info answer (`{ success: true, title, … }`), or null for anything else: a failure,
 * a body of another shape (on failure the card is simply hidden).
 */
export function videoCard(body: unknown): VideoCard | null {
  if (!body || typeof body !== 'object') return null;
  const info = body as Record<string, unknown>;
  const title = text(info.title);
  if (info.success !== true || title === null) return null;
  return {
    title,
    thumbnail: drawableThumbnail(info.thumbnail),
    duration: formatDuration(info.duration),
    uploader: text(info.uploader),
    selectedQuality: text(info.selectedQuality),
    hasFFmpegMerge: info.hasFFmpegMerge === true,
    isLongVideo: info.isLongVideo === true,
  };
}
