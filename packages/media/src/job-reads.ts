// What the shared routes read of this process's own jobs (job-table.ts): a download's progress and its
// stream, a conversion's polling answer, and the finished files. The shared queue's side reads the same
// from Redis (scale-out/progress.ts, scale-out/served-files.ts), under the same names.
import { isJobKey } from './ids';
import { toConversionProgress, type FinishedFile } from './job';
import type { JobTable } from './job-table';
import type { ConversionProgress, DownloadProgressEvent } from './schemas';

/** The progress of this process's jobs: for the progress stream and the conversion polling. */
export class LocalProgress {
  constructor(private readonly table: JobTable) {}

  /** Follows a download's progress, the latest event first (DownloadIndex.subscribe); null when there is no such job yet. */
  subscribe(downloadId: string, listener: (event: DownloadProgressEvent) => void): (() => void) | null {
    return this.table.downloads.subscribe(downloadId, listener);
  }

  /** Calls `callback` once a job with `downloadId` exists; answers the cancel. */
  whenStarted(downloadId: string, callback: () => void): () => void {
    return this.table.downloads.whenStarted(downloadId, callback);
  }

  /** The latest state of a download, or null. */
  ofDownload(downloadId: string): DownloadProgressEvent | null {
    return this.table.downloads.progress(downloadId);
  }

  /** The polling answer for a conversion, or null when there is none (unknown, or expired). */
  ofConversion(conversionId: string): ConversionProgress | null {
    const job = isJobKey(conversionId) ? this.table.get(conversionId) : undefined;
    return job?.kind === 'mp3' ? toConversionProgress(job.snapshot) : null;
  }

  /** How many listeners follow a download's progress. */
  listenerCount(downloadId: string): number {
    return this.table.downloads.listenerCount(downloadId);
  }
}

/** The finished files of this process's jobs: for the file route. */
export class LocalFiles {
  constructor(private readonly table: JobTable) {}

  /** A finished file by its key (the last part of its download URL), or null. */
  finished(key: string): FinishedFile | null {
    const job = isJobKey(key) ? this.table.get(key) : undefined;
    return job?.snapshot.phase === 'complete' && job.file ? job.file : null;
  }
}
