// The test services and recorded site answers, with no vitest import: the crash test's child
// process, apps/api's browser-test server and other packages' tests (through `@toolnest/media/testing`)
// use them too.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaEngineOptions } from '../engine-options';
import { BUILT_IN_SERVICES, TIKTOK, YOUTUBE_CUT_SECONDS, type MediaService } from '../services';

export interface RecordedFormat {
  format_id: string;
  /** A path on the fake server: /clips/video.mp4 */
  path: string;
  ext: string;
  vcodec: string;
  acodec: string;
  height?: number;
  /** TikTok's notes ('Download video, watermarked') and preferences. */
  format_note?: string;
  preference?: number;
  /** Sent as the format's filesize (else the clip's real size, when the path is a clip). */
  filesize?: number | null;
}

export interface RecordedVideo {
  title: string;
  duration?: number;
  uploader?: string;
  thumbnail?: string;
  formats: RecordedFormat[];
}

/** The test services. Recorded answers (see recordVideo) live in `recordedDir`. */
export function testServices(recordedDir: string): MediaService[] {
  const common = {
    hosts: ['127.0.0.1'],
    anyPort: true,
    extractors: ['generic'],
    emptyUrlMessage: 'Please enter a test video URL.',
    invalidUrlMessage: 'Please enter a valid test URL.',
    videoFormat: () => 'bv*+ba/b',
  };
  const recorded = (url: URL) => {
    const match = /^\/watch\/([\w-]+)$/.exec(url.pathname);
    return match ? join(recordedDir, `${match[1]}.info.json`) : undefined;
  };
  return [
    { ...common, id: 'direct', name: 'Direct', defaultFilename: 'direct-video.mp4' },
    { ...common, id: 'recorded', name: 'Recorded', defaultFilename: 'recorded-video.mp4', infoJsonFor: recorded },
    // Like TikTok: the watermarked copy unless asked for the clean one.
    { ...common, id: 'recorded-tiktok', name: 'Recorded (TikTok)', defaultFilename: 'tiktok-video.mp4', videoFormat: TIKTOK.videoFormat, infoJsonFor: recorded },
    // Like YouTube: cut after 2.5 hours.
    {
      ...common,
      id: 'recorded-long',
      name: 'Recorded (cut)',
      defaultFilename: 'video.mp4',
      cutAfterSeconds: YOUTUBE_CUT_SECONDS,
      infoJsonFor: recorded,
    },
  ];
}

/**
 * The built-in sites (tiktok, youtube, facebook) pointed at the fake media server, for a whole app
 * under test (`services` of the engine replaces a built-in of the same id): the same names,
 * messages, default file names, format choice and cut, but the host 127.0.0.1 on any port and
 * yt-dlp's generic extractor. A URL whose path ends in /watch/NAME loads the recorded answer NAME
 * (recordVideo), so `http://127.0.0.1:<port>/www.youtube.com/watch/NAME` passes a page's "contains
 * youtube.com" rule and the server's host rule alike.
 */
export function fakeSiteServices(recordedDir: string): MediaService[] {
  const recorded = (url: URL) => {
    const match = /\/watch\/([\w-]+)$/.exec(url.pathname);
    return match ? join(recordedDir, `${match[1]}.info.json`) : undefined;
  };
  return BUILT_IN_SERVICES.map((service) => ({
    ...service,
    hosts: ['127.0.0.1'],
    anyPort: true,
    extractors: ['generic'],
    extraExtractors: {},
    infoJsonFor: recorded,
  }));
}

/**
 * Writes a recorded site answer: the engine reads it for `${origin}/watch/${name}`, or
 * `${origin}/${site}/watch/${name}` with a `site` ('www.youtube.com'). Answers that URL.
 */
export function recordVideo(
  origin: string,
  clipsDir: string,
  recordedDir: string,
  name: string,
  video: RecordedVideo,
  { site }: { site?: string } = {},
): string {
  const url = `${origin}${site ? `/${site}` : ''}/watch/${name}`;
  const formats = video.formats.map((format) => {
    const clip = /^(?:\/[\w-]+(?:\.[\w-]+)+)?\/[a-z]+\/([^?]+)/.exec(format.path)?.[1];
    const realSize = clip && existsSync(join(clipsDir, clip)) ? statSync(join(clipsDir, clip)).size : undefined;
    const filesize = format.filesize === undefined ? realSize : (format.filesize ?? undefined);
    return {
      format_id: format.format_id,
      url: `${origin}${format.path}`,
      ext: format.ext,
      vcodec: format.vcodec,
      acodec: format.acodec,
      protocol: 'http',
      ...(format.height ? { height: format.height, width: Math.round((format.height * 16) / 9) } : {}),
      ...(format.format_note === undefined ? {} : { format_note: format.format_note }),
      ...(format.preference === undefined ? {} : { preference: format.preference }),
      ...(filesize === undefined ? {} : { filesize }),
    };
  });
  const info = {
    id: name,
    title: video.title,
    ...(video.duration === undefined ? {} : { duration: video.duration }),
    ...(video.uploader === undefined ? {} : { uploader: video.uploader }),
    ...(video.thumbnail === undefined ? {} : { thumbnail: video.thumbnail }),
    extractor: 'recorded',
    extractor_key: 'Generic',
    webpage_url: url,
    original_url: url,
    formats,
  };
  writeFileSync(join(recordedDir, `${name}.info.json`), JSON.stringify(info));
  return url;
}

/** Separate video and audio, so yt-dlp merges them with ffmpeg. */
export const SEPARATE_FORMATS: RecordedFormat[] = [
  { format_id: 'v36', path: '/clips/video.mp4', ext: 'mp4', vcodec: 'avc1.42c00a', acodec: 'none', height: 36 },
  { format_id: 'a64', path: '/clips/audio.m4a', ext: 'm4a', vcodec: 'none', acodec: 'mp4a.40.2' },
];

/** Options that keep tests quick: short poll, short grace. */
export const FAST_LIMITS = { pollIntervalMs: 100, killGraceMs: 1000 } satisfies Partial<MediaEngineOptions>;

