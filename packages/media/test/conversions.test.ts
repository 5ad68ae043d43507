// YouTube to MP3: yt-dlp fetches the audio, the engine runs ffmpeg itself; progress by polling.
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConversionProgress } from '../src/schemas';
import { LONG_CLIP_SECONDS } from './global-setup';
import { fakeMediaServerForFile, mediaFiles, probe, recordVideo, SEPARATE_FORMATS, survivors, testEngine, waitUntil } from './helpers';

const server = fakeMediaServerForFile();

describe('MP3 conversions', () => {
  it('extracts, converts at the chosen bitrate, and completes with a titled MP3', async () => {
    const { engine, recordedDir, spawned, dataDir } = await testEngine(server);
    const url = recordVideo(server.current.origin, server.clipsDir, recordedDir, 'song', { title: 'A song', duration: 3, formats: SEPARATE_FORMATS });
    const started = await engine.startConversion({ service: 'recorded', url, quality: '192' }, '10.1.0.1');
    if (!started.ok) throw new Error(started.error);
    const { conversionId } = started;

    // Right after the start, 10 and 'Extracting audio from YouTube video...'.
    expect(engine.progress.ofConversion(conversionId)).toEqual({
      status: 'extracting',
      progress: 10,
      message: 'Extracting audio from YouTube video...',
    });

    const seen: ConversionProgress[] = [];
    await waitUntil(() => {
      const progress = engine.progress.ofConversion(conversionId)!;
      if (JSON.stringify(seen.at(-1)) !== JSON.stringify(progress)) seen.push(progress);
      return progress.status === 'complete' || progress.status === 'error';
    }, 'the conversion to end');

    const last = seen.at(-1)!;
    expect(last).toEqual({
      status: 'complete',
      progress: 100,
      message: 'Conversion complete!',
      title: 'A song',
      downloadUrl: `/api/download/file/${conversionId}`,
      filename: 'A song.mp3',
    });
    const statuses = [...new Set(seen.map((progress) => progress.status))];
    expect(statuses[0]).toBe('extracting');
    expect(statuses.at(-1)).toBe('complete');
    const progress = seen.map((entry) => entry.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    // yt-dlp fetched the audio only; ffmpeg made a 192 kbps MP3 of it.
    expect(server.current.requests).toContain('/clips/audio.m4a');
    const ffmpegRun = spawned.find((event) => event.file.endsWith('ffmpeg'))!;
    expect(ffmpegRun.args).toEqual(expect.arrayContaining(['-c:a', 'libmp3lame', '-b:a', '192k', '-progress', 'pipe:1']));
    const file = engine.files.finished(conversionId)!;
    expect(file.contentType).toBe('audio/mpeg');
    const { streams, format } = probe(file.path);
    expect(streams).toEqual([{ codec_type: 'audio', codec_name: 'mp3', bit_rate: '192000' }]);
    expect(Number(format.duration)).toBeCloseTo(3, 0);
    expect(survivors(spawned)).toEqual([]);
    expect(mediaFiles(dataDir)).toEqual([`${basename(engine.folder.instanceDir)}/${conversionId}/audio.mp3`]);
  });

  it('uses 320 kbps when no quality is given, and refuses other qualities', async () => {
    const { engine } = await testEngine(server);
    const url = `${server.current.origin}/clips/audio.m4a`;
    for (const quality of ['64', 'best', 320.5, true, {}, '']) {
      expect(await engine.startConversion({ service: 'direct', url, quality }, '10.1.0.2')).toEqual({
        ok: false,
        status: 400,
        error: 'The quality must be one of 320, 256, 192, 128, 96 kbps.',
      });
    }
    const started = await engine.startConversion({ service: 'direct', url }, '10.1.0.2');
    if (!started.ok) throw new Error(started.error);
    await waitUntil(() => ['complete', 'error'].includes(engine.progress.ofConversion(started.conversionId)!.status), 'the conversion');
    const file = engine.files.finished(started.conversionId)!;
    expect(probe(file.path).streams[0]).toEqual({ codec_type: 'audio', codec_name: 'mp3', bit_rate: '320000' });
  });

  it('cuts a 3-hour video’s MP3 to its first 2.5 hours (YouTube’s rule)', async () => {
    const { engine, recordedDir, spawned, dataDir } = await testEngine(server);
    const url = recordVideo(server.current.origin, server.clipsDir, recordedDir, 'long-song', {
      title: 'Three hours of audio',
      duration: LONG_CLIP_SECONDS,
      formats: [{ format_id: 'a8', path: '/clips/long.m4a', ext: 'm4a', vcodec: 'none', acodec: 'mp4a.40.2' }],
    });
    const started = await engine.startConversion({ service: 'recorded-long', url, quality: '96' }, '10.1.0.3');
    if (!started.ok) throw new Error(started.error);
    await waitUntil(() => ['complete', 'error'].includes(engine.progress.ofConversion(started.conversionId)!.status), 'the conversion', 50_000);
    expect(engine.progress.ofConversion(started.conversionId)).toMatchObject({ status: 'complete', filename: 'Three hours of audio.mp3' });

    // yt-dlp fetched the first 9000 s only, and the engine's ffmpeg stopped there too.
    const [, download, convert] = spawned;
    expect(download!.args).toEqual(expect.arrayContaining(['--download-sections', '*0-9000']));
    expect(convert!.file).toMatch(/ffmpeg$/);
    expect(convert!.args).toEqual(expect.arrayContaining(['-t', '9000']));
    const { streams, format } = probe(engine.files.finished(started.conversionId)!.path);
    expect(streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`)).toEqual(['audio:mp3']);
    expect(Number(format.duration)).toBeCloseTo(9000, 0);
    expect(survivors(spawned)).toEqual([]);
    expect(mediaFiles(dataDir)).toEqual([`${basename(engine.folder.instanceDir)}/${started.conversionId}/audio.mp3`]);
  });

  it('answers null for unknown conversions (the route says 404)', async () => {
    const { engine } = await testEngine(server);
    expect(engine.progress.ofConversion('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(engine.progress.ofConversion('../etc')).toBeNull();
  });
});
