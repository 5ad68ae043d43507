// The home page's budget with 30 tools registered, before 30 exist: builds the client again with the
// registry's card list (apps/registry/src/tools.gen.ts, written from tools/*) extended by realistic
// cards (the planned tools' titles, tags and icons, descriptions of real length), then reports the entry
// chunk with the real tools (from the site's own build in dist/) and with 30, and the cost of one more card.
// Exits 1 over `entryWith30ToolsKb`. Run by `npm test` after the build (scripts/test.sh), once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { CARDS_FILE } from '../../../packages/tooling/tool-lists.mjs';
import { measure } from './bundle-report.mjs';

const root = join(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(join(root, 'bundle-budgets.json'), 'utf8'));
const TARGET = 30;

// [slug, title, group, icon, tags, description]: the tools the product planned, then likely later ones.
const PLANNED = [
  ['word-count', 'Word Count', 'text', 'whole-word', ['Text', 'Writing', 'Analytics'], 'Count the words and characters in any text as you type.'],
  ['url-encoder', 'URL Encoder', 'text', 'link', ['Encoding', 'Decoding', 'Converter'], 'Percent-encode text for URLs and decode it back, UTF-8 safe.'],
  ['base64-converter', 'Base64 Converter', 'text', 'file-code', ['Encoding', 'Decoding', 'Converter'], 'Encode text to Base64 and decode it back, UTF-8 safe.'],
  ['small-text-generator', 'Small Text Generator', 'text', 'superscript', ['Text', 'Unicode', 'Convert'], 'Turn letters, digits and + - = ( ) into superscript characters.'],
  ['text-to-binary', 'Text to Binary', 'text', 'binary', ['Binary', 'Encoding', 'Converter'], 'Convert text to binary, 8 digits per UTF-8 byte.'],
  ['binary-decoder', 'Binary Decoder', 'text', 'scan-text', ['Binary', 'Decoding', 'Converter'], 'Decode binary code back into readable text.'],
  ['invisible-character', 'Invisible Character Generator', 'text', 'eye-off', ['Unicode', 'Character', 'Text'], 'Copy blank and zero-width characters for names and posts.'],
  ['hours-calculator', 'Hours Calculator', 'time', 'clock', ['Time', 'Calculator', 'Work'], 'Work out the hours and minutes between two times, minus breaks.'],
  ['spam-score-checker', 'Spam Score Checker', 'seo', 'shield-alert', ['SEO', 'Spam', 'Domain'], 'Check a domain or e-mail address against DNS blocklists, SPF and DMARC.'],
  ['cloaking-checker', 'Cloaking Checker', 'seo', 'eye', ['SEO', 'Cloaking', 'Analysis'], 'Compare what a page shows visitors with what it shows Googlebot.'],
  ['open-graph-generator', 'Open Graph Generator', 'seo', 'share-2', ['SEO', 'Open Graph', 'Social'], 'Write the Open Graph and Twitter tags that make links look good when shared.'],
  ['pdf-to-zip', 'PDF to ZIP', 'document', 'file-archive', ['PDF', 'ZIP', 'Productivity'], 'Pack PDF files into one ZIP archive in your browser, nothing uploaded.'],
  ['plagiarism-checker', 'Plagiarism Checker', 'document', 'file-search', ['Plagiarism', 'Academic', 'Writing'], 'Compare a text with sources you give and see which passages match.'],
  ['youtube-downloader', 'YouTube Downloader', 'video', 'youtube', ['Video', 'Download', 'YouTube'], 'Save a YouTube video as an MP4 file in the best quality it offers.'],
  ['tiktok-downloader', 'TikTok to MP4 Downloader', 'video', 'music-2', ['Video', 'Download', 'TikTok'], 'Download TikTok videos as MP4, with or without the watermark.'],
  ['youtube-mp3-converter', 'YouTube to MP3', 'video', 'music', ['YouTube', 'Convert', 'Social Media'], 'Extract the audio of a YouTube video as an MP3 at the bitrate you choose.'],
  ['facebook-downloader', 'Facebook Video Downloader', 'video', 'facebook', ['Video', 'Download', 'Facebook'], 'Download public Facebook and Watch videos as MP4 files.'],
  ['password-generator', 'Password Generator', 'text', 'key-round', ['Productivity', 'Text'], 'Create strong random passwords with the length and characters you choose.'],
  ['text-diff', 'Text Diff', 'text', 'diff', ['Text', 'Writing', 'Analysis'], 'Compare two texts word by word and see what was added and removed.'],
  ['check-splitter', 'Check Splitter', 'text', 'receipt', ['Calculator', 'Productivity'], 'Split shared expenses fairly and see who pays whom, to the cent.'],
  ['json-formatter', 'JSON Formatter', 'text', 'braces', ['Converter', 'Text'], 'Format, minify and validate JSON without changing a single value.'],
  ['uuid-generator', 'UUID Generator', 'text', 'fingerprint', ['Text', 'Productivity'], 'Generate random version 4 and time-ordered version 7 UUIDs in bulk.'],
  ['hash-generator', 'Hash Generator', 'text', 'hash', ['Encoding', 'Converter'], 'Compute SHA-1, SHA-256 and SHA-512 digests of text or files locally.'],
  ['timestamp-converter', 'Timestamp Converter', 'time', 'calendar-clock', ['Time', 'Converter'], 'Turn Unix timestamps into dates in any time zone, and back again.'],
  ['color-converter', 'Color Converter', 'text', 'palette', ['Converter', 'Productivity'], 'Convert colours between HEX, RGB, HSL and OKLCH with a live preview.'],
  ['qr-code-generator', 'QR Code Generator', 'seo', 'qr-code', ['Social', 'Productivity'], 'Make a QR code for a link or text and download it as PNG or SVG.'],
  ['markdown-preview', 'Markdown Preview', 'document', 'file-text', ['Writing', 'Text'], 'Write Markdown and see it rendered side by side, then copy the HTML.'],
  ['regex-tester', 'Regex Tester', 'text', 'regex', ['Text', 'Analysis'], 'Try a regular expression on sample text and see every match and group.'],
  ['lorem-ipsum-generator', 'Lorem Ipsum Generator', 'text', 'pilcrow', ['Text', 'Writing'], 'Generate placeholder paragraphs, sentences or words for your layouts.'],
];

