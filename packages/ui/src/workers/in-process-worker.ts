// For component tests in jsdom, which has no Worker: a Worker class that serves a tool's task function with
// serveTask in this thread, so a page's worker code path runs for real. Messages cross as structured clones
// with their transfer lists (a transferred buffer is detached on the page, as in a browser) and each one is
// answered on a later task, as a real worker's would be. `held` keeps answers back until `release()`, so a
// test can hold a task open and show that a newer input ends it.
import { serveTask, type ReportProgress, type TaskScope } from '@toolnest/tool-kit/worker';

export interface InProcessWorker {
  readonly url: URL | undefined;
  /** What the page sent, as the worker received it. */
  readonly inputs: unknown[];
  terminated: boolean;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null;
  postMessage(data: unknown, transfer?: Transferable[]): void;
  terminate(): void;
  /** Delivers the messages held so far, unless the page has ended this worker. */
  release(): void;
}

export interface InProcessWorkerClass {
  new (url?: URL): InProcessWorker;
  /** Every worker started, in order. */
  all: InProcessWorker[];
  /** While true, answers wait for release(). */
  held: boolean;
}

/** A Worker class serving `run`; install it with `vi.stubGlobal('Worker', inProcessWorker(run))`. */
export function inProcessWorker<I, O>(run: (input: I, report: ReportProgress) => O): InProcessWorkerClass {
  return class Served implements InProcessWorker {
    static all: InProcessWorker[] = [];
    static held = false;
    onmessage: InProcessWorker['onmessage'] = null;
    onerror: InProcessWorker['onerror'] = null;
    readonly inputs: unknown[] = [];
    terminated = false;
    private readonly answers: unknown[] = [];
    private readonly scope: TaskScope = {
      onmessage: null,
      postMessage: (answer) => {
        this.answers.push(answer);
        if (!Served.held) this.release();
      },
    };

    constructor(readonly url: URL | undefined = undefined) {
      Served.all.push(this);
      serveTask(run, this.scope);
    }

    postMessage(data: unknown, transfer: Transferable[] = []) {
      const received = structuredClone(data, { transfer });
      this.inputs.push(received);
      setTimeout(() => this.scope.onmessage?.({ data: received }));
    }

    terminate() {
      this.terminated = true;
    }

    release() {
      for (const answer of this.answers.splice(0)) if (!this.terminated) this.onmessage?.({ data: answer });
    }
  };
}
