// The page side of a task run off the main thread, so a 10 MB compare or format never freezes typing
// (the worker side is serveTask of @toolnest/tool-kit/worker). One task at a time: a newer start, or
// a cancel when the input changes, ends the one running (its worker is terminated, not left to finish
// work nobody will read), so a stale result is never shown over newer input. A long task can report its
// progress (a determinate bar), and its input's buffers can be moved to the worker rather than copied.
import { isProgress, messageOf, type ReportProgress, type TaskMessage, type TaskProgress } from '@toolnest/tool-kit/worker';
import { useEffect, useMemo, useState } from 'react';

export type { TaskProgress } from '@toolnest/tool-kit/worker';

export const NO_WORKER_MESSAGE = 'This browser cannot do this work in the background. Please try a current browser.';

/** How a started task ended. 'superseded': a newer start or a cancel ended it; show nothing. */
export type TaskOutcome<O> = { status: 'done'; value: O } | { status: 'failed'; message: string } | { status: 'superseded' };

export interface WorkerTaskOptions<I, O> {
  /**
   * Starts the task's worker. Write it literally as
   * `() => new Worker(new URL('./name.worker.ts', import.meta.url), { type: 'module' })`: Vite bundles
   * the worker from that pattern, and the package build emits `dist/name.worker.js` and points the URL there.
   */
  worker: () => Worker;
  /**
   * The same function the worker serves, run on the main thread where there is no Worker or for `inline`
   * inputs; its reports reach `onProgress` as the worker's would. Left out, the page carries none of the
   * task's code (only the worker does), and without a Worker a task fails with `noWorkerMessage`.
   */
  run?: (input: I, report: ReportProgress) => O;
  /** The failed outcome's message when there is no Worker and no `run`. */
  noWorkerMessage?: string;
  /** Inputs small enough that a worker's start-up would cost more than the work. */
  inline?: (input: I) => boolean;
  /** The least time `busy` stays true, so a quick task's busy state is seen rather than flickering ("Comparing..."). */
  minBusyMs?: number;
  /**
   * The buffers of an input to move to the worker instead of copying them (100 MB of files, say). They are
   * detached on the page once sent, so the page must not read them again. Unused for inline runs.
   */
  transfer?: (input: I) => Transferable[];
}

/** What the page hears from one task while it runs. */
export interface TaskHandlers {
  /** Each progress report of the task, until it settles; never after a newer start or a cancel. */
  onProgress?: (progress: TaskProgress) => void;
}

export interface WorkerTask<I, O> {
  busy: boolean;
  /** Runs the task on `input`, ending any task still running (which resolves 'superseded'). */
  start(input: I, handlers?: TaskHandlers): Promise<TaskOutcome<O>>;
  /** Ends the running task, if any: call it when the input changes. */
  cancel(): void;
}

interface Running<O> {
  resolve: (outcome: TaskOutcome<O>) => void;
  /** Whether the work is on the worker (not yet answered): ending the task then ends the worker too. */
  onWorker: boolean;
}

/** Runs the task on the main thread: there is no Worker, or the input is too small for one. */
function runOnPage<I, O>({ run, noWorkerMessage }: WorkerTaskOptions<I, O>, input: I, report: ReportProgress): TaskOutcome<O> {
  if (!run) return { status: 'failed', message: noWorkerMessage ?? NO_WORKER_MESSAGE };
  try {
    return { status: 'done', value: run(input, report) };
  } catch (error) {
    return { status: 'failed', message: messageOf(error) };
  }
}

/** useWorkerTask without React: `onBusy` hears each change of the busy state. */
export class TaskRunner<I, O> {
  private worker: Worker | null = null;
  private running: Running<O> | null = null;

  constructor(
    private readonly options: WorkerTaskOptions<I, O>,
    private readonly onBusy: (busy: boolean) => void,
  ) {}

  start(input: I, { onProgress }: TaskHandlers = {}): Promise<TaskOutcome<O>> {
    this.cancel();
    const startedAt = performance.now();
    return new Promise((resolve) => {
      const task: Running<O> = { resolve, onWorker: false };
      this.running = task;
      this.onBusy(true);
      const settle = (outcome: TaskOutcome<O>) => this.settle(task, outcome, startedAt);
      // A superseded task's late reports are dropped, like its answer.
      const report: ReportProgress = (progress) => {
        if (this.running === task) onProgress?.(progress);
      };

      if (typeof Worker === 'undefined' || (this.options.run && this.options.inline?.(input))) {
        settle(runOnPage(this.options, input, report));
        return;
      }
      task.onWorker = true;
      const worker = (this.worker ??= this.options.worker());
      worker.onmessage = ({ data }: MessageEvent<TaskMessage<O>>) => {
        if (isProgress(data)) report(data.progress);
        else settle(data.ok ? { status: 'done', value: data.value } : { status: 'failed', message: data.message });
      };
      // A worker that fails to load or dies is not reused: the next task starts a fresh one.
      worker.onerror = (event) => {
        event.preventDefault();
        this.terminate();
        settle({ status: 'failed', message: event.message || 'The background task failed.' });
      };
      worker.postMessage(input, this.options.transfer?.(input) ?? []);
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
  return useMemo(
    () => ({ busy, start: (input: I, handlers?: TaskHandlers) => runner.start(input, handlers), cancel: () => runner.cancel() }),
    [busy, runner],
  );
}
