// The jobs this process holds, by key and by download id, with the streams waiting for a download
// id's start call and the timers that forget ended jobs: what the progress stream, the polling and
// the file route read.
import { rmSync } from 'node:fs';
import { isJobKey } from './ids';
import { toConversionProgress, toDownloadEvent, type FinishedFile, type Job } from './job';
import type { ConversionProgress, DownloadProgressEvent } from './schemas';

export class JobTable {
  private readonly jobs = new Map<string, Job>();
  private readonly downloads = new Map<string, Job>();
  private readonly arrivals = new Map<string, Set<() => void>>();
  private readonly expiries = new Map<string, NodeJS.Timeout>();

  get size(): number {
    return this.jobs.size;
  }

  values(): IterableIterator<Job> {
    return this.jobs.values();
  }

  hasDownload(downloadId: string): boolean {
    return this.downloads.has(downloadId);
  }

  /** Holds a job; one with a download id is now found by it, and the streams waiting for it are told. */
  add(job: Job): void {
    this.jobs.set(job.key, job);
    if (!job.downloadId) return;
    this.downloads.set(job.downloadId, job);
    const waiting = this.arrivals.get(job.downloadId);
    this.arrivals.delete(job.downloadId);
    for (const callback of waiting ?? []) callback();
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

  /**
   * Follows the progress of `downloadId`: `listener` gets the latest event at once, then every
   * later one. Null when there is no such job (yet: see whenStarted). Answers the unsubscribe.
   */
  subscribe(downloadId: string, listener: (event: DownloadProgressEvent) => void): (() => void) | null {
    const job = this.downloads.get(downloadId);
    if (!job) return null;
    listener(toDownloadEvent(job.snapshot));
    if (!job.active) return () => {};
    return job.listen((snapshot) => listener(toDownloadEvent(snapshot)));
  }

  /** Calls `callback` once a job with `downloadId` exists (at once if it does); answers the cancel. */
  whenStarted(downloadId: string, callback: () => void): () => void {
    if (this.downloads.has(downloadId)) {
      callback();
      return () => {};
    }
    const waiting = this.arrivals.get(downloadId) ?? new Set();
    waiting.add(callback);
    this.arrivals.set(downloadId, waiting);
    return () => {
      waiting.delete(callback);
      if (waiting.size === 0 && this.arrivals.get(downloadId) === waiting) this.arrivals.delete(downloadId);
    };
  }

  /** The polling answer for a conversion, or null when there is none (unknown, or expired). */
  conversionProgress(conversionId: string): ConversionProgress | null {
    const job = isJobKey(conversionId) ? this.jobs.get(conversionId) : undefined;
    return job?.kind === 'mp3' ? toConversionProgress(job.snapshot) : null;
  }

  /** The latest state of a download, or null. */
  downloadProgress(downloadId: string): DownloadProgressEvent | null {
    const job = this.downloads.get(downloadId);
    return job ? toDownloadEvent(job.snapshot) : null;
  }

  /** A finished file by its key (the last part of its download URL), or null. */
  finishedFile(key: string): FinishedFile | null {
    const job = isJobKey(key) ? this.jobs.get(key) : undefined;
    return job?.snapshot.phase === 'complete' && job.file ? job.file : null;
  }

  /** How many listeners follow a download's progress (a stream that closed has none left). */
  listenerCount(downloadId: string): number {
    return this.downloads.get(downloadId)?.listenerCount ?? 0;
  }

  /** Forgets the job and removes its folder `afterMs` from now. */
  expireLater(job: Job, afterMs: number): void {
    const timer = setTimeout(() => {
      this.expiries.delete(job.key);
      rmSync(job.dir, { recursive: true, force: true });
      this.jobs.delete(job.key);
      if (job.downloadId && this.downloads.get(job.downloadId) === job) this.downloads.delete(job.downloadId);
    }, afterMs);
    timer.unref();
    this.expiries.set(job.key, timer);
  }

  /** Stops the expiry timers and drops the waiting streams' callbacks (the engine closes). */
  stopTimers(): void {
    for (const timer of this.expiries.values()) clearTimeout(timer);
    this.expiries.clear();
    this.arrivals.clear();
  }
}
