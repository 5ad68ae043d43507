// Decoding a fetched body: the encoding from a byte order mark, else the Content-Type charset, else
// (for HTML) a <meta> in the first 1024 bytes, as browsers prescan; UTF-8 when none names a known one.

export interface DecodedBody {
  text: string;
  /** The encoding used, as TextDecoder names it ('utf-8', 'windows-1252', …). */
  charset: string;
}

const PRESCAN_BYTES = 1024;

/** TextDecoder's name for a label, or undefined when it knows none by that label. */
function encodingOf(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim().replace(/^["']|["']$/g, '')).encoding;
  } catch {
    return undefined;
  }
}

/** The `charset` parameter of a Content-Type header value. */
export function charsetParameter(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? '')?.[2];
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/**
 * The encoding a <meta charset> or <meta http-equiv="content-type"> names in the first 1024 bytes.
 * Only those bytes: the regexes below could backtrack over a whole page (a page of '<!--' or '<meta'
 * with no end), but over 1024 bytes their worst case is a fraction of a millisecond (measured).
 */
export function metaCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, PRESCAN_BYTES)).toString('latin1').replace(/<!--[\s\S]*?-->/g, '');
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const direct = /\bcharset\s*=\s*["']?([^"'\s/>;]+)/i.exec(tag)?.[1];
    const found = encodingOf(direct);
    // A page cannot declare itself UTF-16 from inside: its bytes would not have let us read the tag.
    if (found) return found.startsWith('utf-16') ? 'utf-8' : found;
  }
  return undefined;
}

const isHtml = (mime: string) => mime === '' || mime === 'text/html' || mime === 'application/xhtml+xml';

/** The body's text and the encoding it was read in. `mime` is the lower-case media type ('' when none). */
export function decodeBody(bytes: Uint8Array, contentType: string | undefined, mime: string): DecodedBody {
  const charset =
    bomEncoding(bytes) ?? encodingOf(charsetParameter(contentType)) ?? (isHtml(mime) ? metaCharset(bytes) : undefined) ?? 'utf-8';
  // TextDecoder drops a BOM that matches its encoding.
  return { text: new TextDecoder(charset).decode(bytes), charset };
}
