// What a finished file is called when it is saved, and how it is sent: the name comes from the
// video's title (never from the request), the header follows RFC 6266 with an RFC 5987 name.

const MAX_NAME_CHARACTERS = 150;

/**
 * A file name for a download: the title without control characters or characters that file
 * systems refuse, at most 150 characters, plus `.ext`; `fallback` when nothing is left.
 */
export function downloadFilename(title: string | undefined, ext: string, fallback: string): string {
  const cleanExt = ext.replace(/[^A-Za-z0-9]/g, '').slice(0, 10).toLowerCase();
  const stem = (title ?? '')
    .normalize('NFC')
    // Controls, format characters (bidi overrides), separators other than a plain space, lone surrogates.
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, ' ')
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const short = Array.from(stem).slice(0, MAX_NAME_CHARACTERS).join('').trim();
  if (!short || !cleanExt) return fallback;
  return `${short}.${cleanExt}`;
}

/** RFC 5987 `attr-char` encoding: what encodeURIComponent leaves alone, less `'()*`. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded` for any name. */
export function contentDisposition(filename: string): string {
  const ascii = Array.from(filename, (char) => (/^[\x20-\x7e]$/.test(char) && char !== '"' && char !== '\\' && char !== '%' ? char : '_')).join('');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mov: 'video/quicktime',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  opus: 'audio/ogg',
  ogg: 'audio/ogg',
};

export function contentTypeFor(filename: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export type ByteRange = { start: number; end: number };

/**
 * A `Range` header for a file of `size` bytes: the one range asked for (clipped to the file), null
 * when there is none or it cannot be used (several ranges, other units: send the whole file), or
 * 'unsatisfiable' (416) when it starts beyond the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // The last N bytes.
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix)) return null;
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return null;
  if (last !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
