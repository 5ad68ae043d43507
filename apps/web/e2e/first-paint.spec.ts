// Every prerendered page with controls, acted on the moment it paints (the test kit's first-paint suite): the
// catalogue, Request a Tool, the admin's login and each tool. Against a media test server of its own, so that
// the downloaders start real downloads of the fake media site, with limits no other spec shares.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@toolnest/test-kit';
import { firstPaintSuite, type FirstPaintPage } from '@toolnest/test-kit/suites';

const prerendered = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'dist', 'prerendered.json'), 'utf8')) as { pages: Record<string, unknown> };

test.use({
  serverOptions: {
    media: true,
    // Four loads of each page start a download, a check or a login each: no limit of a real visitor's applies.
    env: {
      RATE_LIMIT_MEDIA_START_PER_MIN: '1000',
      MEDIA_MAX_ACTIVE_PER_IP: '100',
      RATE_LIMIT_FAILED_LOGIN_PER_MIN: '1000',
      RATE_LIMIT_TOOL_REQUEST_PER_MIN: '1000',
      RATE_LIMIT_SPAM_SCORE_PER_MIN: '1000',
      RATE_LIMIT_CLOAKING_PER_MIN: '1000',
      RATE_LIMIT_PLAGIARISM_PER_MIN: '1000',
      RATE_LIMIT_YOUTUBE_DOWNLOADER_PER_MIN: '1000',
      RATE_LIMIT_TIKTOK_DOWNLOADER_PER_MIN: '1000',
      RATE_LIMIT_FACEBOOK_DOWNLOADER_PER_MIN: '1000',
      RATE_LIMIT_YOUTUBE_MP3_CONVERTER_PER_MIN: '1000',
    },
  },
});

const mediaUrl = (site: 'youtube' | 'tiktok' | 'facebook') => (server: { mediaSite?: { urls: Record<typeof site, string> } }) => server.mediaSite!.urls[site];
const TEXT: Record<string, FirstPaintPage['text']> = {
  '/youtube-downloader': mediaUrl('youtube'),
  '/youtube-mp3-converter': mediaUrl('youtube'),
  '/tiktok-downloader': mediaUrl('tiktok'),
  '/facebook-downloader': mediaUrl('facebook'),
  '/json-formatter': '{"first": "paint", "list": [1, 2]}',
  // Its first text box is the password's length.
  '/password-generator': '20',
};
const FILES: Record<string, FirstPaintPage['files']> = {
  '/pdf-to-zip': [{ name: 'first-paint.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1') }],
};

// Pages that poll the server: the outcome is read once the work is done.
const DONE: Record<string, string> = { '/youtube-mp3-converter': 'Conversion complete!' };

firstPaintSuite(Object.keys(prerendered.pages).map((path) => ({ path, text: TEXT[path], files: FILES[path], done: DONE[path], random: path === '/password-generator' })));
