// What the server (apps/api, which writes and serves generated pages) and the web shell (which loads them)
// must agree on. React-free and tool-free, so the server imports it without the catalogue.
import { slugify } from './slugify';

/**
 * Page names a generated tool may not take: every path of spec 1 §2's route table (built tools or not),
 * and the site's own top-level folders.
 */
export const RESERVED_PAGE_NAMES: ReadonlySet<string> = new Set([
  'tools',
  'admin',
  'api',
  'submissions',
  'assets',
  'case-convert',
  'word-count',
  'url-encoder',
  'base64-converter',
  'hours-calculator',
  'spam-score-checker',
  'small-text-generator',
  'text-to-binary',
  'pdf-to-zip',
  'open-graph-generator',
  'binary-decoder',
  'cloaking-checker',
  'tiktok-downloader',
  'invisible-character',
  'plagiarism-checker',
  'youtube-downloader',
  'youtube-mp3-converter',
  'facebook-downloader',
  'password-generator',
  'text-diff',
  'check-splitter',
  'json-formatter',
]);

/** The page name a request's tool name asks for: its slug, or `tool-{id}` when the name has no letter or digit. */
export function pageNameFor(toolName: string, id: number): string {
  return slugify(toolName) || `tool-${id}`;
}

/** `name` if free, else the first free of `name-2`, `name-3`, …; reserved names count as taken. */
export function firstFreePageName(name: string, isTaken: (candidate: string) => boolean): string {
  const taken = (candidate: string) => RESERVED_PAGE_NAMES.has(candidate) || isTaken(candidate);
  if (!taken(name)) return name;
  let suffix = 2;
  while (taken(`${name}-${suffix}`)) suffix += 1;
  return `${name}-${suffix}`;
}
