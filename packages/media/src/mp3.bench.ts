// The MP3 budget: the MP3 step through the engine (ffmpeg in its process group, -progress read
// line by line) on a 10-minute local clip, against plain ffmpeg with the same arguments: ≤ 1.1×.
// Also end to end through yt-dlp (a local fake site), reported. Figures only; never fails on speed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from 'vitest';
import { startFakeMediaServer, type FakeMediaServer } from './testing/fake-media-server';
import { createMediaEngine, type MediaEngine } from './engine';
import { runInGroup } from './process-group';
import { findProgram } from './programs';
import { convertToMp3, mp3Args } from './run-job';

const ffmpeg = findProgram('ffmpeg', process.env.FFMPEG_PATH);
if (!ffmpeg) throw new Error('ffmpeg is missing: the bench runs the real program.');
const dir = mkdtempSync(join(tmpdir(), 'toolnest-media-bench-'));
const source = join(dir, 'ten-minutes.m4a');
// A 10-minute stereo clip at 44.1 kHz (two tones), AAC as a site would serve it.
execFileSync(ffmpeg.path, [
  '-hide_banner', '-loglevel', 'error', '-y',
  '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=600',
  '-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=44100:duration=600',
  '-filter_complex', '[0:a][1:a]join=inputs=2:channel_layout=stereo', '-c:a', 'aac', '-b:a', '128k', source,
]);
const KBPS = '320';

const directService = {
  id: 'direct',
  name: 'Direct',
  hosts: ['127.0.0.1'],
  anyPort: true,
  extractors: ['generic'],
  emptyUrlMessage: 'Please enter a URL.',
  invalidUrlMessage: 'Please enter a valid URL.',
  defaultFilename: 'audio.mp3',
  videoFormat: () => 'b',
};

let site: FakeMediaServer;
let engine: MediaEngine;
beforeAll(async () => {
  site = await startFakeMediaServer(dir);
  engine = await createMediaEngine({ dataDir: join(dir, 'data'), services: [directService], startsPerMinute: 100 });
});
afterAll(async () => {
  await engine.close();
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The engine's MP3 step: ffmpeg in its own process group, its -progress output parsed line by line. */
async function engineStep(): Promise<void> {
  let last = 0;
  const result = await convertToMp3({
    ffmpeg: ffmpeg!.path,
    source,
    output: join(dir, 'engine.mp3'),
    kbps: KBPS,
    cut: undefined,
    duration: 600,
    onFraction: (fraction) => (last = fraction),
    run: (file, args, onLine) =>
      runInGroup(file, args, {
        cwd: dir,
        marker: 'bench',
        recordsDir: join(dir, 'groups'),
        signal: new AbortController().signal,
        killGraceMs: 5000,
        ...(onLine ? { onLine } : {}),
      }),
  });
  if (result.exitCode !== 0 || last < 0.99) throw new Error(`the engine's MP3 step failed (${result.exitCode}, ${last})`);
}

const plainFfmpeg = () => void execFileSync(ffmpeg!.path, mp3Args(source, join(dir, 'plain.mp3'), KBPS, undefined), { stdio: 'ignore' });

/** CPU seconds of this process's finished children (fields cutime and cstime of /proc/self/stat). */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function measure(work: () => Promise<void> | void): Promise<{ wall: number; cpu: number }> {
  const cpu = childCpuSeconds();
  const started = performance.now();
  await work();
  return { wall: (performance.now() - started) / 1000, cpu: childCpuSeconds() - cpu };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const min = (values: number[]) => Math.min(...values);

test('MP3 step on a 10-minute clip: through the engine vs plain ffmpeg, same arguments (budget ≤ 1.1×)', { timeout: 600_000 }, async () => {
  // Rounds alternate which goes first, so a busy machine weighs on both alike.
  const runs = { plain: [] as Array<{ wall: number; cpu: number }>, engine: [] as Array<{ wall: number; cpu: number }> };
  for (let round = 0; round < 3; round += 1) {
    const order = round % 2 === 0 ? (['plain', 'engine'] as const) : (['engine', 'plain'] as const);
    for (const which of order) runs[which].push(await measure(which === 'plain' ? plainFfmpeg : engineStep));
  }
  const line = (which: 'plain' | 'engine') => {
    const walls = runs[which].map((run) => run.wall);
    const cpus = runs[which].map((run) => run.cpu);
    return { wallMin: min(walls), wallMedian: median(walls), cpuMedian: median(cpus) };
  };
  const plain = line('plain');
  const viaEngine = line('engine');
  console.log(
    [
      `MP3 step, 10-minute stereo clip at ${KBPS} kbps, 3 alternating rounds:`,
      `  plain ffmpeg        wall min ${plain.wallMin.toFixed(2)} s, median ${plain.wallMedian.toFixed(2)} s; CPU median ${plain.cpuMedian.toFixed(2)} s`,
      `  through the engine  wall min ${viaEngine.wallMin.toFixed(2)} s, median ${viaEngine.wallMedian.toFixed(2)} s; CPU median ${viaEngine.cpuMedian.toFixed(2)} s`,
      `  ratio (engine / plain): wall min ${(viaEngine.wallMin / plain.wallMin).toFixed(3)}×, wall median ${(viaEngine.wallMedian / plain.wallMedian).toFixed(3)}×, CPU ${(viaEngine.cpuMedian / plain.cpuMedian).toFixed(3)}× (budget ≤ 1.1×)`,
    ].join('\n'),
  );
});

test('MP3 end to end on a 10-minute clip (yt-dlp from a local site, then ffmpeg): reported', { timeout: 600_000 }, async ({ bench }) => {
  let run = 0;
  const result = await bench('engine.startConversion → complete', async () => {
    run += 1;
    const started = await engine.startConversion({ service: 'direct', url: `${site.origin}/clips/ten-minutes.m4a`, quality: KBPS }, `10.9.0.${run}`);
    if (!started.ok) throw new Error(started.error);
    for (;;) {
      const progress = engine.progress.ofConversion(started.conversionId);
      if (progress?.status === 'complete') return;
      if (progress?.status === 'error') throw new Error(progress.message);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }).run({ iterations: 2, warmupIterations: 0, time: 0 });
  console.log(`MP3 end to end through yt-dlp: min ${(result.latency.min / 1000).toFixed(2)} s of ${result.latency.samplesCount} runs`);
});
