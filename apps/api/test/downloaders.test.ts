// The downloaders' start routes (tools' ./server plugins) in the whole app: buildApp over a temporary
// DATA_DIR (a real SQLite file), the media engine's sites pointed at the fake media site, and the
// real yt-dlp and ffmpeg. Most calls by inject; a few over a real socket with a real EventSource
// reader (fetch and the event-stream lines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMediaSite, type FakeMediaSite } from '@toolnest/media/testing';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE_NAME } from '../src/stores';
import { dataDirOf, testApp } from './helpers';

let site: FakeMediaSite;
beforeAll(async () => {
  site = await startFakeMediaSite();
}, 60_000);
afterAll(() => site?.close());

const app = (media: Record<string, unknown> = {}) => testApp({ media: { services: site.services, pollIntervalMs: 100, killGraceMs: 1000, ...media } });
const post = (server: Awaited<ReturnType<typeof app>>, url: string, payload: unknown) =>
  server.inject({ method: 'POST', url, payload: payload as object });
let counter = 0;
const newId = () => `downloader-test-${process.pid}-${++counter}`;

describe('POST /api/download/tiktok', () => {
  it('starts a job and answers { success: true }, with a real SQLite file in DATA_DIR', async () => {
    const server = await app();
    expect(existsSync(join(dataDirOf(server), DATABASE_FILE_NAME))).toBe(true);
    const response = await post(server, '/api/download/tiktok', { url: site.urls.tiktok, downloadId: newId(), withoutWatermark: true });
    expect([response.statusCode, response.json()]).toEqual([200, { success: true }]);
  });
});
