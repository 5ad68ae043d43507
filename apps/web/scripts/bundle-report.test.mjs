import { describe, expect, it } from 'vitest';
import { bootFiles, check, measure, staticClosure, toolSlugOf } from './bundle-report.mjs';

// A Vite manifest in miniature: the entry shares a vendor chunk with a tool, and imports a tool lazily.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['../../tools/case-convert/src/page.ts'] },
  '_vendor.js': { file: 'assets/vendor.js', imports: [] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  '../../tools/case-convert/src/page.ts': {
    file: 'assets/page.js',
    src: '../../tools/case-convert/src/page.ts',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_shared.js'],
    // The module worker it starts, and an image it shows (not JavaScript: not counted).
    assets: ['assets/page.worker.js', 'assets/logo.png'],
  },
  'src/lazy-extra.ts': { file: 'assets/extra.js', src: 'src/lazy-extra.ts', isDynamicEntry: true },
};
const sizes = { 'assets/index.js': 50_000, 'assets/vendor.js': 30_000, 'assets/shared.js': 4_000, 'assets/page.js': 6_000, 'assets/page.worker.js': 3_000, 'assets/extra.js': 0 };

describe('bundle report', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, 'index.html')]).toEqual(['index.html', '_vendor.js']);
    expect(() => staticClosure(manifest, 'missing')).toThrow('manifest has no chunk "missing"');
  });

  it('finds the tool of a source path', () => {
    expect(toolSlugOf('../../tools/case-convert/src/page.ts')).toBe('case-convert');
    expect(toolSlugOf('src/main.tsx')).toBeNull();
  });

  it('counts the entry closure and what each tool adds beyond it, its workers included', () => {
    const report = measure(manifest, (file) => sizes[file]);
    expect(report.entry.gzip).toBe(80_000);
    expect(report.tools).toEqual([
      { slug: 'case-convert', files: ['assets/page.js', 'assets/page.worker.js', 'assets/shared.js'], gzip: 13_000 },
    ]);
    expect(report.lazy).toEqual([{ name: 'src/lazy-extra.ts', files: ['assets/extra.js'], gzip: 0 }]);
  });

  it('flags budgets exceeded', () => {
    const report = measure(manifest, (file) => sizes[file]);
    expect(check(report, { entryKb: 90, defaultToolKb: 25 }).every((row) => row.ok)).toBe(true);
    const rows = check(report, { entryKb: 79, toolsKb: { 'case-convert': 12 } });
    expect(rows.map((row) => row.ok)).toEqual([false, false]);
  });

  it('budgets a shell chunk by its source path, and refuses a budget for a chunk that does not exist', () => {
    const report = measure(manifest, (file) => sizes[file]);
    expect(check(report, { entryKb: 90, lazyKb: { 'src/lazy-extra.ts': 1 } }).at(-1)).toEqual({ name: 'src/lazy-extra.ts adds', gzip: 0, limit: 1000, ok: true });
    expect(() => check(report, { entryKb: 90, lazyKb: { 'src/gone.ts': 1 } })).toThrow('src/gone.ts');
  });

  it('reads the JS each prerendered page runs before it is live from its boot loader, and budgets it per page', () => {
    const html = { 'index.html': '<script data-boot="/assets/index.js">', 'case-convert.html': '<script data-boot="/assets/index.js /assets/page.js /assets/shared.js">' };
    const pages = bootFiles({ pages: { '/': { file: 'index.html' }, '/case-convert': { file: 'case-convert.html' } } }, (file) => html[file]);
    expect(pages).toEqual([
      { path: '/', files: ['assets/index.js'] },
      { path: '/case-convert', files: ['assets/index.js', 'assets/page.js', 'assets/shared.js'] },
    ]);
    const beforeLive = [
      { path: '/', gzip: 50_000 },
      { path: '/case-convert', gzip: 60_000 },
    ];
    const rows = check({ ...measure(manifest, (file) => sizes[file]), beforeLive }, { entryKb: 90, beforeLiveKb: 55, beforeLiveKbByPage: { '/case-convert': 61 } });
    expect(rows.slice(-2).map(({ name, ok }) => [name, ok])).toEqual([
      ['/ before it is live', true],
      ['/case-convert before it is live', true],
    ]);
    expect(check({ ...measure(manifest, (file) => sizes[file]), beforeLive }, { entryKb: 90, beforeLiveKb: 55 }).at(-1)?.ok).toBe(false);
    expect(() => bootFiles({ pages: { '/': { file: 'index.html' } } }, () => '<p>no loader</p>')).toThrow('index.html has no boot loader');
  });
});
