// The page side of a task run off the main thread, so a 10 MB compare or format never freezes typing
// (the worker side is serveTask of @toolnest/tool-kit/worker). One task at a time: a newer start, or
// a cancel when the input changes, ends the one running (its worker is terminated, not left to finish
// work nobody will read), so a stale result is never shown over newer input.
import { messageOf, type TaskReply } from '@toolnest/tool-kit/worker';
import { useEffect, useMemo, useState } from 'react';

/** How a started task ended. 'superseded': a newer start or a cancel ended it; show nothing. */
export type TaskOutcome<O> = { status: 'done'; value: O } | { status: 'failed'; message: string } | { status: 'superseded' };

export interface WorkerTaskOptions<I, O> {
  /**
   * Starts the task's worker. Write it literally as
   * `() => new Worker(new URL('./name.worker.ts', import.meta.url), { type: 'module' })`: Vite bundles
   * the worker from that pattern, and the package build emits `dist/name.worker.js` and points the URL there.
   */
  worker: () => Worker;
  /** The same pure function the worker serves, run on the main thread where there is no Worker (tests) or for `inline` inputs. */
  run: (input: I) => O;
  /** Inputs small enough that a worker's start-up would cost more than the work. */
  inline?: (input: I) => boolean;
  /** The least time `busy` stays true, so a quick task's busy state is seen rather than flickering (spec 1 §4: "Comparing..."). */
  minBusyMs?: number;
}

export interface WorkerTask<I, O> {
  busy: boolean;
  /** Runs the task on `input`, ending any task still running (which resolves 'superseded'). */
  start(input: I): Promise<TaskOutcome<O>>;
  /** Ends the running task, if any: call it when the input changes. */
  cancel(): void;
}

interface Running<O> {
  resolve: (outcome: TaskOutcome<O>) => void;
  /** Whether the work is on the worker (not yet answered): ending the task then ends the worker too. */
  onWorker: boolean;
}

/** useWorkerTask without React: `onBusy` hears each change of the busy state. */
export class TaskRunner<I, O> {
  private worker: Worker | null = null;
  private running: Running<O> | null = null;

  constructor(
    private readonly options: WorkerTaskOptions<I, O>,
    private readonly onBusy: (busy: boolean) => void,
  ) {}

  start(input: I): Promise<TaskOutcome<O>> {
    this.cancel();
    const startedAt = performance.now();
    return new Promise((resolve) => {
      const task: Running<O> = { resolve, onWorker: false };
      this.running = task;
      this.onBusy(true);
      const settle = (outcome: TaskOutcome<O>) => this.settle(task, outcome, startedAt);

      if (typeof Worker === 'undefined' || this.options.inline?.(input)) {
        try {
          settle({ status: 'done', value: this.options.run(input) });
        } catch (error) {
          settle({ status: 'failed', message: messageOf(error) });
        }
        return;
      }
      task.onWorker = true;
      const worker = (this.worker ??= this.options.worker());
      worker.onmessage = ({ data }: MessageEvent<TaskReply<O>>) =>
        settle(data.ok ? { status: 'done', value: data.value } : { status: 'failed', message: data.message });
      // A worker that fails to load or dies is not reused: the next task starts a fresh one.
      worker.onerror = (event) => {
        event.preventDefault();
        this.terminate();
        settle({ status: 'failed', message: event.message || 'The background task failed.' });
      };
      worker.postMessage(input);
    });
  }

  cancel(): void {
    const task = this.running;
    if (!task) return;
    this.running = null;
    if (task.onWorker) this.terminate();
    this.onBusy(false);
    task.resolve({ status: 'superseded' });
  }

  /** Ends the running task and the worker (on unmount). The runner stays usable. */
  dispose(): void {
    this.cancel();
    this.terminate();
  }

  /** Delivers a task's outcome once it has been busy for minBusyMs, unless a newer start or a cancel ended it. */
  private settle(task: Running<O>, outcome: TaskOutcome<O>, startedAt: number) {
    if (this.running !== task) return;
    task.onWorker = false;
    const finish = () => {
      if (this.running !== task) return;
      this.running = null;
      this.onBusy(false);
      task.resolve(outcome);
    };
    const wait = (this.options.minBusyMs ?? 0) - (performance.now() - startedAt);
    if (wait > 0) setTimeout(finish, wait);
    else finish();
  }

  private terminate() {
    this.worker?.terminate();
    this.worker = null;
  }
}

/**
 * Runs a pure function in a module worker, with a busy state. The options are read once, at mount:
 * pass functions that do not change (module-level ones).
 */
export function useWorkerTask<I, O>(options: WorkerTaskOptions<I, O>): WorkerTask<I, O> {
  const [busy, setBusy] = useState(false);
  const [runner] = useState(() => new TaskRunner(options, setBusy));
  useEffect(() => () => runner.dispose(), [runner]);
  return useMemo(() => ({ busy, start: (input: I) => runner.start(input), cancel: () => runner.cancel() }), [busy, runner]);
}
