// At most N outbound fetches at once for the whole server; the rest wait their turn, first in first out.

export interface FetchLimiter {
  /** Runs `task` when a slot is free. A wait ended by `signal` rejects with the signal's reason. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly max: number;
  readonly active: number;
  readonly waiting: number;
}

export const DEFAULT_MAX_FETCHES_IN_FLIGHT = 8;

export function createFetchLimiter(max = DEFAULT_MAX_FETCHES_IN_FLIGHT): FetchLimiter {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`A fetch limiter needs at least 1 slot, got ${max}.`);
  let active = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) next();
  };

  const acquire = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      if (active < max) {
        active += 1;
        return resolve();
      }
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        active += 1;
        resolve();
      };
      const onAbort = () => {
        const index = queue.indexOf(start);
        if (index !== -1) queue.splice(index, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(start);
    });

  return {
    max,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task, signal) {
      await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
