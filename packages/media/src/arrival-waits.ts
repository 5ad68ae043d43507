// The callbacks waiting for a download id's start: a progress stream may open before the start call
// it follows has arrived, and waits here until it does.

/** Callbacks waiting for a download id to start, by download id. */
export class ArrivalWaits {
  private readonly waits = new Map<string, Set<() => void>>();

  /** Adds `callback` to those waiting for `downloadId`; answers its cancel. */
  add(downloadId: string, callback: () => void): () => void {
    const waiting = this.waits.get(downloadId) ?? new Set();
    waiting.add(callback);
    this.waits.set(downloadId, waiting);
    return () => {
      waiting.delete(callback);
      if (waiting.size === 0 && this.waits.get(downloadId) === waiting) this.waits.delete(downloadId);
    };
  }

  /** Calls, once, every callback waiting for `downloadId`: it has started. */
  arrived(downloadId: string): void {
    const waiting = this.waits.get(downloadId);
    this.waits.delete(downloadId);
    for (const callback of waiting ?? []) callback();
  }

  /** Drops every waiting callback uncalled (the jobs close). */
  clear(): void {
    this.waits.clear();
  }
}
