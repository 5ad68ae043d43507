// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serveTask, type TaskScope } from './worker';

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
