// How a media queue worker starts (`npm run worker` runs worker.ts; REDIS_URL must be set). It takes
// the downloads and conversions that the servers put in the queue, runs yt-dlp and ffmpeg in MEDIA_DIR, and reports each job's
// progress through Redis to whichever server streams it. Start any number, on any machine that
// shares MEDIA_DIR with the servers. SIGTERM hands its running jobs back to the queue.
import { startMediaWorker, type MediaEngineOptions, type MediaLogger } from '@toolnest/media';
import { readWorkerConfig } from '../config/config';
import { shutDownOnExit } from './shutdown';

const log: MediaLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error instanceof Error ? (error.stack ?? error.message) : (error ?? '')),
};

/** Starts a worker from the environment; `media` adds what no variable sets (the tests' fake sites). */
export async function worker({ media }: { media?: Pick<MediaEngineOptions, 'services'> } = {}): Promise<void> {
  const config = readWorkerConfig(process.env);
  const mediaWorker = await startMediaWorker({
    ...config.media,
    ...media,
    dataDir: config.dataDir,
    redisUrl: config.redisUrl,
    stalledCheckSeconds: config.stalledCheckSeconds,
    log,
  });
  shutDownOnExit({ close: () => mediaWorker.close(), log, media: mediaWorker });
  console.log(`Toolnest media worker ready: ${config.media.concurrency} job(s) at once, files in ${mediaWorker.mediaDir}`);
}
