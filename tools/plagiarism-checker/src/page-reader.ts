// Reading and comparing in a pool of worker threads, each task within a deadline. The server has one
// event loop for every visitor: a page built to be slow to read (deep nesting, huge runs of one
// character) must cost a worker thread at most the deadline, never the loop that answers everyone
// else; and fingerprinting is linear but not small (2 MiB of distinct words took 1.2-2 s), so it
// runs there too. Piscina runs the pool; plagiarism-worker.ts is what runs in it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';

/** Threads reading pages at once (PLAGIARISM_READ_THREADS): leaves the event loop a core on a 2-core machine's busiest moments. */
export const DEFAULT_READ_THREADS = 2;
/** How long one task (a page read and compared, the text fingerprinted) may take, queue wait included (PLAGIARISM_READ_TIMEOUT_MS). */
export const DEFAULT_READ_TIMEOUT_MS = 3000;
/** An idle thread ends after this; the next task starts a new one (loading its modules takes ~0.2 s). */
const IDLE_TIMEOUT_MS = 60_000;

/** The submitted text, and how many search queries to pick from it (0 when there is no web search). */
export interface PrintTask {
  text: string;
  queries: number;
}

/** The submitted text fingerprinted (logic.ts's fingerprintText), as typed arrays, and its search queries. */
export interface PrintedText {
  /** Each word's offsets in the text. */
  starts: Int32Array;
  ends: Int32Array;
  hashes: Float64Array;
  fingerprints: Int32Array;
  queries: string[];
}

/** A fetched page's text and media type ('text/plain' for pasted text, compared as it is), to compare with the printed text. */
export interface CoverTask {
  body: string;
  mimeType: string;
  doc: { wordCount: number; hashes: Float64Array; fingerprints: Int32Array };
}

/** A source compared: no text at all, or which of the submitted text's words it covers (1 = matched). */
export type Cover = { empty: true } | { empty: false; covered: Uint8Array };

export type Outcome<T> =
  | { ok: true; value: T }
  /** Past the deadline (the task's thread, if it had started, was terminated). */
  | { ok: false; reason: 'timeout' }
  /** The task threw, or its thread died (out of memory): the error, for the log. */
  | { ok: false; reason: 'failed'; error: unknown };

export interface PageReader {
  /** The submitted text's fingerprints and, when asked, its most distinctive sentences. */
  print(text: string, queries: number): Promise<Outcome<PrintedText>>;
  /** A page's main text (or pasted text) compared with the printed text. */
  cover(body: string, mimeType: string, printed: PrintedText): Promise<Outcome<Cover>>;
  /** Ends every thread; tasks still waiting fail. */
  close(): Promise<void>;
  /** The threads alive now (tests watch one end). */
  readonly threads: readonly Worker[];
}

export interface PageReaderOptions {
  /** Threads at once; default DEFAULT_READ_THREADS. */
  threads?: number;
  /** Per task, from the moment it is handed over; default DEFAULT_READ_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The worker module; plagiarism-worker beside this file unless a test brings its own. */
  filename?: string;
}

/** Whether this module runs from the workspace's sources (vitest, tsx) rather than a build. */
const fromSources = (moduleUrl: string) => new URL(moduleUrl).pathname.endsWith('.ts');

/**
 * plagiarism-worker beside the module at `moduleUrl`: .ts in the workspace's sources (Node strips its
 * types), .js in a build (this package's dist/, or apps/api's dist/, whose build makes an entry of the
 * same name next to the bundled server).
 */
export function workerFile(moduleUrl: string = import.meta.url): string {
  return fileURLToPath(new URL(fromSources(moduleUrl) ? './plagiarism-worker.ts' : './plagiarism-worker.js', moduleUrl));
}

export function createPageReader({ threads = DEFAULT_READ_THREADS, timeoutMs = DEFAULT_READ_TIMEOUT_MS, filename = workerFile() }: PageReaderOptions = {}): PageReader {
  // Checked now, at start-up: a build without the worker would otherwise fail every check, unnoticed.
  if (!existsSync(filename)) throw new Error(`The Plagiarism Checker's page reader is missing: ${filename} must be built beside the server.`);
  const pool = new Piscina({
    filename,
    // No thread until a task comes: most servers start many times (tests, restarts) and check few pages.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
    recordTiming: false,
    // From the sources, the worker's own imports of workspace packages (@toolnest/tool-kit/text) must
    // find their sources too, as vitest and tsx find them for this thread.
    ...(fromSources(import.meta.url) ? { execArgv: [...process.execArgv, '--conditions=@toolnest/source'] } : {}),
  });

  async function run<T>(name: string, task: unknown): Promise<Outcome<T>> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return { ok: true, value: (await pool.run(task, { name, signal })) as T };
    } catch (error) {
      // Piscina drops a task still queued and terminates the thread of one already running, so a
      // task past its deadline stops burning CPU (the pool starts a fresh thread when needed).
      if (signal.aborted) return { ok: false, reason: 'timeout' };
      return { ok: false, reason: 'failed', error };
    }
  }

  return {
    print: (text, queries) => run<PrintedText>('printText', { text, queries } satisfies PrintTask),
    cover: (body, mimeType, { hashes, fingerprints, starts }) =>
      run<Cover>('coverSource', { body, mimeType, doc: { wordCount: starts.length, hashes, fingerprints } } satisfies CoverTask),
    close: () => pool.destroy(),
    get threads() {
      return pool.threads;
    },
  };
}
