// A whole fake video site for tests of an app (apps/api's browser-test server, a tool's route
// tests): the short clips made by ffmpeg, the fake media server, recorded answers for TikTok (both
// copies), YouTube (separate video and audio; a 3-hour one) and Facebook, and the engine's services
// that send the built-in sites there.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaService } from '../services';
import { makeClips, SHORT_CLIPS } from './clips';
import { startFakeMediaServer } from './fake-media-server';
import { fakeSiteServices, recordVideo, SEPARATE_FORMATS } from './services';

/** A 1×1 PNG: the recorded thumbnail (a data: URL, which the site's CSP allows and which reaches no network). */
export const FAKE_THUMBNAIL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhAGAzlXlNwAAAABJRU5ErkJggg==';

/** The recorded answers' titles, uploaders and sizes, for tests to compare with. */
export const FAKE_VIDEOS = {
  tiktok: { title: 'Fake TikTok clip', cleanHeight: 36, watermarkedHeight: 18 },
  youtube: { title: 'Fake YouTube clip', uploader: 'Toolnest Tests', duration: 3, height: 36 },
  youtubeLong: { title: 'Fake three-hour video', uploader: 'Toolnest Tests', duration: 3 * 60 * 60, height: 36 },
  facebook: { title: 'Fake Facebook clip' },
} as const;

/** The URLs a test types: each names its site in the path, so a page's "contains the host name" rule passes. */
export interface FakeMediaSiteUrls {
  /** Two copies: the clean one (64×36) and the watermarked one (32×18, format note "watermarked"). */
  tiktok: string;
  /** Separate H.264 video and AAC audio, merged into an MP4 (3 s). */
  youtube: string;
  /** 3 hours long (a recorded answer only: for the info card, not to download). */
  youtubeLong: string;
  /** One muxed MP4 (3 s). */
  facebook: string;
  /** The site answers 404: the download fails with yt-dlp's reason. */
  youtubeMissing: string;
  tiktokMissing: string;
  facebookMissing: string;
}

export interface FakeMediaSite {
  origin: string;
  /** The temporary folder of its clips and recorded answers (close() removes it). */
  dir: string;
  urls: FakeMediaSiteUrls;
  /** The engine's `services`: the built-in sites pointed at this server. */
  services: MediaService[];
  close(): Promise<void>;
}

/** Makes the clips (about a second of ffmpeg), starts the server on 127.0.0.1 and records the answers. */
export async function startFakeMediaSite(): Promise<FakeMediaSite> {
  const dir = mkdtempSync(join(tmpdir(), 'toolnest-fake-site-'));
  const clipsDir = join(dir, 'clips');
  const recordedDir = join(dir, 'recorded');
  mkdirSync(clipsDir);
  mkdirSync(recordedDir);
  try {
    makeClips(clipsDir, SHORT_CLIPS);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const server = await startFakeMediaServer(clipsDir);
  const { origin } = server;
  const record = (site: string, name: string, video: Parameters<typeof recordVideo>[4]) =>
    recordVideo(origin, clipsDir, recordedDir, name, video, { site });
  const urls: FakeMediaSiteUrls = {
    tiktok: record('www.tiktok.com', 'tiktok-clip', {
      title: FAKE_VIDEOS.tiktok.title,
      duration: 3,
      uploader: 'toolnest',
      formats: [
        // As TikTok's API lists them: the watermarked "download" copy ranks first.
        { format_id: 'download', path: '/clips/watermarked.mp4', ext: 'mp4', vcodec: 'h264', acodec: 'aac', height: 18, format_note: 'Download video, watermarked', preference: -2 },
        { format_id: 'h264_540p', path: '/clips/muxed.mp4', ext: 'mp4', vcodec: 'h264', acodec: 'aac', height: 36, format_note: 'Direct video', preference: -3 },
      ],
    }),
    youtube: record('www.youtube.com', 'youtube-clip', {
      title: FAKE_VIDEOS.youtube.title,
      duration: FAKE_VIDEOS.youtube.duration,
      uploader: FAKE_VIDEOS.youtube.uploader,
      thumbnail: FAKE_THUMBNAIL,
      formats: SEPARATE_FORMATS,
    }),
    youtubeLong: record('www.youtube.com', 'three-hours', {
      title: FAKE_VIDEOS.youtubeLong.title,
      duration: FAKE_VIDEOS.youtubeLong.duration,
      uploader: FAKE_VIDEOS.youtubeLong.uploader,
      thumbnail: FAKE_THUMBNAIL,
      formats: SEPARATE_FORMATS.map((format) => ({ ...format, filesize: 50_000_000 })),
    }),
    facebook: record('www.facebook.com', 'facebook-clip', {
      title: FAKE_VIDEOS.facebook.title,
      duration: 3,
      formats: [{ format_id: 'hd', path: '/clips/muxed.mp4', ext: 'mp4', vcodec: 'avc1.42c00a', acodec: 'mp4a.40.2', height: 36 }],
    }),
    youtubeMissing: `${origin}/www.youtube.com/missing`,
    tiktokMissing: `${origin}/www.tiktok.com/missing`,
    facebookMissing: `${origin}/www.facebook.com/missing`,
  };
  return {
    origin,
    dir,
    urls,
    services: fakeSiteServices(recordedDir),
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
