// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_ARCHIVE_BYTES,
  MAX_ENTRIES,
  NON_PDF_WARNING,
  NO_FILES_MESSAGE,
  SNIFF_BYTES,
  TOO_BIG_MESSAGE,
  entryName,
  fitsInZip,
  isPdf,
  successMessage,
  uniqueNames,
  unreadableMessage,
  zipDate,
  type ZipSource,
} from './logic';
import { inflateRawSync } from 'node:zlib';
import { BLOCK_BYTES, PIECE_BYTES, buildZip, deflateEntry, looksIncompressible } from './zip';
import { noise, samplePdf } from '../test/sample-pdfs';
import { joinChunks as join, unzipEntries } from '../test/unzip';

const bytes = (text: string) => new TextEncoder().encode(text);
const pdf = (body: string) => bytes(`%PDF-1.7\n${body}\n%%EOF\n`);
const source = (name: string, data: Uint8Array, lastModified = Date.UTC(2024, 4, 1)): ZipSource => ({ name, data, lastModified });

/** The archive's central directory records: name bytes, UTF-8 flag, method, sizes. */
function centralRecords(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const records = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    records.push({
      utf8: (flags & 0x800) !== 0,
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      name: new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return records;
}

describe('messages', () => {
  it('are the documented text', () => {
    expect(NON_PDF_WARNING).toBe('Only PDF files are supported. Non-PDF files were ignored.');
    expect(NO_FILES_MESSAGE).toBe('Please select at least one PDF file.');
    expect(successMessage(3)).toBe('Successfully compressed 3 PDF file(s) into a ZIP archive.');
    expect(TOO_BIG_MESSAGE).toBe('ZIP archives over 4 GB or 65,535 files are not supported.');
    expect(unreadableMessage('a.pdf')).toBe('Could not read a.pdf.');
  });
});

describe('isPdf', () => {
  it('finds %PDF- at the start or anywhere in the first 1,024 bytes', () => {
    expect(isPdf(pdf('x'))).toBe(true);
    const late = new Uint8Array(SNIFF_BYTES);
    late.set(bytes('%PDF-'), SNIFF_BYTES - 5);
    expect(isPdf(late)).toBe(true);
  });

  it('refuses empty files, a renamed program, a header that starts too late or is cut short', () => {
    expect(isPdf(new Uint8Array())).toBe(false);
    expect(isPdf(bytes('MZ\x90\x00 This program cannot be run in DOS mode.'))).toBe(false);
    const tooLate = new Uint8Array(SNIFF_BYTES + 10);
    tooLate.set(bytes('%PDF-'), SNIFF_BYTES - 4);
    expect(isPdf(tooLate)).toBe(false);
    expect(isPdf(bytes('%PDF'))).toBe(false);
    expect(isPdf(bytes('%pdf-1.4'))).toBe(false);
  });

  it('agrees with a plain search of the first 1,024 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1100 }), fc.nat(1100), fc.boolean(), (data, at, plant) => {
        const head = Uint8Array.from(data);
        if (plant && at + 5 <= head.length) head.set(bytes('%PDF-'), at);
        const text = String.fromCharCode(...head.subarray(0, SNIFF_BYTES));
        expect(isPdf(head)).toBe(text.includes('%PDF-'));
      }),
    );
  });
});

describe('uniqueNames', () => {
  it('numbers repeated names before the extension, leaving the first as it is', () => {
    expect(uniqueNames(['a.pdf', 'a.pdf', 'b.pdf', 'a.pdf'])).toEqual(['a.pdf', 'a (1).pdf', 'b.pdf', 'a (2).pdf']);
  });

  it('never takes a name another file has, and treats case as the same name', () => {
    expect(uniqueNames(['a.pdf', 'a.pdf', 'a (1).pdf'])).toEqual(['a.pdf', 'a (2).pdf', 'a (1).pdf']);
    expect(uniqueNames(['Report.PDF', 'report.pdf'])).toEqual(['Report.PDF', 'report (1).pdf']);
  });

  it('keeps names without an extension, dot files and non-Latin names whole', () => {
    expect(uniqueNames(['notes', 'notes', '.pdf', '.pdf', 'отчёт.pdf', 'отчёт.pdf'])).toEqual([
      'notes',
      'notes (1)',
      '.pdf',
      '.pdf (1)',
      'отчёт.pdf',
      'отчёт (1).pdf',
    ]);
  });

  it('makes slashes and control characters plain', () => {
    expect(entryName('../../etc/passwd.pdf')).toBe('.._.._etc_passwd.pdf');
    expect(entryName('a\\b\u0000c.pdf')).toBe('a_b_c.pdf');
    expect(entryName('')).toBe('document.pdf');
  });

  it('gives as many names as files, all different ignoring case, each the file name or that name numbered', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a.pdf', 'A.pdf', 'a (1).pdf', 'b', 'b (1)', 'é.pdf', '.pdf', 'x.y.pdf'), { maxLength: 30 }), (names) => {
        const out = uniqueNames(names);
        expect(out).toHaveLength(names.length);
        expect(new Set(out.map((name) => name.toLowerCase())).size).toBe(out.length);
        out.forEach((name, index) => {
          const original = names[index]!;
          const dot = original.lastIndexOf('.');
          const [stem, extension] = dot > 0 ? [original.slice(0, dot), original.slice(dot)] : [original, ''];
          const numbered = name.startsWith(`${stem} (`) && name.endsWith(`)${extension}`) && /^\d+$/.test(name.slice(stem.length + 2, name.length - extension.length - 1));
          expect(name === original || numbered).toBe(true);
        });
        // A name met for the first time is kept.
        const firsts = names.filter((name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
        for (const name of firsts) expect(out).toContain(name);
      }),
    );
  });
});

