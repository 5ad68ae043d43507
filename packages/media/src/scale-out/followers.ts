// The progress streams on this API server that follow shared jobs: each job's state arrives through
// Redis (state.ts's events channel), whichever worker runs it, and goes to the streams that follow it.
import { ArrivalWaits } from '../arrival-waits';
import { toDownloadEvent, type JobSnapshot } from '../job';
import type { DownloadProgressEvent } from '../schemas';
import type { SharedJobEvent, SharedJobState } from './state';

const isEnded = (snapshot: JobSnapshot) => snapshot.phase === 'complete' || snapshot.phase === 'error';

/** One stream's listener, with the last seq it was sent: older or repeated events are dropped. */
class Follower {
  private lastSeq = 0;
  /** Events that arrived while the stream's first state was being read; null once it was sent. */
  private held: SharedJobEvent[] | null = [];

  constructor(private readonly send: (snapshot: JobSnapshot) => void) {}

  /** Sends the state first read, then what arrived meanwhile; answers whether the job has ended with them. */
  start(first: SharedJobEvent): boolean {
    const held = this.held ?? [];
    this.held = null;
    return [first, ...held].some((event) => this.take(event));
  }

  /** An event from Redis: held until the first state is sent, else sent. */
  receive(event: SharedJobEvent): void {
    if (this.held) this.held.push(event);
    // The stream closes itself on the last event, which unsubscribes it.
    else this.take(event);
  }

  /** Sends `event` when it is newer than what it had; answers whether the job has ended with it. */
  private take(event: SharedJobEvent): boolean {
    if (event.seq <= this.lastSeq) return false;
    this.lastSeq = event.seq;
    this.send(event.snapshot);
    return isEnded(event.snapshot);
  }
}

/** This server's streams of shared jobs, by job key, and the streams waiting for a download to start. */
export class SharedFollowers {
  private readonly followers = new Map<string, Set<Follower>>();
  private readonly keysByDownload = new Map<string, string>();
  private readonly arrivals = new ArrivalWaits();

  constructor(private readonly state: SharedJobState) {}

  /**
   * Follows a download: `listener` gets its latest event first, then every later one, whichever
   * worker runs it. Null when there is no such download (yet: see whenStarted).
   */
  async subscribe(downloadId: string, listener: (event: DownloadProgressEvent) => void): Promise<(() => void) | null> {
    const key = await this.state.keyOfDownload(downloadId);
    if (!key) return null;
    // Listening before reading: what lands meanwhile is held, then sent only when newer than the state read.
    const follower = new Follower((snapshot) => listener(toDownloadEvent(snapshot)));
    const followers = this.followers.get(key) ?? new Set();
    this.followers.set(key, followers);
    this.keysByDownload.set(downloadId, key);
    followers.add(follower);
    const stop = () => {
      followers.delete(follower);
      if (followers.size > 0 || this.followers.get(key) !== followers) return;
      this.followers.delete(key);
      if (this.keysByDownload.get(downloadId) === key) this.keysByDownload.delete(downloadId);
    };
    const record = await this.state.read(key).catch(() => null);
    if (!record) {
      stop();
      return null;
    }
    if (follower.start({ key, seq: record.seq, snapshot: record.snapshot })) {
      stop();
      return () => {};
    }
    return stop;
  }

  /** Calls `callback` once (at once if it exists) when a download with this id has been started on any server; answers the cancel. */
  whenStarted(downloadId: string, callback: () => void): () => void {
    return whenStartedAnywhere(this.arrivals, this.state, downloadId, callback);
  }

  /** The streams on this server that follow a download. */
  listenerCount(downloadId: string): number {
    const key = this.keysByDownload.get(downloadId);
    return key ? (this.followers.get(key)?.size ?? 0) : 0;
  }

  /** A job's new state, from Redis: to the streams waiting for its start, and to those that follow it. */
  deliver(event: SharedJobEvent): void {
    if (event.downloadId) this.arrivals.arrived(event.downloadId);
    for (const follower of [...(this.followers.get(event.key) ?? [])]) follower.receive(event);
  }

  /** After a reconnection: each followed job's current state, to the streams that have not had it. */
  async catchUp(): Promise<void> {
    for (const key of [...this.followers.keys()]) {
      const record = await this.state.read(key).catch(() => null);
      if (record) this.deliver({ key, seq: record.seq, snapshot: record.snapshot });
    }
  }

  /** Drops every stream and waiting callback (the server stops). */
  clear(): void {
    this.arrivals.clear();
    this.followers.clear();
  }
}

/** SharedFollowers.whenStarted: waits in `arrivals`, and asks Redis once, in case it started before the wait. */
function whenStartedAnywhere(arrivals: ArrivalWaits, state: SharedJobState, downloadId: string, callback: () => void): () => void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    cancel();
    callback();
  };
  const cancel = arrivals.add(downloadId, once);
  // It may have started between the caller's look and this registration.
  state.keyOfDownload(downloadId).then((key) => key && once(), () => {});
  return () => {
    called = true;
    cancel();
  };
}
