// The worker side of a task run off the page's main thread (the page side is @toolnest/ui/worker-task).
// A tool's `src/<name>.worker.ts` is two lines: import its pure function and call serveTask with it.

/** What a task's worker answers to one input. */
export type TaskReply<O> = { ok: true; value: O } | { ok: false; message: string };

/** How far a long task has got: `done` of `total` units (bytes, say), for a determinate progress bar. */
export interface TaskProgress {
  done: number;
  total: number;
}

/** Reports a long task's progress; the page hears it before the task's reply. */
export type ReportProgress = (progress: TaskProgress) => void;

/** Everything a task's worker posts: progress reports while it runs, then one reply. */
export type TaskMessage<O> = TaskReply<O> | { progress: TaskProgress };

/** Whether a worker's message is a progress report rather than the task's reply. */
export const isProgress = <O>(message: TaskMessage<O>): message is { progress: TaskProgress } => 'progress' in message;

/** The parts of a dedicated worker's global scope serveTask uses (no DOM or WebWorker lib needed). */
export interface TaskScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
}

/** The message of anything thrown, for a reply: a stack overflow's RangeError says "Maximum call stack size exceeded". */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Answers each message with `run` of its data: `{ ok: true, value }`, or `{ ok: false, message }` when run throws.
 * A long `run` may call its second argument to post `{ progress }` messages before the reply.
 */
export function serveTask<I, O>(run: (input: I, report: ReportProgress) => O, scope: TaskScope = globalThis as unknown as TaskScope): void {
  const report: ReportProgress = ({ done, total }) => scope.postMessage({ progress: { done, total } } satisfies TaskMessage<O>);
  scope.onmessage = ({ data }) => {
    let reply: TaskReply<O>;
    try {
      reply = { ok: true, value: run(data as I, report) };
    } catch (error) {
      reply = { ok: false, message: messageOf(error) };
    }
    scope.postMessage(reply);
  };
}
