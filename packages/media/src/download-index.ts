// This process's jobs by download id: what the progress stream and its polling read, and the streams
// waiting for a download id whose start call has not arrived yet.
import { ArrivalWaits } from './arrival-waits';
import { toDownloadEvent, type Job } from './job';
import type { DownloadProgressEvent } from './schemas';

export class DownloadIndex {
  private readonly downloads = new Map<string, Job>();
  private readonly arrivals = new ArrivalWaits();

  has(downloadId: string): boolean {
    return this.downloads.has(downloadId);
  }

  /** Finds a job by its download id from now on, and tells the streams waiting for it. */
  add(job: Job & { downloadId: string }): void {
    this.downloads.set(job.downloadId, job);
    this.arrivals.arrived(job.downloadId);
  }

  /** Forgets an expired job, unless another job has taken its download id since. */
  forget(job: Job): void {
    if (job.downloadId && this.downloads.get(job.downloadId) === job) this.downloads.delete(job.downloadId);
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
    return this.arrivals.add(downloadId, callback);
  }

  /** The latest state of a download, or null. */
  progress(downloadId: string): DownloadProgressEvent | null {
    const job = this.downloads.get(downloadId);
    return job ? toDownloadEvent(job.snapshot) : null;
  }

  /** How many listeners follow a download's progress (a stream that closed has none left). */
  listenerCount(downloadId: string): number {
    return this.downloads.get(downloadId)?.listenerCount ?? 0;
  }

  /** Drops the waiting streams' callbacks (the engine closes). */
  stopWaits(): void {
    this.arrivals.clear();
  }
}
