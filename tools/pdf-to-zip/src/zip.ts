// Writes pdfs.zip: plain computation over bytes with fflate's synchronous streaming API (fflate's async API
// would start blob: workers, which the site's CSP refuses). Only the zip worker loads it, so fflate stays out
// of the page's chunk and of ./logic, which imports no package.
import { Deflate, Zip, ZipPassThrough, deflateSync, inflateSync, type DeflateOptions } from 'fflate';
import { TOO_BIG_MESSAGE, fitsInZip, uniqueNames, zipDate, type ZipSource } from './logic';

/** Progress in bytes of the sources handled, for a determinate bar. */
export type ZipProgress = (progress: { done: number; total: number }) => void;

type Level = NonNullable<DeflateOptions['level']>;

export const DEFLATE_LEVEL: Level = 6;
/** Sources are handled in pieces of this size, so progress moves smoothly through a 100 MB file. */
export const PIECE_BYTES = 1 << 20;
/**
 * Deflate or store is chosen block by block. Most of a PDF is streams compressed already (images, fonts,
 * Flate content), which fflate deflates at ~7 MB/s for a gain of a percent or two, while its plain parts
 * (dictionaries, xref, uncompressed text) shrink many times over, fast. A block whose bytes, each coded at
 * its own frequency, would save less than MIN_BLOCK_GAIN (order-0 entropy of a quarter of its bytes, in 4
 * windows: linear, well under 1 ns a byte) goes into the entry as a stored DEFLATE block; runs of the other
 * blocks are deflated. The entry stays one ordinary DEFLATE stream any unzip reads, and 100 MB of any mix
 * takes about as long as its plain part.
 */
export const BLOCK_BYTES = 4096;
export const MIN_BLOCK_GAIN = 0.03;
const SAMPLE_WINDOWS = 4;
const WINDOW_BYTES = 256;

const xLog2x = Float64Array.from({ length: SAMPLE_WINDOWS * WINDOW_BYTES + 1 }, (_, n) => (n ? n * Math.log2(n) : 0));
const byteCounts = new Uint32Array(256);

/** Whether `block` (at most BLOCK_BYTES) looks incompressible: the entropy of its sample saves under MIN_BLOCK_GAIN. */
export function looksIncompressible(block: Uint8Array): boolean {
  byteCounts.fill(0);
  const windowBytes = Math.min(WINDOW_BYTES, Math.floor(block.length / SAMPLE_WINDOWS));
  const step = Math.floor(block.length / SAMPLE_WINDOWS);
  const n = windowBytes * SAMPLE_WINDOWS;
  if (n === 0) return false;
  for (let w = 0; w < SAMPLE_WINDOWS; w++) {
    for (let i = w * step, end = i + windowBytes; i < end; i++) byteCounts[block[i]!]!++;
  }
  let sum = 0;
  let seen = 0;
  for (let i = 0; i < 256; i++) {
    sum += xLog2x[byteCounts[i]!]!;
    if (byteCounts[i]) seen++;
  }
  // n·H = n·log2(n) − Σ c·log2(c) bits, plus Miller–Madow's (seen − 1) / (2 ln 2) for what a sample of
  // 1 KiB underestimates (uncorrected, random bytes would seem to save 2%).
  return xLog2x[n]! - sum + (seen - 1) / (2 * Math.LN2) > n * 8 * (1 - MIN_BLOCK_GAIN);
}

const STORED_MAX = 0xffff;
/** An empty stored block with BFINAL set: ends an entry's DEFLATE stream on the byte boundary where it stands. */
const FINAL_BLOCK = Uint8Array.of(1, 0, 0, 0xff, 0xff);

/** `bytes` as stored (type 0) DEFLATE blocks, not final, from a byte boundary. */
function storedBlocks(bytes: Uint8Array, out: Uint8Array[]): void {
  for (let offset = 0; offset < bytes.length; offset += STORED_MAX) {
    const part = bytes.subarray(offset, offset + STORED_MAX);
    out.push(Uint8Array.of(0, part.length & 0xff, part.length >> 8, ~part.length & 0xff, (~part.length >> 8) & 0xff), part);
  }
}

/**
 * Ends `deflate`'s output on a byte boundary with an empty stored block (zlib's Z_SYNC_FLUSH), so a stored
 * block or another DEFLATE stream may follow. fflate 0.8.3's own `flush(true)` misplaces that block when bits
 * are pending (101arrowz/fflate#267; the fix, #286, is unreleased): `flush(false)` writes the pending blocks,
 * and the last partial byte, which fflate keeps in its state as `r` (bit count | byte << 3), is closed here.
 * Every entry is checked by inflating it (deflateEntry), so a change of fflate's state costs size, never data.
 */
