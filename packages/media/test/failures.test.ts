// Downloads that fail: each ends in an error event with a readable message, and leaves no
// process of any of its groups and no file behind.
import { describe, expect, it } from 'vitest';
import { eventsOf, fakeMediaServerForFile, mediaFiles, newDownloadId, recordVideo, survivors, testEngine, type TestEngine } from './helpers';

const server = fakeMediaServerForFile();

async function failedDownload(setup: TestEngine, url: string, service = 'direct') {
  const downloadId = newDownloadId();
  const started = await setup.engine.startDownload({ service, url, downloadId }, '10.2.0.1');
  expect(started.ok).toBe(true);
  const events = await eventsOf(setup.engine, downloadId);
  const last = events.at(-1)!;
  expect(last.status).toBe('error');
  expect(last.downloadUrl).toBeUndefined();
  // Every group the job started is gone, and so is every file it wrote.
  expect(setup.spawned.length).toBeGreaterThan(0);
  expect(survivors(setup.spawned)).toEqual([]);
  expect(mediaFiles(setup.dataDir)).toEqual([]);
  return last.message;
}

describe('failed downloads', () => {
  it('a 404 and a 500 from the site', async () => {
    const setup = await testEngine(server);
    expect(await failedDownload(setup, `${server.current.origin}/missing`)).toBe('The video was not found (the site answered 404).');
    expect(await failedDownload(setup, `${server.current.origin}/broken`)).toBe('The site had an error. Please try again later.');
  });

  it('a site that hangs up halfway, every time', async () => {
    const setup = await testEngine(server);
    expect(await failedDownload(setup, `${server.current.origin}/short/muxed.mp4`)).toBe(
      'The site closed the connection before the video was complete.',
    );
  });

  it('a stalled download is stopped after the stall timeout', async () => {
    const setup = await testEngine(server, { stallTimeoutSeconds: 3 });
    expect(await failedDownload(setup, `${server.current.origin}/stall/muxed.mp4`)).toBe(
      'The download stalled (no progress for 3 seconds) and was stopped.',
    );
  });

  it('a never-ending download is stopped at the byte cap, counted while it downloads', async () => {
    const setup = await testEngine(server, { maxMegabytes: 1 });
    expect(await failedDownload(setup, `${server.current.origin}/endless.mp4`)).toBe('The video is larger than the 1 MB limit.');
  });

  it('a file the site announces as too big is stopped at its first bytes', async () => {
    const setup = await testEngine(server, { maxMegabytes: 0.01 });
    expect(await failedDownload(setup, `${server.current.origin}/clips/muxed.mp4`)).toBe('The video is larger than the 0.01 MB limit.');
  });

  it('a recorded answer whose formats add up to more than the cap never downloads', async () => {
    const setup = await testEngine(server, { maxMegabytes: 1 });
    const url = recordVideo(server.current.origin, server.clipsDir, setup.recordedDir, 'huge', {
      title: 'Huge',
      formats: [{ format_id: 'big', path: '/clips/muxed.mp4?huge', ext: 'mp4', vcodec: 'h264', acodec: 'aac', filesize: 5 * 1024 * 1024 }],
    });
    expect(await failedDownload(setup, url, 'recorded')).toBe('The video is larger than the 1 MB limit.');
    expect(server.current.requests).not.toContain('/clips/muxed.mp4?huge');
  });

  it('a download longer than the wall timeout is stopped (SIGTERM to its group)', async () => {
    const setup = await testEngine(server, { jobTimeoutSeconds: 4 });
    expect(await failedDownload(setup, `${server.current.origin}/slow/muxed.mp4?rate=2000`)).toBe(
      'The download took longer than 4 seconds and was stopped.',
    );
  });

  it('a program that ignores SIGTERM is killed after the grace period', async () => {
    // A stand-in "yt-dlp" that says its version and help, and otherwise ignores SIGTERM and starts a child that does too.
    const { writeFileSync, chmodSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tempDir } = await import('./helpers');
    const dir = tempDir();
    const stubborn = join(dir, 'yt-dlp');
    writeFileSync(
      stubborn,
      `#!/bin/sh\ncase "$1" in --version) echo 2026.11.01; exit 0 ;; --help) exit 0 ;; esac\n` +
        `trap '' TERM\nsh -c "trap '' TERM; while :; do sleep 0.2; done" &\nwhile :; do sleep 0.2; done\n`,
    );
    chmodSync(stubborn, 0o755);
    const setup = await testEngine(server, { ytDlpPath: stubborn, jobTimeoutSeconds: 1, killGraceMs: 500 });
    expect(await failedDownload(setup, `${server.current.origin}/clips/muxed.mp4`)).toBe(
      'The download took longer than 1 second and was stopped.',
    );
  });
});
