// The page's reading of the chosen files (the browser reads them off the main thread; this only awaits).
import { SNIFF_BYTES, isPdf, unreadableMessage, type ZipSource } from './logic';

/** Reads up to this many files at once: enough to keep the disk busy, few enough that 2,000 small files do not queue 2,000 reads. */
const PARALLEL_READS = 16;

/** Runs `work` over the items, at most PARALLEL_READS at a time, in order of start; the first failure rejects. */
async function eachLimited<T>(items: readonly T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, items.length) }, lane));
}

/** Splits files into PDFs (`%PDF-` in their first 1,024 bytes) and the rest; a file that cannot be read is not a PDF. */
export async function sortOutPdfs(files: readonly File[]): Promise<{ pdfs: File[]; others: File[] }> {
  const verdicts: boolean[] = [];
  await eachLimited(files, async (file, index) => {
    try {
      verdicts[index] = isPdf(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    } catch {
      verdicts[index] = false;
    }
  });
  return { pdfs: files.filter((_, index) => verdicts[index]), others: files.filter((_, index) => !verdicts[index]) };
}

/** A file the browser could no longer read (removed, moved or changed since it was chosen). */
export class UnreadableFileError extends Error {
  constructor(readonly file: File) {
    super(unreadableMessage(file.name));
    this.name = 'UnreadableFileError';
  }
}

/** Every file's bytes, in order; `onRead` hears each file's size once it is read. Rejects with UnreadableFileError. */
export async function readSources(files: readonly File[], onRead: (bytes: number) => void): Promise<ZipSource[]> {
  const sources: ZipSource[] = [];
  await eachLimited(files, async (file, index) => {
    let data: Uint8Array;
    try {
      data = new Uint8Array(await file.arrayBuffer());
    } catch {
      throw new UnreadableFileError(file);
    }
    sources[index] = { name: file.name, data, lastModified: file.lastModified };
    onRead(data.length);
  });
  return sources;
}
