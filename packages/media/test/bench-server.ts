// The SSE bench's server, in its own process so its memory can be read alone: a fake site and an
// API with the media plugin and a test start route. Prints {"port","origin"}, serves until stdin ends.
// With REDIS_URL and MEDIA_DIR set, its jobs go into the shared queue (the bench runs the worker).
// Run: node --import tsx --conditions=@toolnest/source test/bench-server.ts <clipsDir> <dataDir> <recordedDir>
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { mediaServer, sendStartFailure } from '../src/server';
import { startFakeMediaServer } from '../src/testing/fake-media-server';
import { testServices } from '../src/testing/services';

const [clipsDir, dataDir, recordedDir] = process.argv.slice(2);
if (!clipsDir || !dataDir || !recordedDir) throw new Error('usage: bench-server.ts <clipsDir> <dataDir> <recordedDir>');

const site = await startFakeMediaServer(clipsDir);
const app = Fastify({ bodyLimit: 16 * 1024 });
const shared = process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL, mediaDir: process.env.MEDIA_DIR } : {};
await app.register(mediaServer, { dataDir, services: testServices(recordedDir), startsPerMinute: 10_000, maxActivePerIp: 1000, maxStreamsPerIp: 1000, ...shared });
app.post('/api/test/download', async (request, reply) => {
  const body = request.body as { url: string; downloadId: string };
  const started = await app.media.startDownload({ service: 'direct', url: body.url, downloadId: body.downloadId }, request.ip);
  return started.ok ? { success: true } : sendStartFailure(reply, started);
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port, origin: site.origin }));

const stop = async () => {
  await app.close();
  await site.close();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.resume();
