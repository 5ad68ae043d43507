// `app.media`, the jobs the plugin (server.ts) decorates the app with, in a module of its own: the
// plugin and the tools' start routes (routes.ts) both need the type, and neither imports the other.
import type { MediaEngine } from './engine';
import type { SharedMediaJobs } from './scale-out/jobs';

/** The media jobs: this process's own engine, or the shared queue's side of them when REDIS_URL is set. */
export type MediaJobs = MediaEngine | SharedMediaJobs;

declare module 'fastify' {
  interface FastifyInstance {
    /** The media jobs: startDownload, startConversion, and the state the shared routes read. */
    media: MediaJobs;
  }
}
