import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JobQueue } from './queue';

/** A job that ends when the test says so. */
function controllable() {
  const ends = new Map<string, () => void>();
  const started: string[] = [];
  const run = (id: string) =>
    new Promise<void>((resolve) => {
      started.push(id);
      ends.set(id, resolve);
    });
  const end = async (id: string) => {
    ends.get(id)!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { run, end, started };
}

describe('JobQueue', () => {
  it('runs up to the concurrency, queues up to the limit, refuses beyond', async () => {
    const jobs = controllable();
    const places: Array<[string, number]> = [];
    const queue = new JobQueue<string>({ concurrency: 2, maxWaiting: 2, run: jobs.run, onWaiting: (id, place) => places.push([id, place]) });
    expect(queue.add('a')).toBe(0);
    expect(queue.add('b')).toBe(0);
    expect(queue.add('c')).toBe(1);
    expect(queue.add('d')).toBe(2);
    expect(queue.full).toBe(true);
    expect(queue.add('e')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(jobs.started).toEqual(['a', 'b']);

    await jobs.end('b');
    expect(jobs.started).toEqual(['a', 'b', 'c']);
    expect(places).toEqual([['d', 1]]);
    expect(queue.full).toBe(false);
    await jobs.end('a');
    await jobs.end('c');
    await jobs.end('d');
    expect(jobs.started).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.runningCount).toBe(0);
  });

  it('frees the place of a job that fails', async () => {
    const started: string[] = [];
    const queue = new JobQueue<string>({
      concurrency: 1,
      maxWaiting: 5,
      run: async (id) => {
        started.push(id);
        throw new Error('boom');
      },
    });
    queue.add('a');
    queue.add('b');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual(['a', 'b']);
  });

  it('takes a job out of line and renumbers the rest', () => {
    const places: Array<[string, number]> = [];
    const queue = new JobQueue<string>({ concurrency: 1, maxWaiting: 5, run: () => new Promise(() => {}), onWaiting: (id, place) => places.push([id, place]) });
    for (const id of ['a', 'b', 'c', 'd']) queue.add(id);
    expect(queue.remove('b')).toBe(true);
    expect(places).toEqual([
      ['c', 1],
      ['d', 2],
    ]);
    expect(queue.clear()).toEqual(['c', 'd']);
  });

  it('property: first in, first out, never more than the concurrency at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 12 }), async (concurrency, count) => {
        const started: number[] = [];
        let running = 0;
        let most = 0;
        const queue = new JobQueue<number>({
          concurrency,
          maxWaiting: count,
          run: async (id) => {
            started.push(id);
            running += 1;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 0));
            running -= 1;
          },
        });
        for (let id = 0; id < count; id += 1) expect(queue.add(id)).not.toBeNull();
        while (queue.runningCount > 0 || queue.waitingCount > 0) await new Promise((resolve) => setTimeout(resolve, 1));
        expect(started).toEqual([...Array(count).keys()]);
        expect(most).toBeLessThanOrEqual(concurrency);
      }),
      { numRuns: 30 },
    );
  });
});
