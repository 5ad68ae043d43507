// The sites the downloaders accept (an allow-list per service): a URL is checked here, before anything
// spawns, and yt-dlp then runs with only that service's extractors.

/** 2.5 hours: YouTube videos and MP3s are cut to their first 2.5 hours. */
export const YOUTUBE_CUT_SECONDS = 2.5 * 60 * 60;

export const MAX_URL_LENGTH = 2048;

export interface VideoFormatOptions {
  /** TikTok: the copy without the watermark (the default is the faster watermarked one). */
  withoutWatermark?: boolean;
}

export interface MediaService {
  /** 'tiktok', 'youtube', 'facebook', or a test service's id. */
  id: string;
  /** For messages: 'YouTube'. */
  name: string;
  /** A URL's host must equal one of these or be under it (`m.youtube.com`). */
  hosts: readonly string[];
  /** yt-dlp `--use-extractors`: extractor names (yt-dlp reads each as a case-insensitive regex). */
  extractors: readonly string[];
  /** Hosts that need more extractors: fb.watch links are redirects that only yt-dlp's generic extractor follows. */
  extraExtractors?: Readonly<Record<string, readonly string[]>>;
  /** The page's URL messages, also the server's 400 answers. */
  emptyUrlMessage: string;
  invalidUrlMessage: string;
  /** The saved name when the video has no title. */
  defaultFilename: string;
  /** Videos (and MP3s) longer than this are cut to it (`--download-sections`); none for TikTok and Facebook. */
  cutAfterSeconds?: number;
  /** yt-dlp `-f` for a video download. */
  videoFormat(options: VideoFormatOptions): string;
  /** yt-dlp `-S`: preferences among the formats `videoFormat` allows. */
  formatSort?: string;
  /** Tests only: accept any port (the fake media server's) instead of the default one. */
  anyPort?: boolean;
  /**
   * Tests only: a `--load-info-json` file to use instead of extracting the URL, so that a
   * recorded site answer (separate video and audio formats) is downloaded and merged for real.
   */
  infoJsonFor?: (url: URL) => string | undefined;
}

/** Prefer H.264 video and AAC audio: they play everywhere once merged into MP4. */
const PLAYABLE_SORT = 'vcodec:h264,acodec:m4a';

export const TIKTOK: MediaService = {
  id: 'tiktok',
  name: 'TikTok',
  hosts: ['tiktok.com'],
  extractors: ['TikTok', 'vm\\.tiktok'],
  emptyUrlMessage: 'Please enter a TikTok video URL.',
  invalidUrlMessage: 'Please enter a valid TikTok URL.',
  defaultFilename: 'tiktok-video.mp4',
  // yt-dlp marks TikTok's "download" copy as watermarked; the other copies are clean.
  videoFormat: ({ withoutWatermark }) => (withoutWatermark ? 'b[format_note!*=watermarked]' : 'b[format_note*=watermarked]/b'),
};

export const YOUTUBE: MediaService = {
  id: 'youtube',
  name: 'YouTube',
  hosts: ['youtube.com', 'youtu.be'],
  extractors: ['youtube'],
  emptyUrlMessage: 'Please enter a YouTube video URL.',
  invalidUrlMessage: 'Please enter a valid YouTube URL.',
  defaultFilename: 'video.mp4',
  cutAfterSeconds: YOUTUBE_CUT_SECONDS,
  // Up to 1080p, merging the best video with the best audio (the info card's "merged" note).
  videoFormat: () => 'bv*[height<=1080]+ba/b[height<=1080]/bv*+ba/b',
  formatSort: PLAYABLE_SORT,
};

export const FACEBOOK: MediaService = {
  id: 'facebook',
  name: 'Facebook',
  hosts: ['facebook.com', 'fb.watch'],
  extractors: ['facebook', 'facebook:reel'],
  extraExtractors: { 'fb.watch': ['generic'] },
  emptyUrlMessage: 'Please enter a Facebook video URL.',
  invalidUrlMessage: 'Please enter a valid Facebook URL.',
  defaultFilename: 'facebook-video.mp4',
  videoFormat: () => 'bv*+ba/b',
  formatSort: PLAYABLE_SORT,
};

export const BUILT_IN_SERVICES: readonly MediaService[] = [TIKTOK, YOUTUBE, FACEBOOK];

export type UrlCheck = { ok: true; url: URL } | { ok: false; error: string };

/** `host` is `entry` or a subdomain of it. */
export function isHostUnder(host: string, entry: string): boolean {
  return host === entry || host.endsWith(`.${entry}`);
}

/**
 * Checks a visitor's URL for `service`: WHATWG-parsed, http(s), no credentials, the default port,
 * at most 2,048 characters, and a host equal to or under one of the service's hosts.
 */
export function checkServiceUrl(service: MediaService, input: unknown): UrlCheck {
  if (typeof input !== 'string' || input.trim() === '') return { ok: false, error: service.emptyUrlMessage };
  const invalid = { ok: false as const, error: service.invalidUrlMessage };
  const text = input.trim();
  if (text.length > MAX_URL_LENGTH) return invalid;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid;
  if (url.username !== '' || url.password !== '') return invalid;
  if (url.port !== '' && !service.anyPort) return invalid;
  if (url.href.length > MAX_URL_LENGTH) return invalid;
  if (!service.hosts.some((entry) => isHostUnder(url.hostname, entry))) return invalid;
  return { ok: true, url };
}

/** `--use-extractors` for a checked URL. */
export function extractorsFor(service: MediaService, url: URL): string {
  const extra = Object.entries(service.extraExtractors ?? {})
    .filter(([host]) => isHostUnder(url.hostname, host))
    .flatMap(([, names]) => names);
  return [...service.extractors, ...extra].join(',');
}
