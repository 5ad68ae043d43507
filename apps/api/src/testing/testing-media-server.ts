// The browser tests' server for the media pages: `node dist/testing-media-server.js`, the production
// server (main.ts, same environment) with the media engine's sites pointed at a fake media server
// that runs in this process (@toolnest/media/testing: short clips made by ffmpeg, recorded answers).
// Writes the fake site's URLs to DATA_DIR/fake-media-site.json once it listens, for the test kit's
// `mediaSite` fixture. With FAKE_MEDIA_RECORDED_DIR set, it uses the fake site that the scale-out test
// runs instead (its recorded answers in that folder), shared with that test's workers
// (testing-media-worker.ts). Never part of the production server.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeSiteServices, startFakeMediaSite } from '@toolnest/media/testing';
import { main, run } from '../entry/main';

/** The file, in DATA_DIR, that holds the fake site's origin and URLs. */
export const FAKE_MEDIA_SITE_FILE = 'fake-media-site.json';

run(async () => {
  const recordedDir = process.env.FAKE_MEDIA_RECORDED_DIR;
  if (recordedDir) return main({ media: { services: fakeSiteServices(recordedDir) } });
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR must be set: the fake site writes its URLs there.');
  const site = await startFakeMediaSite();
  // Its clips are temporary files: removed however the process ends.
  process.once('exit', () => rmSync(site.dir, { recursive: true, force: true }));
  await main({ media: { services: site.services } });
  writeFileSync(join(dataDir, FAKE_MEDIA_SITE_FILE), JSON.stringify({ origin: site.origin, urls: site.urls }), { mode: 0o600 });
});
