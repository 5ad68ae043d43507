// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isProgress, serveTask, type TaskMessage, type TaskScope } from './worker';

function fakeScope() {
  const replies: unknown[] = [];
  const scope: TaskScope = { onmessage: null, postMessage: (message) => replies.push(message) };
  const send = (data: unknown) => scope.onmessage?.({ data });
  return { scope, replies, send };
}

describe('serveTask', () => {
  it('answers each message with the value of run', () => {
    const { scope, replies, send } = fakeScope();
    serveTask((text: string) => text.toUpperCase(), scope);
    send('abc');
    send('déjà');
    expect(replies).toEqual([
      { ok: true, value: 'ABC' },
      { ok: true, value: 'DÉJÀ' },
    ]);
  });

  it('answers a thrown error with its message and keeps serving', () => {
    const { scope, replies, send } = fakeScope();
    serveTask((n: number) => {
      if (n < 0) throw new RangeError('negative');
      return n * 2;
    }, scope);
    send(-1);
    send(2);
    expect(replies).toEqual([{ ok: false, message: 'negative' }, { ok: true, value: 4 }]);
  });

  it('answers a stack overflow instead of dying', () => {
    const { scope, replies, send } = fakeScope();
    const depth = (n: number): number => (n === 0 ? 0 : 1 + depth(n - 1));
    serveTask(depth, scope);
    send(10_000_000);
    expect(replies).toEqual([{ ok: false, message: expect.stringMatching(/call stack/i) }]);
  });
});

describe('serveTask progress', () => {
  it('posts the progress a run reports, in order, before its reply', () => {
    const { scope, replies, send } = fakeScope();
    serveTask((total: number, report) => {
      for (let done = 1; done <= total; done++) report({ done, total });
      return 'finished';
    }, scope);
    send(2);
    expect(replies).toEqual([{ progress: { done: 1, total: 2 } }, { progress: { done: 2, total: 2 } }, { ok: true, value: 'finished' }]);
    expect(replies.map((message) => isProgress(message as TaskMessage<string>))).toEqual([true, true, false]);
  });

  it('keeps the progress posted before a throw, then answers the failure', () => {
    const { scope, replies, send } = fakeScope();
    serveTask((_: null, report) => {
      report({ done: 5, total: 10 });
      throw new Error('Could not read a.pdf.');
    }, scope);
    send(null);
    expect(replies).toEqual([{ progress: { done: 5, total: 10 } }, { ok: false, message: 'Could not read a.pdf.' }]);
  });
});
