// Pure logic of PDF to ZIP: no React, no DOM, no I/O, no package, so it runs and tests anywhere (the page,
// the zip worker, Node). Writing the archive itself, with fflate, is ./zip.ts, which only the worker loads.

/** The name the archive is saved under. */
export const ARCHIVE_NAME = 'pdfs.zip';

// The notices, word for word (docs/tools/pdf-to-zip.md).
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
