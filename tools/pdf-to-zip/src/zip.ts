// Writes pdfs.zip: plain computation over bytes with fflate's synchronous streaming API (fflate's async API
// would start blob: workers, which the site's CSP refuses). Only the zip worker loads it, so fflate stays out
// of the page's chunk and of ./logic, which imports no package.
import { Deflate, Zip, ZipPassThrough, deflateSync, type DeflateOptions } from 'fflate';
import { TOO_BIG_MESSAGE, fitsInZip, uniqueNames, zipDate, type ZipSource } from './logic';

/** Progress in bytes of the sources handled, for a determinate bar. */
export type ZipProgress = (progress: { done: number; total: number }) => void;

type Level = NonNullable<DeflateOptions['level']>;

export const DEFLATE_LEVEL: Level = 6;
/** Sources are handled in pieces of this size, so progress moves smoothly through a 100 MB file. */
export const PIECE_BYTES = 1 << 20;
/**
 * How a file is sampled before deflating it whole. Most PDFs are compressed inside already, and deflating
 * such bytes costs fflate about 0.15 s a megabyte for a gain of a percent or two: when a sample of the file
 * (a 64th of it, 4 to 64 KiB, in 4 windows spread over it) deflates by less than MIN_GAIN, the entry is
 * stored without deflating the rest. Sampling costs at most a 64th of the work, whatever the file sizes.
 */
export const PROBE = { windows: 4, share: 1 / 64, minBytes: 4 * 1024, maxBytes: 64 * 1024, minGain: 0.02 } as const;

/**
 * Whether deflating `data` may be worth it: a file up to 4 KiB is simply tried (the exact comparison
 * after it decides); a larger one when its sample deflates by MIN_GAIN or more.
 */
export function worthDeflating(data: Uint8Array, level: Level = DEFLATE_LEVEL): boolean {
  const { windows, share, minBytes, maxBytes, minGain } = PROBE;
  if (data.length <= minBytes) return true;
  const windowBytes = Math.ceil(Math.min(maxBytes, Math.max(minBytes, data.length * share)) / windows);
  const step = Math.floor((data.length - windowBytes) / (windows - 1));
  let packed = 0;
  for (let i = 0; i < windows; i++) {
    packed += deflateSync(data.subarray(i * step, i * step + windowBytes), { level }).length;
  }
  return packed <= windows * windowBytes * (1 - minGain);
}

/** Raw DEFLATE of `data`, in pieces; `advance` hears the bytes of each piece consumed. */
function deflatePieces(data: Uint8Array, level: Level, advance: (bytes: number) => void): Uint8Array[] {
  const out: Uint8Array[] = [];
  const deflate = new Deflate({ level }, (chunk) => out.push(chunk));
  if (data.length === 0) deflate.push(data, true);
  for (let offset = 0; offset < data.length; offset += PIECE_BYTES) {
    const end = Math.min(offset + PIECE_BYTES, data.length);
    deflate.push(data.subarray(offset, end), end === data.length);
    advance(end - offset);
  }
  return out;
}

/**
 * An archive entry: fflate's pass-through stream (which reckons the CRC-32 of what is pushed) that
 * writes either the pushed bytes (stored) or, once the last piece is pushed, a DEFLATE stream made
 * beforehand: the choice between the two needs the deflated size, which a ZipDeflate knows too late.
 */
class Entry extends ZipPassThrough {
  constructor(
    filename: string,
    mtime: number,
    private readonly deflated: Uint8Array[] | null,
  ) {
    super(filename);
    this.mtime = mtime;
    if (deflated) this.compression = 8;
  }

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    if (!this.deflated) return this.ondata(null, chunk, final);
    if (!final) return;
    const last = this.deflated.length - 1;
    this.deflated.forEach((piece, index) => this.ondata(null, piece as Uint8Array<ArrayBuffer>, index === last));
  }
}

const sizeOf = (chunks: readonly Uint8Array[]) => chunks.reduce((sum, chunk) => sum + chunk.length, 0);

/**
 * A ZIP archive of the sources, as the pieces to join (a Blob in the browser): one entry per source in
 * order, named by uniqueNames (fflate sets the UTF-8 flag on any name beyond ASCII), dated by its file,
 * deflated, or stored when deflating gains nothing. Every source's bytes come back out unchanged.
 * `report` hears the bytes handled so far, about once a percent. Throws TOO_BIG_MESSAGE past plain ZIP's limits.
 */
export function buildZip(sources: readonly ZipSource[], report: ZipProgress = () => {}, level: Level = DEFLATE_LEVEL): Uint8Array[] {
  if (!fitsInZip(sources.map(({ name, data }) => ({ name, size: data.length })))) throw new Error(TOO_BIG_MESSAGE);
  const total = sizeOf(sources.map((source) => source.data));
  const step = Math.max(1, Math.ceil(total / 100));
  let done = 0;
  let reported = 0;
  const advance = (bytes: number) => {
    done += bytes;
    if (done - reported >= step || done === total) {
      reported = done;
      report({ done, total });
    }
  };

  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure ??= error;
    else out.push(chunk);
  });
  const names = uniqueNames(sources.map((source) => source.name));
  sources.forEach(({ data, lastModified }, index) => {
    // A deflate tried counts the bytes as it goes; a stored entry as its bytes pass (and get their CRC).
    const tried = worthDeflating(data, level) ? deflatePieces(data, level, advance) : null;
    const entry = new Entry(names[index]!, zipDate(lastModified), tried && sizeOf(tried) < data.length ? tried : null);
    zip.add(entry);
    if (data.length === 0) entry.push(data, true);
    for (let offset = 0; offset < data.length; offset += PIECE_BYTES) {
      const end = Math.min(offset + PIECE_BYTES, data.length);
      entry.push(data.subarray(offset, end), end === data.length);
      if (!tried) advance(end - offset);
    }
  });
  zip.end();
  if (failure) throw failure;
  return out;
}