/** Replaces the registry's card list with the real cards plus planned ones up to `count`. */
function registryWith(count) {
  return {
    name: 'toolnest:budget-fixture',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith(CARDS_FILE)) return null;
      const real = [...code.matchAll(/^import (\w+) from '@toolnest\/([a-z0-9-]+)\/meta';$/gm)];
      const extra = PLANNED.filter(([slug]) => !real.some((match) => match[2] === slug)).slice(0, count - real.length);
      if (real.length + extra.length < count) throw new Error(`budget fixture: only ${real.length + extra.length} cards for ${count}`);
      const cards = extra.map(
        ([slug, title, group, icon, tags, description], i) =>
          `defineTool(${JSON.stringify({ id: 100 + i, slug, title, description, tags, group, icon })})`,
      );
      return `import { defineTool } from '@toolnest/tool-kit';\n${real.map((m) => m[0]).join('\n')}\nexport const toolCards = [${[...real.map((m) => m[1]), ...cards].join(',')}];\n`;
    },
  };
}

const gzipSizeIn = (dir) => (file) => gzipSync(readFileSync(join(dir, file)), { level: budgets.gzipLevel }).length;
const manifestIn = (dir) => JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));

/** The entry chunk of the site's own build (dist/, made by `vite build` before this runs): no build of its own. */
function realEntryGzip() {
  const dist = join(root, 'dist');
  return measure(manifestIn(dist), gzipSizeIn(dist)).entry.gzip;
}

/** The entry chunk of a client build whose registry lists `count` cards. */
async function entryGzipWith(count) {
  const outDir = mkdtempSync(join(tmpdir(), 'toolnest-budget-'));
  try {
    await build({
      root,
      logLevel: 'error',
      plugins: [registryWith(count)],
      build: { outDir, emptyOutDir: true, copyPublicDir: false },
    });
    return measure(manifestIn(outDir), gzipSizeIn(outDir)).entry.gzip;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const realCount = (readFileSync(join(root, '../..', CARDS_FILE), 'utf8').match(/^import \w+ from '@toolnest\/[a-z0-9-]+\/meta';$/gm) ?? []).length;
const real = realEntryGzip();
const full = await entryGzipWith(TARGET);
const perTool = (full - real) / (TARGET - realCount);
const limit = budgets.entryWith30ToolsKb * 1000;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(`\nHome page JavaScript with ${TARGET} tools registered (gzip level ${budgets.gzipLevel})`);
console.log(`  / with the ${realCount} real tool(s)   ${kb(real).padStart(9)}`);
console.log(`  / with ${TARGET} tools              ${kb(full).padStart(9)}  budget ${kb(limit)}  ${full <= limit ? 'ok' : 'OVER BUDGET'}`);
console.log(`  each more tool adds          ${`${perTool.toFixed(0)} B`.padStart(9)}`);
if (full > limit) process.exit(1);