describe('fitsInZip', () => {
  it('allows 65,535 files and refuses one more', () => {
    const files = (count: number) => Array.from({ length: count }, () => ({ name: 'a.pdf', size: 10 }));
    expect(MAX_ENTRIES).toBe(65_535);
    expect(fitsInZip(files(MAX_ENTRIES))).toBe(true);
    expect(fitsInZip(files(MAX_ENTRIES + 1))).toBe(false);
  });

  it('refuses an archive that could pass 4 GB, headers and central directory included', () => {
    expect(fitsInZip([{ name: 'a.pdf', size: 3 * 1024 ** 3 }])).toBe(true);
    expect(fitsInZip([{ name: 'a.pdf', size: 4 * 1024 ** 3 }])).toBe(false);
    const overhead = 22 + 30 + 16 + 46 + 2 * ('a.pdf'.length + ' (65534)'.length);
    expect(fitsInZip([{ name: 'a.pdf', size: MAX_ARCHIVE_BYTES - overhead }])).toBe(true);
    expect(fitsInZip([{ name: 'a.pdf', size: MAX_ARCHIVE_BYTES - overhead + 1 }])).toBe(false);
  });

  it('throws from buildZip past the limits, before any work', () => {
    const many = Array.from({ length: MAX_ENTRIES + 1 }, () => source('a.pdf', new Uint8Array()));
    const progress: unknown[] = [];
    expect(() => buildZip(many, (report) => progress.push(report))).toThrow(TOO_BIG_MESSAGE);
    expect(progress).toEqual([]);
  });
});

describe('zipDate', () => {
  it('keeps dates ZIP can hold and moves others to the nearest end', () => {
    const may = new Date(2024, 4, 1, 12, 30).getTime();
    expect(zipDate(may)).toBe(may);
    expect(zipDate(0)).toBe(new Date(1980, 0, 1).getTime());
    expect(zipDate(Date.UTC(2150, 0, 1))).toBe(new Date(2099, 11, 31, 23, 59, 58).getTime());
    expect(zipDate(Number.NaN)).toBe(new Date(1980, 0, 1).getTime());
  });
});

