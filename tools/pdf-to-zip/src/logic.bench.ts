// @vitest-environment node
// `pnpm bench`: how long building the archive takes in Node, beside fflate's zipSync (the one-call way,
// deflating everything) and zipSync storing everything (the least work a ZIP can be). Figures only, never
// a failure. The budget (100 MB of PDFs in < 3 s in Chromium, no main-thread task over 50 ms) is
// measured in the browser by test/browser.bench.ts; this is the worker's share of it.
import { zipSync, type Zippable } from 'fflate';
import { test } from 'vitest';
import { samplePdfs, type PdfKind } from '../test/sample-pdfs';
import type { ZipSource } from './logic';
import { buildZip } from './zip';

const MB = 1024 * 1024;
const sets = Object.fromEntries(
  (['compressed', 'text', 'mixed'] as const).map((kind) => [kind, samplePdfs(kind, 100 * MB, 50)]),
) as Record<PdfKind, { name: string; data: Uint8Array }[]>;
const sources = (kind: PdfKind): ZipSource[] => sets[kind].map(({ name, data }) => ({ name, data, lastModified: Date.UTC(2024, 0, 1) }));
const zippable = (kind: PdfKind, level: 0 | 6): Zippable => Object.fromEntries(sets[kind].map(({ name, data }) => [name, [data, { level }]]));
const megabytes = (chunks: Uint8Array[]) => (chunks.reduce((sum, chunk) => sum + chunk.length, 0) / MB).toFixed(1);

const once = { time: 0, iterations: 2, warmupIterations: 0, warmupTime: 0 };

test('100 MB of PDFs as most are (50 × 2 MB, streams compressed)', { timeout: 600_000 }, async ({ bench }) => {
  console.log(`compressed PDFs: 100 MB → ${megabytes(buildZip(sources('compressed')))} MB`);
  await bench.compare(
    bench('buildZip (PDF to ZIP)', () => void buildZip(sources('compressed'))),
    bench('fflate zipSync, level 0 (store all)', () => void zipSync(zippable('compressed', 0))),
    once,
  );
  // Deflating 100 MB of compressed bytes takes fflate the better part of a minute: once is enough to see it.
  await bench('fflate zipSync, level 6 (deflate all)', () => void zipSync(zippable('compressed', 6))).run({ ...once, iterations: 1 });
});

test('100 MB of PDFs with plain-text content streams', { timeout: 600_000 }, async ({ bench }) => {
  console.log(`text PDFs: 100 MB → ${megabytes(buildZip(sources('text')))} MB`);
  await bench.compare(
    bench('buildZip (PDF to ZIP)', () => void buildZip(sources('text'))),
    bench('fflate zipSync, level 6', () => void zipSync(zippable('text', 6))),
    once,
  );
});

test('100 MB of PDFs a few percent compressible (compressed images, text between)', { timeout: 600_000 }, async ({ bench }) => {
  console.log(`mixed PDFs: 100 MB → ${megabytes(buildZip(sources('mixed')))} MB`);
  await bench('buildZip (PDF to ZIP)', () => void buildZip(sources('mixed'))).run({ ...once, iterations: 1 });
});
