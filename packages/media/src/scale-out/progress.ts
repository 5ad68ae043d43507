// What the routes read of the shared queue's jobs on this API server, under the engine's names
// (job-reads.ts): each job's state is in Redis (state.ts), whichever worker runs it, and this
// server's streams follow the events each new state publishes (followers.ts).
import type { Redis } from 'ioredis';
import { isJobKey } from '../ids';
import { toConversionProgress, toDownloadEvent } from '../job';
import type { ConversionProgress, DownloadProgressEvent } from '../schemas';
import { SharedFollowers } from './followers';
import { EVENTS_CHANNEL, parseJobEvent, type SharedJobState } from './state';

export class SharedProgress {
  private readonly followers: SharedFollowers;

  /** Hands the jobs' events that `subscriber` (subscribed to EVENTS_CHANNEL) receives to this server's streams. */
  constructor(
    private readonly state: SharedJobState,
    subscriber: Redis,
  ) {
    this.followers = new SharedFollowers(state);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== EVENTS_CHANNEL) return;
      const event = parseJobEvent(message);
      if (event) this.followers.deliver(event);
    });
    // Events sent while the connection was down are lost: each followed job's state is read again.
    subscriber.on('ready', () => void this.followers.catchUp());
  }

  /**
   * Follows a download: `listener` gets its latest event first, then every later one, whichever
   * worker runs it. Null when there is no such download (yet: see whenStarted).
   */
  subscribe(downloadId: string, listener: (event: DownloadProgressEvent) => void): Promise<(() => void) | null> {
    return this.followers.subscribe(downloadId, listener);
  }

  /** Calls `callback` once (at once if it exists) when a download with this id has been started on any server; answers the cancel. */
  whenStarted(downloadId: string, callback: () => void): () => void {
    return this.followers.whenStarted(downloadId, callback);
  }

  /** The latest state of a download, or null. */
  async ofDownload(downloadId: string): Promise<DownloadProgressEvent | null> {
    const key = await this.state.keyOfDownload(downloadId);
    const record = key ? await this.state.read(key) : null;
    return record ? toDownloadEvent(record.snapshot) : null;
  }

  /** The polling answer for a conversion, or null when there is none (unknown, or expired). */
  async ofConversion(conversionId: string): Promise<ConversionProgress | null> {
    const record = isJobKey(conversionId) ? await this.state.read(conversionId) : null;
    return record?.spec.kind === 'mp3' ? toConversionProgress(record.snapshot) : null;
  }

  /** The streams on this server that follow a download. */
  listenerCount(downloadId: string): number {
    return this.followers.listenerCount(downloadId);
  }

  /** Drops every stream and waiting callback (the server stops; the jobs go on in the workers). */
  stop(): void {
    this.followers.clear();
  }
}