describe('deflateEntry', () => {
  const text = (length: number) => bytes('BT /F1 12 Tf 72 700 Td (Quarterly figures) Tj ET\n'.repeat(Math.ceil(length / 48))).subarray(0, length);
  /** Node's zlib, which checks more than fflate's inflate (fflate#267 slipped past the latter). */
  const inflateStrict = (chunks: Uint8Array[]) => new Uint8Array(inflateRawSync(join(chunks)));

  it('tells compressed bytes from plain ones by their byte frequencies', () => {
    expect(looksIncompressible(noise(BLOCK_BYTES))).toBe(true);
    expect(looksIncompressible(text(BLOCK_BYTES))).toBe(false);
    // Mostly compressed with a little text: a Huffman code alone would save more than 3%.
    const block = noise(BLOCK_BYTES, 5);
    block.fill(0x20, 0, 512);
    expect(looksIncompressible(block)).toBe(false);
  });

  it('stores the compressed streams of a PDF and deflates what lies between, in one stream zlib reads', () => {
    const mixed = samplePdf('mixed', 2 * PIECE_BYTES + 77, 3);
    const stream = deflateEntry(mixed)!;
    expect(inflateStrict(stream)).toEqual(mixed);
    expect(join(stream).length).toBeLessThan(mixed.length * 0.96);
  });

  it('gives null when nothing is gained', () => {
    expect(deflateEntry(noise(3 * PIECE_BYTES + 123, 7))).toBeNull();
    expect(deflateEntry(new Uint8Array())).toBeNull();
  });

  it('round-trips any mix of plain and compressed runs, whatever bits a run leaves pending', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ plain: fc.boolean(), length: fc.integer({ min: 1, max: 3 * BLOCK_BYTES }), seed: fc.integer({ min: 1 }) }), { minLength: 1, maxLength: 12 }), (runs) => {
        const data = join(runs.map(({ plain, length, seed }) => (plain ? text(length + (seed % 48)) : noise(length, seed))));
        const heard: number[] = [];
        const stream = deflateEntry(data, 6, (bytes) => heard.push(bytes));
        expect(heard.reduce((sum, bytes) => sum + bytes, 0)).toBe(data.length);
        if (stream) expect(inflateStrict(stream)).toEqual(data);
        // Two blocks of text always pay for the whole entry's stored-block headers.
        else expect(runs.some(({ plain, length }) => plain && length >= 2 * BLOCK_BYTES)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('buildZip', () => {
  it('holds every file byte for byte under its unique name, in order', () => {
    const files = [source('a.pdf', pdf('one')), source('a.pdf', pdf('two')), source('Résumé.pdf', pdf('three'))];
    expect(unzipEntries(join(buildZip(files)))).toEqual([
      ['a.pdf', files[0]!.data],
      ['a (1).pdf', files[1]!.data],
      ['Résumé.pdf', files[2]!.data],
    ]);
  });

  it('deflates what shrinks, stores what does not, and flags names beyond ASCII as UTF-8', () => {
    const text = pdf('BT (Hello, world) Tj ET\n'.repeat(5000));
    const random = noise(300_000);
    const records = centralRecords(join(buildZip([source('text.pdf', text), source('scan é.pdf', random), source('empty.pdf', new Uint8Array())])));
    expect(records.map(({ name, method }) => [name, method])).toEqual([
      ['text.pdf', 8],
      ['scan é.pdf', 0],
      ['empty.pdf', 0],
    ]);
    expect(records[0]!.compressed).toBeLessThan(text.length / 10);
    expect(records[1]!.compressed).toBe(random.length);
    expect(records[1]!.utf8).toBe(true);
    // ASCII is the same in UTF-8 and in ZIP's old code page, so fflate leaves such names unflagged.
    expect(records[0]!.utf8).toBe(false);
  });

  it('stores a large file that gains nothing', () => {
    const large = noise(3 * PIECE_BYTES + 123, 7);
    const [record] = centralRecords(join(buildZip([source('big.pdf', large)])));
    expect(record).toMatchObject({ method: 0, size: large.length, compressed: large.length });
  });

  it('dates entries by their files', () => {
    const when = new Date(2021, 2, 4, 5, 6, 8).getTime();
    const zip = join(buildZip([source('a.pdf', pdf('x'), when)]));
    const view = new DataView(zip.buffer);
    const time = view.getUint16(10, true);
    const date = view.getUint16(12, true);
    expect([(date >> 9) + 1980, (date >> 5) & 15, date & 31, time >> 11, (time >> 5) & 63, (time & 31) * 2]).toEqual([2021, 3, 4, 5, 6, 8]);
  });

  it('reports progress in bytes, rising to the total, about once a percent', () => {
    const files = [source('a.pdf', noise(2 * PIECE_BYTES + 5)), source('b.pdf', pdf('x'.repeat(PIECE_BYTES)))];
    const total = files[0]!.data.length + files[1]!.data.length;
    const heard: { done: number; total: number }[] = [];
    buildZip(files, (progress) => heard.push(progress));
    expect(heard.at(-1)).toEqual({ done: total, total });
    expect(heard.every((progress, index) => index === 0 || progress.done > heard[index - 1]!.done)).toBe(true);
    expect(heard.length).toBeLessThanOrEqual(101);
  });

  it('round-trips any files, whatever their names and bytes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string({ minLength: 1, maxLength: 12 }), data: fc.uint8Array({ maxLength: 2000 }), text: fc.boolean() }), {
          maxLength: 6,
        }),
        (files) => {
          const sources = files.map(({ name, data, text }) => source(name, text ? bytes(`%PDF-${'abc'.repeat(data.length)}`) : data));
          const names = uniqueNames(sources.map((file) => file.name));
          expect(unzipEntries(join(buildZip(sources)))).toEqual(names.map((name, index) => [name, sources[index]!.data]));
        },
      ),
      { numRuns: 50 },
    );
  });
});
