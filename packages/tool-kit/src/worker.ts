// The worker side of a task run off the page's main thread (the page side is @toolnest/ui/worker-task).
// A tool's `src/<name>.worker.ts` is two lines: import its pure function and call serveTask with it.

/** What a task's worker answers to one input. */
export type TaskReply<O> = { ok: true; value: O } | { ok: false; message: string };

/** The parts of a dedicated worker's global scope serveTask uses (no DOM or WebWorker lib needed). */
export interface TaskScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
}

/** The message of anything thrown, for a reply: a stack overflow's RangeError says "Maximum call stack size exceeded". */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Answers each message with `run` of its data: `{ ok: true, value }`, or `{ ok: false, message }` when run throws. */
export function serveTask<I, O>(run: (input: I) => O, scope: TaskScope = globalThis as unknown as TaskScope): void {
  scope.onmessage = ({ data }) => {
    let reply: TaskReply<O>;
    try {
      reply = { ok: true, value: run(data as I) };
    } catch (error) {
      reply = { ok: false, message: messageOf(error) };
    }
    scope.postMessage(reply);
  };
}
