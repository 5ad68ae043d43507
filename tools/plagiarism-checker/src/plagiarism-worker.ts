// The page reader's worker thread (see page-reader.ts): one fetched page in, its main text out.
// Loaded by file name, not bundled into the server: from the sources as this .ts file (Node strips the
// types, so the import below names its file exactly), else as plagiarism-worker.js beside the built
// server, in this package's dist/ and in apps/api's.
import { mainText } from './extract.ts';
import type { ReadTask } from './page-reader';

/** The main text of a fetched page (what server.ts compares); runs off the server's event loop. */
export default function readPage({ body, mimeType }: ReadTask): string {
  return mainText(body, mimeType);
}
