// One download or conversion: its latest state, the listeners of its progress stream, and the
// views of that state the routes send (the download progress event and the MP3 progress answer, docs/api.md).
import type { ConversionProgress, DownloadProgressEvent, Mp3Quality } from './schemas';
import type { MediaService } from './services';

export type JobKind = 'download' | 'mp3';
export type JobPhase = 'waiting' | 'extracting' | 'downloading' | 'converting' | 'complete' | 'error';

export interface JobSnapshot {
  phase: JobPhase;
  /** Whole percent, 0 to 100. */
  progress: number;
  message: string;
  title?: string;
  downloadUrl?: string;
  filename?: string;
}

export interface FinishedFile {
  path: string;
  /** The name the visitor's browser saves it under. */
  filename: string;
  size: number;
  contentType: string;
}

export interface JobInit {
  key: string;
  kind: JobKind;
  service: MediaService;
  url: URL;
  /** The visitor's clientKey (an IPv6 client is its /64): what the per-client limits count. */
  client: string;
  dir: string;
  downloadId?: string;
  withoutWatermark?: boolean;
  quality?: Mp3Quality;
  first: JobSnapshot;
}

export type JobListener = (snapshot: JobSnapshot) => void;

export class Job {
  readonly key: string;
  readonly kind: JobKind;
  readonly service: MediaService;
  readonly url: URL;
  /** The visitor's clientKey (an IPv6 client is its /64): what the per-client limits count. */
  readonly client: string;
  /** DATA_DIR/media/instance-<uuid>/<key>: everything the job writes. */
  readonly dir: string;
  readonly downloadId: string | undefined;
  readonly withoutWatermark: boolean;
  readonly quality: Mp3Quality | undefined;
  /** Stops the job's programs; the reason is the JobFailure the visitor is told. */
  readonly abort = new AbortController();
  file: FinishedFile | undefined;
  private current: JobSnapshot;
  private readonly listeners = new Set<JobListener>();

  constructor(init: JobInit) {
    this.key = init.key;
    this.kind = init.kind;
    this.service = init.service;
    this.url = init.url;
    this.client = init.client;
    this.dir = init.dir;
    this.downloadId = init.downloadId;
    this.withoutWatermark = init.withoutWatermark ?? false;
    this.quality = init.quality;
    this.current = init.first;
  }

  get snapshot(): JobSnapshot {
    return this.current;
  }

  /** Queued or running (counts against the visitor's active jobs). */
  get active(): boolean {
    return this.current.phase !== 'complete' && this.current.phase !== 'error';
  }

  /** Calls `listener` with each later state; answers the unsubscribe function. */
  listen(listener: JobListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /**
   * Moves the job on. Listeners hear only real changes (phase, whole percent, message or title), so
   * a burst of progress lines becomes at most one event per percent. Nothing changes once it is over.
   */
  update(patch: Partial<JobSnapshot>): void {
    if (!this.active) return;
    const next: JobSnapshot = { ...this.current, ...patch };
    next.progress = Math.floor(next.progress);
    const changed =
      next.phase !== this.current.phase ||
      next.progress !== this.current.progress ||
      next.message !== this.current.message ||
      next.title !== this.current.title;
    if (!changed) return;
    this.current = next;
    for (const listener of [...this.listeners]) listener(next);
  }
}

/** The progress stream's event for a snapshot: `status` only once the job is over. */
export function toDownloadEvent(snapshot: JobSnapshot): DownloadProgressEvent {
  const status = snapshot.phase === 'complete' || snapshot.phase === 'error' ? snapshot.phase : undefined;
  return {
    progress: snapshot.progress,
    message: snapshot.message,
    ...(status ? { status } : {}),
    ...(snapshot.downloadUrl ? { downloadUrl: snapshot.downloadUrl } : {}),
    ...(snapshot.filename ? { filename: snapshot.filename } : {}),
    ...(snapshot.title ? { title: snapshot.title } : {}),
  };
}

/** The MP3 polling answer: waiting and downloading the audio both count as 'extracting'. */
export function toConversionProgress(snapshot: JobSnapshot): ConversionProgress {
  const status =
    snapshot.phase === 'complete' || snapshot.phase === 'error' || snapshot.phase === 'converting' ? snapshot.phase : 'extracting';
  return {
    status,
    progress: snapshot.progress,
    message: snapshot.message,
    ...(snapshot.title ? { title: snapshot.title } : {}),
    ...(snapshot.downloadUrl ? { downloadUrl: snapshot.downloadUrl } : {}),
    ...(snapshot.filename ? { filename: snapshot.filename } : {}),
  };
}
