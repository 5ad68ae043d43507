// @vitest-environment node
// Reading and comparing in worker threads: the real worker (run from these sources, as Node strips its
// types), a deadline per task that ends the thread still running it, and a worker that throws.
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { mainText } from './extract';
import { coveredWords, fingerprintText, indexSource } from './logic';
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

const TEXT = 'The quick brown fox jumps over the lazy dog near the quiet river bank at dawn. Then it slept all day long in the sun.';

describe('createPageReader', () => {
  it('fingerprints the text and compares pages with it as logic.ts does, in worker threads started on demand', async () => {
    const pages = reader({ threads: 2 });
    expect(pages.threads).toHaveLength(0);
    const printed = await pages.print(TEXT, 2);
    if (!printed.ok) throw new Error('not printed');
    const doc = fingerprintText(TEXT);
    expect(Array.from(printed.value.starts)).toEqual(doc.words.map((word) => word.start));
    expect(Array.from(printed.value.ends)).toEqual(doc.words.map((word) => word.end));
    expect(Array.from(printed.value.hashes)).toEqual(doc.hashes);
    expect(Array.from(printed.value.fingerprints)).toEqual(doc.fingerprints);
    expect(printed.value.queries).toHaveLength(2);
    const page = '<html><body><nav>Menu</nav><p>Someone wrote: the quick brown fox jumps over the lazy dog near the quiet river.</p></body></html>';
    const expected = coveredWords(doc, indexSource(mainText(page, 'text/html')));
    expect(expected.some((flag) => flag === 1)).toBe(true);
    expect(await pages.cover(page, 'text/html', printed.value)).toEqual({ ok: true, value: { empty: false, covered: expected } });
    // Pasted text is compared as it is, markup and all.
    expect(await pages.cover('<p>the quick brown fox jumps over the lazy dog</p>', 'text/plain', printed.value)).toMatchObject({ ok: true, value: { empty: false } });
    expect(await pages.cover('<p> </p><script>the quick brown fox</script>', 'text/html', printed.value)).toEqual({ ok: true, value: { empty: true } });
    expect(pages.threads.length).toBeGreaterThan(0);
  });

  it('ends a task past its deadline and terminates the thread running it; the next task gets a fresh thread', async () => {
    // 4 s: the task after the spinning one waits for a new thread to start, which a loaded machine makes slow.
    const pages = reader({ threads: 1, timeoutMs: 4000, filename: MISBEHAVING });
    expect(await pages.print('warm', 0)).toMatchObject({ ok: true });
    const [thread] = pages.threads;
    const exited = new Promise<number>((resolve) => thread!.once('exit', resolve));
    const started = performance.now();
    expect(await pages.print('spin', 0)).toEqual({ ok: false, reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(12_000);
    await exited; // a thread left spinning would never exit
    expect(pages.threads).not.toContain(thread);
    expect(await pages.print('after', 0)).toMatchObject({ ok: true });
  });

  it('counts the wait for a thread in the deadline: a task queued behind a stuck one ends too', async () => {
    const pages = reader({ threads: 1, timeoutMs: 2000, filename: MISBEHAVING });
    const [stuck, queued] = await Promise.all([pages.print('spin', 0), pages.print('fine', 0)]);
    expect(stuck).toEqual({ ok: false, reason: 'timeout' });
    expect(queued).toEqual({ ok: false, reason: 'timeout' });
  });

  it('answers a task that throws with the error, and keeps working', async () => {
    const pages = reader({ threads: 1, filename: MISBEHAVING });
    const outcome = await pages.print('poison', 0);
    expect(outcome).toMatchObject({ ok: false, reason: 'failed', error: expect.objectContaining({ message: 'Cannot read properties of null' }) });
    expect(await pages.print('fine', 0)).toMatchObject({ ok: true });
  });

  it('ends a real page that reads for minutes (2 MiB of unclosed <div>s) at its deadline', async () => {
    // linkedom's parser slows down with depth: 100,000 nested <div>s took 17 s, 400,000 took 224 s.
    const pages = reader({ threads: 1, timeoutMs: 3000 });
    const printed = await pages.print(TEXT, 0);
    if (!printed.ok) throw new Error('not printed');
    const started = performance.now();
    expect(await pages.cover('<div>'.repeat(400_000), 'text/html', printed.value)).toEqual({ ok: false, reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(12_000);
  });
});
