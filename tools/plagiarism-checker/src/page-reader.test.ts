// @vitest-environment node
// Reading pages in worker threads: the real worker (run from these sources, as Node strips its types),
// a deadline per page that ends the thread still reading, and a reader that throws.
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { mainText } from './extract';
import { createPageReader, workerFile, type PageReader } from './page-reader';

const MISBEHAVING = fileURLToPath(new URL('./fixtures/misbehaving-worker.mjs', import.meta.url));

const readers: PageReader[] = [];
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
});
const reader = (options: Parameters<typeof createPageReader>[0]) => {
  const created = createPageReader(options);
  readers.push(created);
  return created;
};

describe('workerFile', () => {
  it('is the .ts module beside the sources and the .js one beside a build (the tool’s dist/ or apps/api’s)', () => {
    expect(workerFile('file:///repo/tools/plagiarism-checker/src/page-reader.ts')).toBe('/repo/tools/plagiarism-checker/src/plagiarism-worker.ts');
    expect(workerFile('file:///repo/tools/plagiarism-checker/dist/server.js')).toBe('/repo/tools/plagiarism-checker/dist/plagiarism-worker.js');
    expect(workerFile('file:///srv/apps/api/dist/chunk-ABCD1234.js')).toBe('/srv/apps/api/dist/plagiarism-worker.js');
  });

  it('stops start-up when the worker module is missing, instead of skipping every page', () => {
    expect(() => createPageReader({ filename: '/nowhere/plagiarism-worker.js' })).toThrow(/page reader is missing: \/nowhere\/plagiarism-worker\.js/);
  });
});

describe('createPageReader', () => {
  it('reads a page in a worker thread as mainText does, starting no thread before the first page', async () => {
    const pages = reader({ threads: 1 });
    expect(pages.threads).toHaveLength(0);
    const html = '<html><body><nav>Menu</nav><p>First</p><p>Second  \n\n  line</p></body></html>';
    expect(await pages.read(html, 'text/html')).toEqual({ ok: true, text: mainText(html, 'text/html') });
    expect(await pages.read('plain text', 'text/plain')).toEqual({ ok: true, text: 'plain text' });
    expect(pages.threads).toHaveLength(1);
  });

  it('ends a page past its deadline and terminates the thread reading it; the next page gets a fresh thread', async () => {
    const pages = reader({ threads: 1, timeoutMs: 1000, filename: MISBEHAVING });
    expect(await pages.read('warm', 'text/plain')).toEqual({ ok: true, text: 'warm' });
    const [thread] = pages.threads;
    const exited = new Promise<number>((resolve) => thread!.once('exit', resolve));
    const started = performance.now();
    expect(await pages.read('spin', 'text/plain')).toEqual({ ok: false, reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(5000);
    await exited; // a thread left spinning would never exit
    expect(pages.threads).not.toContain(thread);
    expect(await pages.read('after', 'text/plain')).toEqual({ ok: true, text: 'after' });
  });

  it('counts the wait for a thread in the deadline: a page queued behind a stuck one ends too', async () => {
    const pages = reader({ threads: 1, timeoutMs: 1000, filename: MISBEHAVING });
    const [stuck, queued] = await Promise.all([pages.read('spin', 'text/plain'), pages.read('fine', 'text/plain')]);
    expect(stuck).toEqual({ ok: false, reason: 'timeout' });
    expect(queued).toEqual({ ok: false, reason: 'timeout' });
  });

  it('answers a reader that throws with the error, and keeps reading', async () => {
    const pages = reader({ threads: 1, filename: MISBEHAVING });
    const outcome = await pages.read('poison', 'text/html');
    expect(outcome).toMatchObject({ ok: false, reason: 'failed', error: expect.objectContaining({ message: 'Cannot read properties of null' }) });
    expect(await pages.read('fine', 'text/plain')).toEqual({ ok: true, text: 'fine' });
  });

  it('ends a real page that reads for minutes (2 MiB of unclosed <div>s) at its deadline', async () => {
    // linkedom's parser slows down with depth: 100,000 nested <div>s took 17 s, 400,000 took 224 s.
    const pages = reader({ threads: 1, timeoutMs: 1000 });
    const started = performance.now();
    expect(await pages.read('<div>'.repeat(400_000), 'text/html')).toEqual({ ok: false, reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
