// The jobs this process holds, by key and by download id (download-index.ts), and the timers that
// forget ended jobs: what the progress stream, the polling and the file route read.
import { rmSync } from 'node:fs';
import { DownloadIndex } from './download-index';
import type { Job } from './job';

export class JobTable {
  private readonly jobs = new Map<string, Job>();
  /** The jobs that have a download id, by it (download-index.ts). */
  readonly downloads = new DownloadIndex();
  private readonly expiries = new Map<string, NodeJS.Timeout>();

  get size(): number {
    return this.jobs.size;
  }

  values(): IterableIterator<Job> {
    return this.jobs.values();
  }

  /** Holds a job; one with a download id is now found by it, and the streams waiting for it are told. */
  add(job: Job): void {
    this.jobs.set(job.key, job);
    if (job.downloadId) this.downloads.add(job as Job & { downloadId: string });
  }

  /** Holds a job by its key only: a queue worker's job, whose streams are on the API servers. */
  hold(job: Job): void {
    this.jobs.set(job.key, job);
  }

  /** Drops a job held by its key only. */
  delete(key: string): void {
    this.jobs.delete(key);
  }

  /** The client's jobs waiting or running. */
  activeCount(client: string): number {
    return [...this.jobs.values()].filter((job) => job.client === client && job.active).length;
  }

  /** The job with this key, if this process holds it (job-reads.ts reads the routes' answers from it). */
  get(key: string): Job | undefined {
    return this.jobs.get(key);
  }

  /** Forgets the job and removes its folder `afterMs` from now. */
  expireLater(job: Job, afterMs: number): void {
    const timer = setTimeout(() => {
      this.expiries.delete(job.key);
      rmSync(job.dir, { recursive: true, force: true });
      this.jobs.delete(job.key);
      this.downloads.forget(job);
    }, afterMs);
    timer.unref();
    this.expiries.set(job.key, timer);
  }

  /** Stops the expiry timers and drops the waiting streams' callbacks (the engine closes). */
  stopTimers(): void {
    for (const timer of this.expiries.values()) clearTimeout(timer);
    this.expiries.clear();
    this.downloads.stopWaits();
  }
}
