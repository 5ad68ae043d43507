// Several servers sharing one site, proven on one machine: PostgreSQL, Redis, two API servers on one DATA_DIR (a shared volume)
// and two queue workers on their own, each its own process on loopback (the built dist/server and
// dist/worker, pointed at a fake video site). Writes through one server are read through the other, and
// a page generated on one is previewed and served by the other; a download started on B runs on a
// worker while a stream on A gets every event; a worker killed mid-job leaves its job to the other, and
// a job whose worker is killed twice fails with a clear event instead of hanging; a server killed and
// started again has lost nothing it acknowledged.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { recordVideo, startFakeMediaSite } from '@toolnest/media/testing';
import { startRedis } from '@toolnest/test-kit/redis';
import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH, databaseFor, onCleanup, spawnBuilt, tempDir, TEST_ADMIN } from './helpers';

type Started = ReturnType<typeof spawnBuilt>;

/** Runs a built entry with `env`; answers once its output matches `ready`. */
async function startProcess(entry: string, env: Record<string, string>, ready: RegExp): Promise<Started & { match: RegExpExecArray }> {
  const started = spawnBuilt(entry, env);
  return { ...started, match: await started.waitFor(ready) };
}

/** Every event of a download's progress stream, read as it comes over a real socket. */
async function streamEvents(url: string, onEvent: (event: Record<string, unknown>) => void = () => {}): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const events: Array<Record<string, unknown>> = [];
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body!) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (!block.startsWith('data: ')) continue;
      const event = JSON.parse(block.slice('data: '.length)) as Record<string, unknown>;
      events.push(event);
      onEvent(event);
    }
  }
  return events;
}

/** Whether a process has a child: a worker running a job has yt-dlp or ffmpeg. */
function hasChild(pid: number): boolean {
  return readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command name: state, then the parent's pid.
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    } catch {
      return false;
    }
  });
}

const progressOf = (events: Array<Record<string, unknown>>) => events.map((event) => event.progress as number);

