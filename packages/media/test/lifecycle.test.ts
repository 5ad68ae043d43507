// Files' time-to-live, shutdown, and a crashed server's leftovers: no process of a job's groups
// and no file survives any of them.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { groupMembers } from '../src/proc';
import { mediaServer } from '../src/server';
import { LONG_CLIP_SECONDS } from './global-setup';
import {
  eventsOf,
  fakeMediaServerForFile,
  instanceFolders,
  mediaFiles,
  newDownloadId,
  onCleanup,
  recordVideo,
  survivors,
  tempDir,
  testEngine,
  waitUntil,
  type RecordedVideo,
} from './helpers';

const server = fakeMediaServerForFile();

/** A 3-hour video served slowly: yt-dlp hands the cut download to ffmpeg, which stays busy. */
const slowLongVideo = (): RecordedVideo => ({
  title: 'Slow and long',
  duration: LONG_CLIP_SECONDS,
  formats: [{ format_id: 'v16', path: '/slow/long.mp4?rate=8000', ext: 'mp4', vcodec: 'avc1.42c00a', acodec: 'none', height: 16 }],
});

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};
/** The live processes of the given groups. */
const members = (pgids: number[]) => pgids.flatMap((pgid) => groupMembers(pgid).map((member) => ({ pid: member.pid, command: commandOf(member.pid) })));

describe('files, shutdown and crashes', () => {
  it('logs the versions of yt-dlp and ffmpeg, and what JavaScript runtime yt-dlp gets', async () => {
    const lines: string[] = [];
    const { engine } = await testEngine(server, { log: { info: (line) => lines.push(line), warn: () => {}, error: () => {} } });
    await engine.programInfo.logVersions();
    expect(lines.sort()).toEqual([
      expect.stringMatching(/^media: ffmpeg \S*\d\S* at \/.*ffmpeg$/),
      expect.stringMatching(/^media: yt-dlp \d{4}\.\d{2}\.\d{2}\S* at \/.*yt-dlp$/),
      expect.stringMatching(/^media: yt-dlp (?:\d{4}\.\d{2}\.\d{2}\S* has no --js-runtimes option|runs JavaScript on this server's Node\.js)/),
    ]);
    expect(engine.programInfo.versions()).toEqual({ ytDlp: expect.stringMatching(/^\d{4}\.\d{2}\.\d{2}/), ffmpeg: expect.stringMatching(/\d/) });
  });

  it('the plugin logs both versions at start, on its own, when the server logs warnings', async () => {
    const messages: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => messages.push((JSON.parse(line) as { msg: string }).msg) } } });
    onCleanup(() => app.close());
    await app.register(mediaServer, { dataDir: tempDir() });
    await app.ready();
    await waitUntil(() => messages.filter((message) => / at \//.test(message)).length === 2, 'both version lines', 20_000);
    expect(messages.filter((message) => / at \//.test(message)).sort()).toEqual([
      expect.stringMatching(/^media: ffmpeg \S*\d\S* at \/.*ffmpeg$/),
      expect.stringMatching(/^media: yt-dlp \d{4}\.\d{2}\.\d{2}\S* at \/.*yt-dlp$/),
    ]);
  });

  it('removes a finished file and forgets its job after the time-to-live', async () => {
    const { engine, dataDir } = await testEngine(server, { fileTtlMinutes: 1 / 60 });
    const downloadId = newDownloadId();
    await engine.startDownload({ service: 'direct', url: `${server.current.origin}/clips/muxed.mp4`, downloadId }, '10.4.0.1');
    const last = (await eventsOf(engine, downloadId)).at(-1)!;
    const key = last.downloadUrl!.split('/').at(-1)!;
    expect(engine.files.finished(key)).not.toBeNull();
    expect(mediaFiles(dataDir)).toHaveLength(1);
    await waitUntil(() => engine.files.finished(key) === null, 'the file to expire', 10_000);
    expect(mediaFiles(dataDir)).toEqual([]);
    expect(engine.progress.ofDownload(downloadId)).toBeNull();
  });

  it('shutdown kills every group at once (yt-dlp and its ffmpeg) and removes every file', async () => {
    const { engine, dataDir, spawned, recordedDir } = await testEngine(server);
    const url = recordVideo(server.current.origin, server.clipsDir, recordedDir, 'slow-long', slowLongVideo());
    const downloadId = newDownloadId();
    await engine.startDownload({ service: 'recorded-long', url, downloadId }, '10.4.0.2');
    await waitUntil(() => members(spawned.map((event) => event.pid)).some((member) => member.command === 'ffmpeg'), 'ffmpeg to run');
    expect(mediaFiles(dataDir).length).toBeGreaterThan(0);

    await engine.close();
    expect(members(spawned.map((event) => event.pid))).toEqual([]);
    expect(mediaFiles(dataDir)).toEqual([]);
    expect(engine.progress.ofDownload(downloadId)).toMatchObject({
      status: 'error',
      message: 'The server is shutting down. Please try again in a moment.',
    });
    expect((await engine.startDownload({ service: 'direct', url, downloadId: newDownloadId() }, '10.4.0.2')).ok).toBe(false);
  });

  it('after kill -9 of the server, the next start kills the surviving groups and empties the folder', async () => {
    const dataDir = tempDir('toolnest-media-crash-');
    const recordedDir = tempDir('toolnest-media-recorded-');
    const url = recordVideo(server.current.origin, server.clipsDir, recordedDir, 'crash', slowLongVideo());
    const packageDir = join(import.meta.dirname, '..');
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@toolnest/source', 'test/crash-child.ts', dataDir, recordedDir, url], {
      cwd: packageDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    onCleanup(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    const pgids: number[] = [];
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const message = JSON.parse(line) as { spawned?: number };
      if (message.spawned) pgids.push(message.spawned);
    });
    await waitUntil(() => members(pgids).some((member) => member.command === 'ffmpeg'), 'the child’s ffmpeg to run', 45_000);

    // The server dies without any clean-up…
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // …and its job's programs live on. yt-dlp does; the ffmpeg seen running may be one of the short ones
    // yt-dlp starts between its long ones, already done by now (a fresh-clone run failed on it), so the
    // group's survivors are yt-dlp and whatever it runs at this moment.
    const orphans = members(pgids);
    expect(orphans.map((member) => member.command)).toContain('yt-dlp');
    const [crashed] = instanceFolders(dataDir);
    expect(existsSync(join(dataDir, 'media', crashed!, '.groups'))).toBe(true);
    expect(mediaFiles(dataDir).length).toBeGreaterThan(0);

    // The next start (same DATA_DIR) kills them and removes the dead run's folder.
    const { engine } = await testEngine(server, { dataDir });
    expect(members(pgids)).toEqual([]);
    expect(mediaFiles(dataDir)).toEqual([]);
    expect(instanceFolders(dataDir)).toEqual([basename(engine.folder.instanceDir)]);
    expect(survivors(pgids.map((pid) => ({ pid, file: '', args: [], jobKey: '' })))).toEqual([]);
  });

});
