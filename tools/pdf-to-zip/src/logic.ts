// Pure logic of PDF to ZIP: no React, no DOM, no I/O, so it runs and tests anywhere (the zip worker,
// the page's inline fallback, Node). Building the archive is plain computation over bytes with fflate's
// synchronous streaming API; fflate's async API would start blob: workers, which the site's CSP refuses.
import { Deflate, Zip, ZipPassThrough, deflateSync, type DeflateOptions } from 'fflate';

/** The name the archive is saved under (AMENDMENTS: "saves it as pdfs.zip"). */
export const ARCHIVE_NAME = 'pdfs.zip';

// Spec 1 §5 and §8, verbatim; issue 19 for the rest.
export const NON_PDF_WARNING = 'Only PDF files are supported. Non-PDF files were ignored.';
export const NO_FILES_MESSAGE = 'Please select at least one PDF file.';
export const TOO_BIG_MESSAGE = 'ZIP archives over 4 GB or 65,535 files are not supported.';
export const SUCCESS_TITLE = 'ZIP Created!';
export const successMessage = (count: number) => `Successfully compressed ${count} PDF file(s) into a ZIP archive.`;
export const unreadableMessage = (name: string) => `Could not read ${name}.`;

/** How far into a file its `%PDF-` header may start (readers accept junk before it, as PDF 1.7 Annex H allows). */
export const SNIFF_BYTES = 1024;
const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Whether a file's first bytes hold `%PDF-` within its first 1,024 bytes: its name or type alone proves nothing. */
export function isPdf(head: Uint8Array): boolean {
  const end = Math.min(head.length, SNIFF_BYTES) - SIGNATURE.length;
  outer: for (let start = 0; start <= end; start++) {
    for (let i = 0; i < SIGNATURE.length; i++) if (head[start + i] !== SIGNATURE[i]) continue outer;
    return true;
  }
  return false;
}

/** A ZIP without ZIP64 (fflate writes none) counts entries in 16 bits and offsets in 32. */
export const MAX_ENTRIES = 65_535;
export const MAX_ARCHIVE_BYTES = 0xffff_ffff;

const utf8 = new TextEncoder();

/** The most bytes uniqueNames adds to a name: " (65534)". */
const MAX_SUFFIX_BYTES = 8;

/**
 * Whether an archive of these files stays within plain ZIP's limits, reckoned on its largest possible
 * size (every entry stored, every name numbered): each entry's data, its local header (30 bytes and the
 * name), data descriptor (16) and central record (46 and the name), then the end record (22).
 */
export function fitsInZip(files: readonly { name: string; size: number }[]): boolean {
  if (files.length > MAX_ENTRIES) return false;
  let bytes = 22;
  for (const { name, size } of files) bytes += size + 30 + 16 + 46 + 2 * (utf8.encode(entryName(name)).length + MAX_SUFFIX_BYTES);
  return bytes <= MAX_ARCHIVE_BYTES;
}

/**
 * A file's name as an entry name: a slash or backslash would make a folder (or climb out of one when
 * unzipped), and control characters have no place in a name, so each becomes '_'.
 */
export function entryName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this replaces
  const safe = name.replace(/[/\\\u0000-\u001f\u007f]/g, '_');
  return safe === '' ? 'document.pdf' : safe;
}

/** "a.pdf" → ["a", ".pdf"]; a leading dot starts a name, not an extension. */
function splitExtension(name: string): [stem: string, extension: string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/**
 * Entry names, one per file in order, all different even to a case-insensitive file system (Windows
 * and macOS unzip "A.pdf" over "a.pdf"): a name met again becomes "a (1).pdf", "a (2).pdf"…, never
 * one that another file already has.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const key = (name: string) => name.toLowerCase();
  const safe = names.map(entryName);
  const taken = new Set(safe.map(key));
  const kept = new Set<string>();
  // The next number to try for each name, so 65,535 copies of one name take linear time, not quadratic.
  const nextNumber = new Map<string, number>();
  return safe.map((name) => {
    if (!kept.has(key(name))) {
      kept.add(key(name));
      return name;
    }
    const [stem, extension] = splitExtension(name);
    for (let n = nextNumber.get(key(name)) ?? 1; ; n++) {
      const candidate = `${stem} (${n})${extension}`;
      if (!taken.has(key(candidate))) {
        taken.add(key(candidate));
        kept.add(key(candidate));
        nextNumber.set(key(name), n + 1);
        return candidate;
      }
    }
  });
}

/** ZIP's MS-DOS dates run from 1980 to 2107, and fflate takes 1980 to 2099 only: a date outside is moved to the nearest end. */
export function zipDate(lastModified: number): number {
  const first = new Date(1980, 0, 1).getTime();
  const last = new Date(2099, 11, 31, 23, 59, 58).getTime();
  return Number.isFinite(lastModified) ? Math.min(last, Math.max(first, lastModified)) : first;
}

/** One file to put in the archive. */
export interface ZipSource {
  name: string;
  data: Uint8Array;
  /** Milliseconds since 1970, as File.lastModified gives it. */
  lastModified: number;
}

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
