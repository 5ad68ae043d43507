// What the zip worker runs, and the page too where there is no Worker (tests): the archive as one Blob.
import type { ReportProgress } from '@toolnest/tool-kit/worker';
import type { ZipSource } from './logic';
import { buildZip } from './zip';

/**
 * The archive of the sources as a Blob. Made where the bytes are (in the worker): joining 100 MB into a
 * Blob on the page would be one long main-thread task, while a Blob crosses back to the page by reference.
 */
export const zipToBlob = (sources: ZipSource[], report?: ReportProgress): Blob =>
  new Blob(buildZip(sources, report) as BlobPart[], { type: 'application/zip' });
