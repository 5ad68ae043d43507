// Reading fetched pages (linkedom, Readability, normalisation) in a pool of worker threads, each page
// within a deadline. The server has one event loop for every visitor: a page built to be slow to read
// (deep nesting, huge runs of one character) must cost a worker thread at most the deadline, never
// the loop that answers everyone else. Piscina runs the pool.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';

/** Threads reading pages at once (PLAGIARISM_READ_THREADS): leaves the event loop a core on a 2-core machine's busiest moments. */
export const DEFAULT_READ_THREADS = 2;
/** How long one page may take to read, queue wait included (PLAGIARISM_READ_TIMEOUT_MS). */
export const DEFAULT_READ_TIMEOUT_MS = 3000;
/** An idle thread ends after this; the next page starts a new one (loading its modules takes ~0.2 s). */
const IDLE_TIMEOUT_MS = 60_000;

/** What the worker thread is given: a fetched page's text and media type. */
export interface ReadTask {
  body: string;
  mimeType: string;
}

export type ReadOutcome =
  | { ok: true; text: string }
  /** Past the deadline (the page's thread, if it had started, was terminated). */
  | { ok: false; reason: 'timeout' }
  /** The reader threw, or its thread died (out of memory): the error, for the log. */
  | { ok: false; reason: 'failed'; error: unknown };

export interface PageReader {
  /** A fetched page's main text (extract.ts's mainText), read in a worker thread within the deadline. */
  read(body: string, mimeType: string): Promise<ReadOutcome>;
  /** Ends every thread; reads still waiting fail. */
  close(): Promise<void>;
  /** The threads alive now (tests watch one end). */
  readonly threads: readonly Worker[];
}

export interface PageReaderOptions {
  /** Threads reading at once; default DEFAULT_READ_THREADS. */
  threads?: number;
  /** Per page, from the moment it is handed over; default DEFAULT_READ_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The worker module; plagiarism-worker beside this file unless a test brings its own. */
  filename?: string;
}

/**
 * plagiarism-worker beside the module at `moduleUrl`: .ts in the workspace's sources (vitest, tsx:
 * Node strips its types), .js in a build (this package's dist/, or apps/api's dist/, whose build
 * makes an entry of the same name next to the bundled server).
 */
export function workerFile(moduleUrl: string = import.meta.url): string {
  const fromSources = new URL(moduleUrl).pathname.endsWith('.ts');
  return fileURLToPath(new URL(fromSources ? './plagiarism-worker.ts' : './plagiarism-worker.js', moduleUrl));
}

export function createPageReader({ threads = DEFAULT_READ_THREADS, timeoutMs = DEFAULT_READ_TIMEOUT_MS, filename = workerFile() }: PageReaderOptions = {}): PageReader {
  // Checked now, at start-up: a build without the worker would otherwise skip every page, unnoticed.
  if (!existsSync(filename)) throw new Error(`The Plagiarism Checker's page reader is missing: ${filename} must be built beside the server.`);
  const pool = new Piscina<ReadTask, string>({
    filename,
    // No thread until a page comes: most servers start many times (tests, restarts) and read few pages.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
    recordTiming: false,
  });
  return {
    async read(body, mimeType) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return { ok: true, text: await pool.run({ body, mimeType }, { signal }) };
      } catch (error) {
        // Piscina drops a task still queued and terminates the thread of one already running, so a
        // page past its deadline stops burning CPU (the pool starts a fresh thread when needed).
        if (signal.aborted) return { ok: false, reason: 'timeout' };
        return { ok: false, reason: 'failed', error };
      }
    },
    close: () => pool.destroy(),
    get threads() {
      return pool.threads;
    },
  };
}
