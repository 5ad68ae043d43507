// Maintained by scripts/new-tool.mjs (`pnpm gen:tool <slug>`): one line per tool.
// Tool pages are imported only from here, by the lazily loaded tool route, so the card index
// (tools.ts) that every page's entry chunk carries holds no loader.
import type { ToolPageModule } from '@toolnest/tool-kit';

/** Each built-in tool's page module, by slug, loaded on demand. */
export const toolPages: Readonly<Record<string, () => Promise<ToolPageModule>>> = {
  'youtube-downloader': () => import('@toolnest/youtube-downloader'),
  'tiktok-downloader': () => import('@toolnest/tiktok-downloader'),
  'case-convert': () => import('@toolnest/case-convert'),
  'word-count': () => import('@toolnest/word-count'),
  'url-encoder': () => import('@toolnest/url-encoder'),
  'base64-converter': () => import('@toolnest/base64-converter'),
  'password-generator': () => import('@toolnest/password-generator'),
  'small-text-generator': () => import('@toolnest/small-text-generator'),
  'text-diff': () => import('@toolnest/text-diff'),
  'text-to-binary': () => import('@toolnest/text-to-binary'),
  'binary-decoder': () => import('@toolnest/binary-decoder'),
  'invisible-character': () => import('@toolnest/invisible-character'),
  'hours-calculator': () => import('@toolnest/hours-calculator'),
  'spam-score-checker': () => import('@toolnest/spam-score-checker'),
  'cloaking-checker': () => import('@toolnest/cloaking-checker'),
  'open-graph-generator': () => import('@toolnest/open-graph-generator'),
  'pdf-to-zip': () => import('@toolnest/pdf-to-zip'),
  'plagiarism-checker': () => import('@toolnest/plagiarism-checker'),
  'facebook-downloader': () => import('@toolnest/facebook-downloader'),
  'youtube-mp3-converter': () => import('@toolnest/youtube-mp3-converter'),
  'check-splitter': () => import('@toolnest/check-splitter'),
  'json-formatter': () => import('@toolnest/json-formatter'),
};
