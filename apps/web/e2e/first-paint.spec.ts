// Every prerendered page with controls, acted on the moment it paints (the test kit's first-paint suite): the
// catalogue, Request a Tool, the admin's login and each tool, in each engine (the firefox and webkit projects run
// this file too). Against a media test server of its own, so that the downloaders start real downloads of the
// fake media site, with limits no other spec shares.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@toolnest/test-kit';
import { firstPaintSuite, type FirstPaintPage } from '@toolnest/test-kit/suites';
import { ENGINE_SERVER_OPTIONS } from './engine-server';

const prerendered = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'dist', 'prerendered.json'), 'utf8')) as { pages: Record<string, unknown> };

// The media test server with no visitor's limits, shared with engines.spec.ts (its options say more).
test.use({ serverOptions: ENGINE_SERVER_OPTIONS });

const mediaUrl = (site: 'youtube' | 'tiktok' | 'facebook') => (server: { mediaSite?: { urls: Record<typeof site, string> } }) => server.mediaSite!.urls[site];
const TEXT: Record<string, FirstPaintPage['text']> = {
  '/youtube-downloader': mediaUrl('youtube'),
  '/youtube-mp3-converter': mediaUrl('youtube'),
  '/tiktok-downloader': mediaUrl('tiktok'),
  '/facebook-downloader': mediaUrl('facebook'),
  '/json-formatter': '{"first": "paint", "list": [1, 2]}',
  // Its first text box is the password's length.
  '/password-generator': '20',
  // Its first box to type in (the times are left out) is the break in minutes.
  '/hours-calculator': '30',
};
const FILES: Record<string, FirstPaintPage['files']> = {
  '/pdf-to-zip': [{ name: 'first-paint.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1') }],
};

// Pages that poll the server: the outcome is read once the work is done.
const DONE: Record<string, string> = { '/youtube-mp3-converter': 'Conversion complete!' };

firstPaintSuite(Object.keys(prerendered.pages).map((path) => ({ path, text: TEXT[path], files: FILES[path], done: DONE[path], random: path === '/password-generator' })));
