// The jobs this process holds, by key and by download id (download-index.ts), and the timers that
// forget ended jobs: what the progress stream, the polling and the file route read.
import { rmSync } from 'node:fs';
import { isJobKey } from './ids';
import { DownloadIndex } from './download-index';
import { toConversionProgress, type FinishedFile, type Job } from './job';
import type { ConversionProgress } from './schemas';

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

  /** The polling answer for a conversion, or null when there is none (unknown, or expired). */
  conversionProgress(conversionId: string): ConversionProgress | null {
    const job = isJobKey(conversionId) ? this.jobs.get(conversionId) : undefined;
    return job?.kind === 'mp3' ? toConversionProgress(job.snapshot) : null;
  }

  /** A finished file by its key (the last part of its download URL), or null. */
  finishedFile(key: string): FinishedFile | null {
    const job = isJobKey(key) ? this.jobs.get(key) : undefined;
    return job?.snapshot.phase === 'complete' && job.file ? job.file : null;
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
