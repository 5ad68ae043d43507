// The crash test's server stand-in: an engine over DATA_DIR running one slow, cut download (yt-dlp
// with its ffmpeg child). It prints each program it starts as a JSON line, then waits to be killed.
// Run: node --import tsx --conditions=@toolnest/source test/crash-child.ts <dataDir> <recordedDir> <url>
import { createMediaEngine } from '../src/engine';
import { FAST_LIMITS, testServices } from '../src/testing/services';

const [dataDir, recordedDir, url] = process.argv.slice(2);
if (!dataDir || !recordedDir || !url) throw new Error('usage: crash-child.ts <dataDir> <recordedDir> <url>');

const engine = await createMediaEngine({
  ...FAST_LIMITS,
  dataDir,
  services: testServices(recordedDir),
  onSpawn: (event) => console.log(JSON.stringify({ spawned: event.pid, file: event.file })),
});
const started = await engine.startDownload({ service: 'recorded-long', url, downloadId: 'crash-test-download' }, '127.0.0.1');
console.log(JSON.stringify({ started }));
setInterval(() => {}, 60_000);
