// DATA_DIR/media is shared: with the operator's own files (DATA_DIR=$HOME), and with another server
// on the same DATA_DIR. An engine deletes only its own instance folder and those of engines that
// are gone, and makes everything 0700/0600 whatever the umask (finding 6).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNER_FILE, currentOwner, type InstanceOwner } from '../src/instance';
import type { MediaLogger } from '../src/engine-options';
import { eventsOf, fakeMediaServerForFile, instanceFolders, mediaFiles, newDownloadId, survivors, tempDir, testEngine, waitUntil } from './helpers';

const server = fakeMediaServerForFile();

function recordingLog(): MediaLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), warn: (line) => lines.push(line), error: (line) => lines.push(line) };
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('DATA_DIR/media holds other things than this engine’s', () => {
  it('a foreign file and folder survive start and close, and are named in the log once', async () => {
    const dataDir = tempDir('toolnest-media-shared-');
    mkdirSync(join(dataDir, 'media', 'holiday photos'), { recursive: true });
    writeFileSync(join(dataDir, 'media', 'holiday photos', 'beach.jpg'), 'jpeg');
    writeFileSync(join(dataDir, 'media', 'notes.txt'), 'keep me');
    const log = recordingLog();

    const { engine } = await testEngine(server, { dataDir, log });
    const downloadId = newDownloadId();
    await engine.startDownload({ service: 'direct', url: `${server.current.origin}/clips/muxed.mp4`, downloadId }, '10.7.0.1');
    expect((await eventsOf(engine, downloadId)).at(-1)).toMatchObject({ status: 'complete' });
    await engine.close();
    // A second start and close on the same folder: still there.
    const again = await testEngine(server, { dataDir, log });
    await again.engine.close();

    expect(readFileSync(join(dataDir, 'media', 'notes.txt'), 'utf8')).toBe('keep me');
    expect(readFileSync(join(dataDir, 'media', 'holiday photos', 'beach.jpg'), 'utf8')).toBe('jpeg');
    expect(mediaFiles(dataDir).sort()).toEqual(['holiday photos/beach.jpg', 'notes.txt']);
    expect(instanceFolders(dataDir)).toEqual([]);
    const mentions = log.lines.filter((line) => line.includes('notes.txt'));
    // One line per start (two starts here), naming both entries; close says nothing of them.
    expect(mentions).toHaveLength(2);
    expect(mentions[0]).toBe(`media: ${join(dataDir, 'media')} holds entries this server did not make (holiday photos, notes.txt); they are left alone`);
  });

  it('two engines on one DATA_DIR: starting and closing one never touches the other’s running job', async () => {
    const dataDir = tempDir('toolnest-media-two-');
    const first = await testEngine(server, { dataDir });
    const downloadId = newDownloadId();
    const events = (async () => {
      await waitUntil(() => first.engine.progress.ofDownload(downloadId) !== null, 'the job');
      return eventsOf(first.engine, downloadId);
    })();
    // About 3 s at this rate: the second engine starts and closes while it downloads.
    await first.engine.startDownload({ service: 'direct', url: `${server.current.origin}/slow/muxed.mp4?rate=12000`, downloadId }, '10.7.0.2');
    await waitUntil(() => mediaFiles(dataDir).some((file) => file.includes('/media.')), 'the download’s first bytes');
    const jobFolder = join(first.engine.folder.instanceDir, readdirSync(first.engine.folder.instanceDir).find((name) => !['.groups', OWNER_FILE].includes(name))!);

    const log = recordingLog();
    const second = await testEngine(server, { dataDir, log });
    expect(log.lines).toContain(`media: 1 folder(s) in ${join(dataDir, 'media')} belong to other running servers; left alone`);
    expect(statSync(jobFolder).isDirectory()).toBe(true);
    expect(survivors(first.spawned)).not.toEqual([]);
    await second.engine.close();
    expect(statSync(jobFolder).isDirectory()).toBe(true);
    expect(instanceFolders(dataDir)).toEqual([basename(first.engine.folder.instanceDir)]);

    const last = (await events).at(-1)!;
    expect(last).toMatchObject({ status: 'complete' });
    expect(first.engine.files.finished(last.downloadUrl!.split('/').at(-1)!)).not.toBeNull();
  });

  it('removes the folder of an engine that is gone, judged by pid and start time (a reused pid is not its owner)', async () => {
    const dataDir = tempDir('toolnest-media-reused-');
    const self = currentOwner();
    // This very process holds the recorded pid, but started at another time: the owner is gone.
    const reused: InstanceOwner = { ...self, startTime: (self.startTime ?? 0) + 1 };
    const leftover = join(dataDir, 'media', 'instance-00000000-0000-4000-8000-000000000001');
    mkdirSync(join(leftover, '0b5c3f5e-9a1d-4c3e-8f00-000000000000'), { recursive: true });
    writeFileSync(join(leftover, OWNER_FILE), JSON.stringify(reused));
    writeFileSync(join(leftover, '0b5c3f5e-9a1d-4c3e-8f00-000000000000', 'media.mp4'), 'partial');
    const log = recordingLog();
    const { engine } = await testEngine(server, { dataDir, log });
    expect(instanceFolders(dataDir)).toEqual([basename(engine.folder.instanceDir)]);
    expect(log.lines).toContain(`media: removed 1 folder(s) of earlier runs from ${join(dataDir, 'media')}`);
  });

  it('makes DATA_DIR/media, its folders, group records and a finished file 0700/0600 under a umask of 022', async () => {
    const previous = process.umask(0o022);
    try {
      const { engine, dataDir } = await testEngine(server);
      const downloadId = newDownloadId();
      await engine.startDownload({ service: 'direct', url: `${server.current.origin}/slow/muxed.mp4?rate=20000`, downloadId }, '10.7.0.3');
      const records = join(engine.folder.instanceDir, '.groups');
      await waitUntil(() => existsSync(records) && readdirSync(records).length > 0, 'a group record');
      const [record] = readdirSync(records);
      expect(modeOf(join(records, record!))).toBe(0o600);
      const last = (await eventsOf(engine, downloadId)).at(-1)!;
      const file = engine.files.finished(last.downloadUrl!.split('/').at(-1)!)!;
      expect(modeOf(join(dataDir, 'media'))).toBe(0o700);
      expect(modeOf(engine.folder.instanceDir)).toBe(0o700);
      expect(modeOf(join(engine.folder.instanceDir, OWNER_FILE))).toBe(0o600);
      expect(modeOf(join(engine.folder.instanceDir, '.groups'))).toBe(0o700);
      expect(modeOf(join(file.path, '..'))).toBe(0o700);
      expect(modeOf(file.path)).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });
});
