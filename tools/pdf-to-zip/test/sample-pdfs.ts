// PDFs made up for the benchmarks, the same bytes on every run (a seeded generator), shaped like real
// ones: a header, objects with their dictionaries, streams, an xref table and a trailer. What matters to
// the archive is how much their bytes compress, so each kind mixes text and compressed-looking bytes as
// real files of that kind do.

/** Seeded pseudo-random bytes (xorshift32): as incompressible as a PDF's Flate or JPEG streams. */
export function noise(length: number, seed = 1): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed | 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

const LINE = 'BT /F1 11 Tf 72 %Y% Td (Quarterly figures for the northern region, as agreed at the meeting.) Tj ET\n';

/** A content stream written out in plain text, as PDFs saved without compression have them. */
function textStream(length: number, seed: number): Uint8Array {
  let text = '';
  for (let y = seed; text.length < length; y += 13) text += LINE.replace('%Y%', String(700 - (y % 640)));
  return new TextEncoder().encode(text.slice(0, length));
}

/**
 * - 'compressed': every stream compressed, as most producers write them (Word, LaTeX, scanners): little to gain.
 * - 'text': content streams left uncompressed: deflate shrinks them many times over.
 * - 'mixed': compressed images with a 6 KiB plain-text stream after each 60 KiB: a few percent to gain, all of
 *   it in the text (the slowest kind to zip when a file is deflated whole: 18 s for 100 MB in Chromium).
 */
export type PdfKind = 'compressed' | 'text' | 'mixed';

/** One made-up PDF of about `size` bytes. */
export function samplePdf(kind: PdfKind, size: number, seed: number): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [encoder.encode('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (part: Uint8Array) => {
    parts.push(part);
    length += part.length;
  };
  // Room for the xref table (20 bytes an object) and the trailer.
  const room = () => size - length - 100 - 20 * (offsets.length + 1);
  for (let object = 1; room() > 8 * 1024; object++) {
    const streamLength = Math.min(60 * 1024, room() - (kind === 'mixed' ? 7 * 1024 : 200));
    const streamBytes = kind === 'text' ? textStream(streamLength, seed + object) : noise(streamLength, seed * 7919 + object);
    const filter = kind === 'text' ? '' : ' /Filter /FlateDecode';
    offsets.push(length);
    add(encoder.encode(`${object} 0 obj\n<< /Length ${streamBytes.length}${filter} >>\nstream\n`));
    add(streamBytes);
    add(encoder.encode('\nendstream\nendobj\n'));
    if (kind === 'mixed') {
      const text = textStream(6 * 1024, seed + object);
      add(encoder.encode(`% page text ${object}\nstream\n`));
      add(text);
      add(encoder.encode('\nendstream\n'));
    }
  }
  const xref = [`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`, ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)].join('');
  add(encoder.encode(`${xref}trailer\n<< /Size ${offsets.length + 1} >>\nstartxref\n${length}\n%%EOF\n`));
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** `count` PDFs of one kind making `totalBytes` together, named like a folder of scans. */
export function samplePdfs(kind: PdfKind, totalBytes: number, count: number): { name: string; data: Uint8Array }[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `${kind}-${String(index + 1).padStart(3, '0')}.pdf`,
    data: samplePdf(kind, Math.floor(totalBytes / count), index + 1),
  }));
}