describe('several servers and workers on PostgreSQL and Redis', () => {
  it('shares writes, jobs and their progress, and survives a killed worker and a restarted server', { timeout: 180_000 }, async () => {
    const [redis, site] = await Promise.all([startRedis(), startFakeMediaSite()]);
    onCleanup(() => redis.stop());
    onCleanup(() => site.close());
    const recordedDir = join(site.dir, 'recorded');
    // A clip served slowly (about 8 s), so that a worker can be killed in the middle of it.
    const slowUrl = recordVideo(site.origin, join(site.dir, 'clips'), recordedDir, 'slow-clip', {
      title: 'Slow clip',
      duration: 3,
      formats: [{ format_id: 'hd', path: '/slow/muxed.mp4?rate=6000', ext: 'mp4', vcodec: 'avc1.42c00a', acodec: 'mp4a.40.2', height: 36 }],
    }, { site: 'www.facebook.com' });
    const database = (await databaseFor(tempDir()))!;
    const mediaDir = tempDir('toolnest-shared-media-');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      MEDIA_DIR: mediaDir,
      FAKE_MEDIA_RECORDED_DIR: recordedDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      MEDIA_STALLED_CHECK_S: '2',
      MEDIA_CONCURRENCY: '1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    const startServer = async (dataDir: string) => {
      const started = await startProcess('testing-media-server.js', { ...env, PORT: '0', DATA_DIR: dataDir }, /listening on (http:\/\/\S+)/);
      return { ...started, url: started.match[1]! };
    };
    const startWorker = (name: string) =>
      startProcess('testing-media-worker.js', { ...env, DATA_DIR: tempDir(`toolnest-${name}-`) }, /media worker ready/);

    const dataDir = tempDir('toolnest-servers-');
    const [firstA, b, worker1, worker2] = await Promise.all([
      startServer(dataDir),
      startServer(dataDir),
      startWorker('worker-1'),
      startWorker('worker-2'),
    ]);
    let a = firstA;

    // Writes through A, read through B.
    const submitted: number[] = [];
    for (const toolName of ['Dice Roller', 'Colour Picker', 'Unit Converter']) {
      const response = await fetch(`${a.url}/api/tool-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ toolName, email: '', description: `A ${toolName.toLowerCase()} for the site.` }),
      });
      expect(response.status).toBe(201);
      submitted.push(((await response.json()) as { id: number }).id);
    }
    const admin = (url: string, path: string, method = 'POST') => fetch(`${url}/api/admin${path}`, { method, headers: { authorization: ADMIN_AUTH } });
    const listed = async (url: string) => ((await (await admin(url, '/tool-requests', 'GET')).json()) as Array<{ id: number }>).map((request) => request.id).sort();
    expect(await listed(b.url)).toEqual([...submitted].sort());

    // A page approved on A and generated on B: A's preview link opens on B, and once live on B, A serves it.
    const id = submitted[0]!;
    expect((await admin(a.url, `/tool-requests/${id}/approve`)).status).toBe(200);
    expect(await (await admin(b.url, `/tool-requests/${id}/generate`)).json()).toEqual({ filePath: 'generated/dice-roller.tsx' });
    const { frameUrl } = (await (await admin(a.url, `/tool-requests/${id}/preview`)).json()) as { frameUrl: string };
    expect((await fetch(`${b.url}${frameUrl}`)).status).toBe(200);
    expect((await fetch(`${b.url}${frameUrl.replace('.html?', '.js?')}`)).status).toBe(200);
    expect((await fetch(`${a.url}/api/generated/dice-roller.js`)).status).toBe(404);
    expect((await admin(b.url, `/tool-requests/${id}/go-live`)).status).toBe(200);
    const live = await fetch(`${a.url}/api/generated/dice-roller.js`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('Dice Roller');

    // A download started on B runs on a worker; a stream on A gets every event. Whichever worker takes
    // it is killed once it has made progress: the other worker goes on with it.
    const downloadId = `scale-out-${Date.now()}`;
    let killed: Started | undefined;
    const streamed = streamEvents(`${a.url}/api/download/progress/${downloadId}`, (event) => {
      if (killed || (event.progress as number) < 5 || event.status) return;
      killed = [worker1, worker2].find((worker) => hasChild(worker.child.pid!));
      killed?.child.kill('SIGKILL');
    });
    const startSlowDownload = async (url: string, id: string) => {
      const response = await fetch(`${url}/api/download/facebook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: slowUrl, downloadId: id }),
      });
      expect(await response.json()).toEqual({ success: true });
    };
    await startSlowDownload(b.url, downloadId);
    const events = await streamed;
    expect(killed).toBeDefined();
    const last = events.at(-1)!;
    expect(last).toMatchObject({ status: 'complete', progress: 100, message: 'Download complete!', filename: 'Slow clip.mp4' });
    expect(events.filter((event) => event.status)).toHaveLength(1);
    expect(progressOf(events)).toEqual([...progressOf(events)].sort((x, y) => x - y));
    // The file, from the server that did not start it.
    const file = await fetch(`${a.url}${String(last.downloadUrl)}`);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(statSync(join(site.dir, 'clips', 'muxed.mp4')).size);

    // A job whose worker is killed, then the worker that took it over too: a third worker fails it, and says so.
    const survivor = killed === worker1 ? worker2 : worker1;
    const living: Started[] = [survivor];
    let kills = 0;
    const secondId = `scale-out-twice-${Date.now()}`;
    const second = streamEvents(`${b.url}/api/download/progress/${secondId}`, (event) => {
      const running = event.status ? undefined : living.find((worker) => hasChild(worker.child.pid!));
      if (!running || kills === 2) return;
      running.child.kill('SIGKILL');
      living.splice(living.indexOf(running), 1);
      kills += 1;
      if (kills === 1) void startWorker('worker-3').then((worker) => living.push(worker));
      else void startWorker('worker-4');
    });
    await startSlowDownload(a.url, secondId);
    const interrupted = await second;
    expect(kills).toBe(2);
    expect(interrupted.at(-1)).toMatchObject({ status: 'error', message: 'The download was interrupted on the server. Please try again.' });
    expect(progressOf(interrupted)).toEqual([...progressOf(interrupted)].sort((x, y) => x - y));

    // A server killed outright and started again on the same DATA_DIR: every acknowledged write is there.
    a.child.kill('SIGKILL');
    await a.exited;
    a = await startServer(dataDir);
    expect(await listed(a.url)).toEqual([...submitted].sort());
  });
});
