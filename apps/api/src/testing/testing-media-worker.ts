// The scale-out test's queue workers: `node dist/testing-media-worker.js`, the production worker
// (worker-main.ts, same environment) with the media sites pointed at that test's fake site, whose
// recorded answers are in FAKE_MEDIA_RECORDED_DIR. Never part of the production server.
import { fakeSiteServices } from '@toolnest/media/testing';
import { run } from '../entry/main';
import { worker } from '../entry/worker-main';

run(async () => {
  const recordedDir = process.env.FAKE_MEDIA_RECORDED_DIR;
  if (!recordedDir) throw new Error('FAKE_MEDIA_RECORDED_DIR must be set: the workers download from the test\'s fake site.');
  await worker({ media: { services: fakeSiteServices(recordedDir) } });
});