function syncFlush(deflate: Deflate): Uint8Array {
  deflate.flush(false);
  const pending = (deflate as unknown as { s: { r?: number } }).s.r ?? 0;
  // 3 header bits (not final, stored) after the pending ones, then padding to the byte: a second byte past 5.
  return Uint8Array.of(pending >> 3, ...((pending & 7) > 5 ? [0] : []), 0, 0, 0xff, 0xff);
}

/**
 * `run` deflated, from and to a byte boundary, in pieces (`advance` hears the bytes of each piece consumed);
 * null when that is no smaller, or when inflating it does not give `run` back: fflate's streaming Deflate has
 * an open report of invalid output on some inputs (101arrowz/fflate#260; its deflateSync is spared). A fresh
 * Deflate refers to nothing before its run, so the run is checked alone, and the stored blocks around it not at all.
 */
function deflatedRun(run: Uint8Array, level: Level, advance: (bytes: number) => void): Uint8Array[] | null {
  const out: Uint8Array[] = [];
  // The hash table's size as deflateSync would choose it for this length: the streaming default (2^20
  // entries, 2 MB zeroed) would cost more than deflating a short run between two compressed streams.
  const mem = Math.ceil(Math.max(8, Math.min(13, Math.log(run.length))) * 1.5) - 12;
  const deflate = new Deflate({ level, mem: mem as DeflateOptions['mem'] }, (chunk) => out.push(chunk));
  for (let offset = 0; offset < run.length; offset += PIECE_BYTES) {
    const end = Math.min(offset + PIECE_BYTES, run.length);
    deflate.push(run.subarray(offset, end));
    advance(end - offset);
  }
  out.push(syncFlush(deflate));
  if (sizeOf(out) >= run.length) return null;
  try {
    return sameBytes(inflateSync(join([...out, FINAL_BLOCK])), run) ? out : null;
  } catch {
    return null;
  }
}

const sizeOf = (chunks: readonly Uint8Array[]) => chunks.reduce((sum, chunk) => sum + chunk.length, 0);

function join(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(sizeOf(chunks));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * `data` as a DEFLATE stream of stored blocks and deflated runs (see BLOCK_BYTES), or null when that is no
 * smaller than `data`. `advance` hears every byte of `data` once.
 */
export function deflateEntry(data: Uint8Array, level: Level = DEFLATE_LEVEL, advance: (bytes: number) => void = () => {}): Uint8Array[] | null {
  const runs = runsOf(data);
  if (runs.length === 1 && !runs[0]!.stored && data.length <= WHOLE_DEFLATE_MAX) {
    const deflated = deflateSync(data, { level });
    advance(data.length);
    return deflated.length < data.length ? [deflated] : null;
  }
  const out: Uint8Array[] = [];
  for (const { start, end, stored } of runs) {
    const run = data.subarray(start, end);
    if (stored) {
      storedBlocks(run, out);
      advance(run.length);
      continue;
    }
    const deflated = deflatedRun(run, level, advance);
    if (deflated) out.push(...deflated);
    else storedBlocks(run, out);
  }
  out.push(FINAL_BLOCK);
  return sizeOf(out) < data.length ? out : null;
}

/** The blocks of `data` (see BLOCK_BYTES) joined into runs that are all stored or all deflated. */
function runsOf(data: Uint8Array): { start: number; end: number; stored: boolean }[] {
  const runs: { start: number; end: number; stored: boolean }[] = [];
  for (let start = 0; start < data.length; start += BLOCK_BYTES) {
    const end = Math.min(start + BLOCK_BYTES, data.length);
    const stored = looksIncompressible(data.subarray(start, end));
    const last = runs.at(-1);
    if (last?.stored === stored) last.end = end;
    else runs.push({ start, end, stored });
  }
  return runs;
}

/** A file all plain up to this size is deflated in one deflateSync call: no check needed, progress in one step. */
const WHOLE_DEFLATE_MAX = 16 * PIECE_BYTES;

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
    // deflateEntry counts every byte as it goes; then the entry takes them all (and reckons their CRC).
    const entry = new Entry(names[index]!, zipDate(lastModified), deflateEntry(data, level, advance));
    zip.add(entry);
    if (data.length === 0) entry.push(data, true);
    for (let offset = 0; offset < data.length; offset += PIECE_BYTES) {
      const end = Math.min(offset + PIECE_BYTES, data.length);
      entry.push(data.subarray(offset, end), end === data.length);
    }
  });
  zip.end();
  if (failure) throw failure;
  return out;
}
