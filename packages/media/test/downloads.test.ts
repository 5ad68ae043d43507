// Downloads that work, end to end through the real yt-dlp and ffmpeg, checked with ffprobe.
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  eventsOf,
  fakeMediaServerForFile,
  mediaFiles,
  newDownloadId,
  probe,
  recordVideo,
  SEPARATE_FORMATS,
  survivors,
  testEngine,
} from './helpers';
import { LONG_CLIP_SECONDS } from './global-setup';

const server = fakeMediaServerForFile();
const keyOf = (downloadUrl: string | undefined) => downloadUrl?.split('/').at(-1) ?? '';

describe('downloads', () => {
  it('saves a direct clip through the generic extractor, with ordered progress and a titled file', async () => {
    const { engine, spawned, dataDir } = await testEngine(server);
    const downloadId = newDownloadId();
    const url = `${server.current.origin}/clips/muxed.mp4`;
    const started = await engine.startDownload({ service: 'direct', url, downloadId }, '10.0.0.1');
    expect(started).toEqual({ ok: true, downloadId, position: 0 });
    const events = await eventsOf(engine, downloadId);

    const last = events.at(-1)!;
    expect(last).toEqual({
      progress: 100,
      message: 'Download complete!',
      status: 'complete',
      downloadUrl: `/api/download/file/${keyOf(last.downloadUrl)}`,
      filename: 'muxed.mp4',
      title: 'muxed',
    });
    // Progress only moves forward, stays in range, and only the last event has a status.
    const progress = events.map((event) => event.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(events.slice(0, -1).every((event) => event.status === undefined && event.progress < 100)).toBe(true);

    const file = engine.files.finished(keyOf(last.downloadUrl))!;
    expect(file.contentType).toBe('video/mp4');
    expect(probe(file.path).streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
    // yt-dlp ran twice (details, download), each in its own group, none left; only the file stays.
    expect(spawned.map((event) => event.args.includes('-J'))).toEqual([true, false]);
    expect(spawned.every((event) => event.args.includes('--no-playlist') && event.args.includes('--ignore-config'))).toBe(true);
    // The URL comes last, after "--", with only the service's extractors.
    expect(spawned[0]!.args.slice(-4)).toEqual(['--use-extractors', 'generic', '--', url]);
    expect(survivors(spawned)).toEqual([]);
    expect(mediaFiles(dataDir)).toEqual([`${basename(engine.folder.instanceDir)}/${keyOf(last.downloadUrl)}/media.mp4`]);
  });

  it('merges separate video and audio formats for real (a recorded site answer)', async () => {
    const { engine, recordedDir } = await testEngine(server);
    const url = recordVideo(server.current.origin, server.clipsDir, recordedDir, 'merge', {
      title: 'Ünïcode / "merged" clip',
      duration: 3,
      formats: SEPARATE_FORMATS,
    });
    const downloadId = newDownloadId();
    await engine.startDownload({ service: 'recorded', url, downloadId }, '10.0.0.3');
    const events = await eventsOf(engine, downloadId);
    expect(events.map((event) => event.message)).toContain('Merging video and audio...');
    const last = events.at(-1)!;
    expect(last).toMatchObject({ status: 'complete', filename: 'Ünïcode merged clip.mp4', title: 'Ünïcode / "merged" clip' });
    const { streams, format } = probe(engine.files.finished(keyOf(last.downloadUrl))!.path);
    expect(streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
    expect(Number(format.duration)).toBeCloseTo(3, 0);
    // Both parts were fetched from the fake site.
    expect(server.current.requests).toEqual(expect.arrayContaining(['/clips/video.mp4', '/clips/audio.m4a']));
  });

  it('cuts a 3-hour video to its first 2.5 hours (YouTube’s rule) and says so', async () => {
    const { engine, recordedDir, spawned } = await testEngine(server);
    const url = recordVideo(server.current.origin, server.clipsDir, recordedDir, 'long', {
      title: 'Three hours',
      duration: LONG_CLIP_SECONDS,
      formats: [{ format_id: 'v16', path: '/clips/long.mp4', ext: 'mp4', vcodec: 'avc1.42c00a', acodec: 'none', height: 16 }],
    });
    const downloadId = newDownloadId();
    await engine.startDownload({ service: 'recorded-long', url, downloadId }, '10.0.0.4');
    const events = await eventsOf(engine, downloadId);
    expect(events.map((event) => event.message)).toContain('Downloading the first 2.5 hours...');
    expect(spawned[1]!.args).toEqual(expect.arrayContaining(['--download-sections', '*0-9000']));
    const { format } = probe(engine.files.finished(keyOf(events.at(-1)!.downloadUrl))!.path);
    expect(Number(format.duration)).toBeCloseTo(9000, 0);
  });

  it('does not cut a video shorter than 2.5 hours, nor one from a service without the cut', async () => {
    const { engine, recordedDir, spawned } = await testEngine(server);
    const short = recordVideo(server.current.origin, server.clipsDir, recordedDir, 'short-one', { title: 'Short', duration: 3, formats: SEPARATE_FORMATS });
    const first = newDownloadId();
    const second = newDownloadId();
    await engine.startDownload({ service: 'recorded-long', url: short, downloadId: first }, '10.0.0.5');
    await engine.startDownload({ service: 'recorded', url: short, downloadId: second }, '10.0.0.5');
    await Promise.all([eventsOf(engine, first), eventsOf(engine, second)]);
    expect(spawned.some((event) => event.args.includes('--download-sections'))).toBe(false);
  });

  it('TikTok: the watermarked copy by default, the clean one when asked', async () => {
    const { engine, recordedDir } = await testEngine(server);
    const url = recordVideo(server.current.origin, server.clipsDir, recordedDir, 'tiktok', {
      title: 'Dance',
      formats: [
        { format_id: 'play_addr', path: '/clips/muxed.mp4?copy=clean', ext: 'mp4', vcodec: 'h264', acodec: 'aac', format_note: 'Direct video' },
        {
          format_id: 'download_addr',
          path: '/clips/muxed.mp4?copy=watermarked',
          ext: 'mp4',
          vcodec: 'h264',
          acodec: 'aac',
          format_note: 'Download video, watermarked',
          preference: -2,
        },
      ],
    });
    const copies = async (withoutWatermark: boolean) => {
      const before = server.current.requests.length;
      const downloadId = newDownloadId();
      await engine.startDownload({ service: 'recorded-tiktok', url, downloadId, withoutWatermark }, '10.0.0.6');
      expect((await eventsOf(engine, downloadId)).at(-1)).toMatchObject({ status: 'complete', filename: 'Dance.mp4' });
      return new Set(server.current.requests.slice(before).map((path) => path.split('copy=')[1]));
    };
    expect(await copies(false)).toEqual(new Set(['watermarked']));
    expect(await copies(true)).toEqual(new Set(['clean']));
  });
});
