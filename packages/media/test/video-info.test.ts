// The video info card's lookup: yt-dlp -J with the download's
// own format choice, no download.
import { describe, expect, it } from 'vitest';
import { LONG_CLIP_SECONDS } from './global-setup';
import { fakeMediaServerForFile, mediaFiles, recordVideo, SEPARATE_FORMATS, survivors, testEngine } from './helpers';

const server = fakeMediaServerForFile();

describe('videoInfo', () => {
  it('describes a video whose download merges video and audio, without downloading it', async () => {
    const { engine, recordedDir, spawned, dataDir } = await testEngine(server);
    const url = recordVideo(server.current.origin, server.clipsDir, recordedDir, 'card', {
      title: 'A card',
      duration: 3,
      uploader: 'Someone',
      thumbnail: 'https://i.example/t.jpg',
      formats: SEPARATE_FORMATS,
    });
    const before = server.current.requests.length;
    expect(await engine.videoInfo({ service: 'recorded', url }, '10.5.0.1')).toEqual({
      ok: true,
      info: {
        title: 'A card',
        thumbnail: 'https://i.example/t.jpg',
        duration: 3,
        uploader: 'Someone',
        selectedQuality: '36p',
        hasFFmpegMerge: true,
        isLongVideo: false,
      },
    });
    expect(server.current.requests.length).toBe(before);
    expect(survivors(spawned)).toEqual([]);
    expect(mediaFiles(dataDir)).toEqual([]);
  });

  it('flags a video longer than the cut', async () => {
    const { engine, recordedDir } = await testEngine(server);
    const url = recordVideo(server.current.origin, server.clipsDir, recordedDir, 'long-card', {
      title: 'Long',
      duration: LONG_CLIP_SECONDS,
      formats: [{ format_id: 'v16', path: '/clips/long.mp4', ext: 'mp4', vcodec: 'avc1.42c00a', acodec: 'none', height: 16 }],
    });
    const result = await engine.videoInfo({ service: 'recorded-long', url }, '10.5.0.2');
    expect(result).toMatchObject({ ok: true, info: { isLongVideo: true, hasFFmpegMerge: false, selectedQuality: '16p', duration: LONG_CLIP_SECONDS } });
  });

  it('refuses bad URLs (400), says what the site answered (502), and limits lookups per IP (429)', async () => {
    const { engine, spawned } = await testEngine(server, { lookupsPerMinute: 1 });
    expect(await engine.videoInfo({ service: 'youtube', url: 'https://vimeo.com/1' }, '10.5.0.3')).toEqual({
      ok: false,
      status: 400,
      error: 'Please enter a valid YouTube URL.',
    });
    expect(spawned).toEqual([]);
    expect(await engine.videoInfo({ service: 'direct', url: `${server.current.origin}/missing` }, '10.5.0.3')).toEqual({
      ok: false,
      status: 502,
      error: 'The video was not found (the site answered 404).',
    });
    expect(await engine.videoInfo({ service: 'direct', url: `${server.current.origin}/missing` }, '10.5.0.3')).toMatchObject({ ok: false, status: 429 });
  });
});
