import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_WORKER_MESSAGE, TaskRunner, useWorkerTask, type TaskOutcome, type WorkerTaskOptions } from './worker-task';

/** A stand-in for a module worker: records what it is sent; the test answers for it. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  received: unknown[] = [];
  transferred: unknown[][] = [];
  terminated = false;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(data: unknown, transfer: unknown[] = []) {
    this.received.push(data);
    this.transferred.push(transfer);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    if (!this.terminated) this.onmessage?.({ data });
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault: () => {} });
  }
}

const double = (n: number) => n * 2;
const options = (extra: Partial<WorkerTaskOptions<number, number>> = {}): WorkerTaskOptions<number, number> => ({
  worker: () => new FakeWorker() as unknown as Worker,
  run: double,
  ...extra,
});

function runner(extra?: Partial<WorkerTaskOptions<number, number>>) {
  const busy: boolean[] = [];
  return { tasks: new TaskRunner(options(extra), (b) => busy.push(b)), busy };
}

describe('TaskRunner with a Worker', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the input to the worker and resolves with its answer, busy meanwhile; the idle worker is reused", async () => {
    const { tasks, busy } = runner();
    const first = tasks.start(21);
    expect(busy).toEqual([true]);
    const [worker] = FakeWorker.started;
    expect(worker!.received).toEqual([21]);
    worker!.reply({ ok: true, value: 42 });
    expect(await first).toEqual({ status: 'done', value: 42 });
    expect(busy).toEqual([true, false]);

    const second = tasks.start(1);
    worker!.reply({ ok: true, value: 2 });
    expect(await second).toEqual({ status: 'done', value: 2 });
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('a newer start supersedes the running task: its worker is terminated and its answer never shows', async () => {
    const { tasks } = runner();
    const stale = tasks.start(1);
    const [old] = FakeWorker.started;
    const fresh = tasks.start(2);
    expect(await stale).toEqual({ status: 'superseded' });
    expect(old!.terminated).toBe(true);
    old!.reply({ ok: true, value: 2 });
    const [, next] = FakeWorker.started;
    next!.reply({ ok: true, value: 4 });
    expect(await fresh).toEqual({ status: 'done', value: 4 });
  });

  it('cancel ends the running task and its worker, and clears busy', async () => {
    const { tasks, busy } = runner();
    const task = tasks.start(1);
    tasks.cancel();
    expect(await task).toEqual({ status: 'superseded' });
    expect(FakeWorker.started[0]!.terminated).toBe(true);
    expect(busy).toEqual([true, false]);
    tasks.cancel();
    expect(busy).toEqual([true, false]);
  });

  it("a failed answer is a failed outcome with the worker's message", async () => {
    const { tasks } = runner();
    const task = tasks.start(1);
    FakeWorker.started[0]!.reply({ ok: false, message: 'Maximum call stack size exceeded' });
    expect(await task).toEqual({ status: 'failed', message: 'Maximum call stack size exceeded' });
  });

  it('a worker that dies fails its task and is replaced by a fresh one for the next', async () => {
    const { tasks } = runner();
    const task = tasks.start(1);
    FakeWorker.started[0]!.fail('Out of memory');
    expect(await task).toEqual({ status: 'failed', message: 'Out of memory' });
    expect(FakeWorker.started[0]!.terminated).toBe(true);
    const next = tasks.start(3);
    FakeWorker.started[1]!.reply({ ok: true, value: 6 });
    expect(await next).toEqual({ status: 'done', value: 6 });
  });

  it('inline inputs run on the main thread, with no worker started', async () => {
    const { tasks } = runner({ inline: (n) => n < 10 });
    expect(await tasks.start(4)).toEqual({ status: 'done', value: 8 });
    expect(FakeWorker.started).toHaveLength(0);
    void tasks.start(100);
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('stays busy for at least minBusyMs, and a cancel in that time still wins', async () => {
    vi.useFakeTimers();
    try {
      const { tasks, busy } = runner({ minBusyMs: 100 });
      let outcome: TaskOutcome<number> | undefined;
      void tasks.start(1).then((o) => (outcome = o));
      FakeWorker.started[0]!.reply({ ok: true, value: 2 });
      await vi.advanceTimersByTimeAsync(99);
      expect(outcome).toBeUndefined();
      expect(busy).toEqual([true]);
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toEqual({ status: 'done', value: 2 });
      expect(busy).toEqual([true, false]);

      void tasks.start(5).then((o) => (outcome = o));
      FakeWorker.started[0]!.reply({ ok: true, value: 10 });
      tasks.cancel();
      await vi.advanceTimersByTimeAsync(100);
      expect(outcome).toEqual({ status: 'superseded' });
      // The answered worker was idle: nothing to terminate.
      expect(FakeWorker.started[0]!.terminated).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TaskRunner progress and transfer', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("hands the worker's progress reports to onProgress, in order, then resolves with its answer", async () => {
    const { tasks } = runner();
    const heard: unknown[] = [];
    const task = tasks.start(1, { onProgress: (progress) => heard.push(progress) });
    const [worker] = FakeWorker.started;
    worker!.reply({ progress: { done: 1, total: 4 } });
    worker!.reply({ progress: { done: 4, total: 4 } });
    expect(heard).toEqual([
      { done: 1, total: 4 },
      { done: 4, total: 4 },
    ]);
    worker!.reply({ ok: true, value: 2 });
    expect(await task).toEqual({ status: 'done', value: 2 });
  });

  it('a progress report is not an answer, and a superseded task reports nothing more', async () => {
    const { tasks, busy } = runner();
    const heard: unknown[] = [];
    void tasks.start(1, { onProgress: (progress) => heard.push(progress) });
    const [worker] = FakeWorker.started;
    worker!.reply({ progress: { done: 1, total: 2 } });
    expect(busy).toEqual([true]);
    tasks.cancel();
    // Straight from the handler, as a message already queued before terminate() would arrive.
    worker!.onmessage?.({ data: { progress: { done: 2, total: 2 } } });
    expect(heard).toEqual([{ done: 1, total: 2 }]);
  });

  it('moves the buffers that transfer names to the worker; with no transfer option, none', () => {
    const buffer = new ArrayBuffer(8);
    const withTransfer = new TaskRunner<{ data: ArrayBuffer }, number>(
      { worker: () => new FakeWorker() as unknown as Worker, run: () => 0, transfer: (input) => [input.data] },
      () => {},
    );
    void withTransfer.start({ data: buffer });
    expect(FakeWorker.started[0]!.transferred).toEqual([[buffer]]);

    void runner().tasks.start(1);
    expect(FakeWorker.started[1]!.transferred).toEqual([[]]);
  });

  it('inline runs report their progress too, synchronously, and transfer nothing', async () => {
    const heard: unknown[] = [];
    const tasks = new TaskRunner<number, number>(
      {
        worker: () => new FakeWorker() as unknown as Worker,
        run: (n, report) => {
          report({ done: n, total: n });
          return n;
        },
        inline: () => true,
        transfer: () => {
          throw new Error('not for inline runs');
        },
      },
      () => {},
    );
    expect(await tasks.start(3, { onProgress: (progress) => heard.push(progress) })).toEqual({ status: 'done', value: 3 });
    expect(heard).toEqual([{ done: 3, total: 3 }]);
  });
});

describe('TaskRunner without a Worker (jsdom, older environments)', () => {
  it('runs the function on the main thread; a throw is a failed outcome', async () => {
    expect(typeof Worker).toBe('undefined');
    const tasks = new TaskRunner<number, number>(
      {
        worker: () => {
          throw new Error('no worker here');
        },
        run: (n) => {
          if (n < 0) throw new RangeError('negative');
          return n + 1;
        },
      },
      () => {},
    );
    expect(await tasks.start(1)).toEqual({ status: 'done', value: 2 });
    expect(await tasks.start(-1)).toEqual({ status: 'failed', message: 'negative' });
  });
});
describe('a worker-only task (no run)', () => {
  it('fails without a Worker, with its own message or a general one, and never runs inline', async () => {
    expect(typeof Worker).toBe('undefined');
    const own = new TaskRunner<number, number>({ worker: () => new FakeWorker() as unknown as Worker, noWorkerMessage: 'No workers here.' }, () => {});
    expect(await own.start(1)).toEqual({ status: 'failed', message: 'No workers here.' });
    const general = new TaskRunner<number, number>({ worker: () => new FakeWorker() as unknown as Worker, inline: () => true }, () => {});
    expect(await general.start(1)).toEqual({ status: 'failed', message: NO_WORKER_MESSAGE });
  });
});


describe('useWorkerTask', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  function Doubler() {
    const task = useWorkerTask(options());
    return (
      <button disabled={task.busy} onClick={() => void task.start(2)}>
        {task.busy ? 'Working...' : 'Double'}
      </button>
    );
  }

  it('renders the busy state while the worker works, and ends the worker on unmount', async () => {
    const { unmount } = render(<Doubler />);
    await userEvent.click(screen.getByRole('button', { name: 'Double' }));
    expect(screen.getByRole('button', { name: 'Working...' })).toBeDisabled();
    act(() => FakeWorker.started[0]!.reply({ ok: true, value: 4 }));
    expect(await screen.findByRole('button', { name: 'Double' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Double' }));
    unmount();
    expect(FakeWorker.started[0]!.terminated).toBe(true);
  });
});
