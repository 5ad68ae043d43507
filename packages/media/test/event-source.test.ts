// The progress stream as a browser reads it: a real EventSource in Debian's Chromium (never a
// downloaded browser), on a page of the API's own origin, following a real download of a local
// clip (yt-dlp and ffmpeg against the fake media server) from its start to its end. The functions
// given to page.evaluate run in the page; this package has Node's types only, hence globalThis.
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
// The workspace's one Chromium setup (apps/web's and Storybook's browser tests use it too).
import { testChromium } from '@toolnest/test-kit/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadProgressEvent } from '../src/schemas';
import { fakeMediaServerForFile, newDownloadId, testApp } from './helpers';

const server = fakeMediaServerForFile();

let browser: Browser;
beforeAll(async () => {
  // A missing Chromium fails here (.ci/run installs it); the test is never skipped.
  browser = await chromium.launch(testChromium);
});
afterAll(() => browser?.close());

/** What the page saw: each message's data, whether the stream opened, and the state when it ended. */
interface PageStream {
  messages: string[];
  opened: boolean;
  /** EventSource.readyState at the 'error' that follows the server's end of the stream (0: the browser would reconnect). */
  endedWithState: number | null;
  /** Messages received when the stream ended. */
  messagesAtEnd: number | null;
}

describe('the progress stream in Chromium', () => {
  it('a page’s EventSource gets every event of a real download in order, ending complete with a downloadUrl, then the stream closes', async () => {
    const setup = await testApp(server);
    await setup.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(setup.app.server.address() as AddressInfo).port}`;
    const downloadId = newDownloadId();

    // Everything the engine sends for this download, from its first event (subscribed the moment
    // the job exists, the way the stream route does it).
    const sent: DownloadProgressEvent[] = [];
    setup.engine.progress.whenStarted(downloadId, () => {
      const stop = setup.engine.progress.subscribe(downloadId, (event) => {
        sent.push(event);
        if (event.status) queueMicrotask(() => stop?.());
      });
    });

    const context = await browser.newContext();
    const page = await context.newPage();
    // A blank page of the API's origin, so the EventSource is same-origin; its own requests reach the real server.
    await page.route(`${origin}/blank`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
    await page.goto(`${origin}/blank`);
    await page.evaluate((path) => {
      const state: PageStream = { messages: [], opened: false, endedWithState: null, messagesAtEnd: null };
      Object.assign(globalThis, { stream: state });
      const source = new EventSource(path);
      source.onmessage = (message: { data: string }) => state.messages.push(message.data);
      source.onerror = () => {
        state.endedWithState = source.readyState;
        state.messagesAtEnd = state.messages.length;
        source.close(); // as the downloader pages do at the end: no reconnect
      };
      return new Promise<void>((resolve) => (source.onopen = () => ((state.opened = true), resolve())));
    }, `/api/download/progress/${downloadId}`);
    expect(setup.engine.streams.count('127.0.0.1')).toBe(1);

    // The start call, after the stream opened (the stream waits for it).
    const start = await fetch(`${origin}/api/test/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${server.current.origin}/slow/muxed.mp4?rate=20000`, downloadId }),
    });
    expect(await start.json()).toEqual({ success: true });

    await page.waitForFunction(() => (globalThis as unknown as { stream: PageStream }).stream.endedWithState !== null, undefined, { timeout: 45_000 });
    const stream = await page.evaluate(() => (globalThis as unknown as { stream: PageStream }).stream);
    const events = stream.messages.map((data) => JSON.parse(data) as DownloadProgressEvent);

    expect(stream.opened).toBe(true);
    // Every event the engine sent, in the order it sent them, from 'Starting download...' on.
    expect(events).toEqual(sent);
    expect(events[0]).toEqual({ progress: 0, message: 'Starting download...' });
    expect(events.map((event) => event.message)).toEqual(expect.arrayContaining(['Fetching video details...', 'Downloading video...']));
    // yt-dlp's own progress reports came through, between the start of the download and its end.
    expect(events.some((event) => event.message === 'Downloading video...' && event.progress > 3 && event.progress < 100)).toBe(true);
    const progress = events.map((event) => event.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(events.slice(0, -1).every((event) => event.status === undefined)).toBe(true);
    const last = events.at(-1)!;
    expect(last).toEqual({
      progress: 100,
      message: 'Download complete!',
      status: 'complete',
      downloadUrl: expect.stringMatching(/^\/api\/download\/file\/[0-9a-f-]{36}$/),
      filename: 'muxed.mp4',
      title: 'muxed',
    });

    // The server ended the stream after the last event: the browser saw the connection go (state
    // CONNECTING, it would have reconnected) right after it, and the server freed the stream's slot.
    expect(stream.messagesAtEnd).toBe(events.length);
    expect(stream.endedWithState).toBe(0);
    expect(setup.engine.streams.count('127.0.0.1')).toBe(0);
    expect(setup.engine.progress.listenerCount(downloadId)).toBe(0);

    // The page can fetch the file at the downloadUrl it was given.
    const file = setup.engine.files.finished(last.downloadUrl!.split('/').at(-1)!)!;
    const fetched = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type'), bytes: (await response.arrayBuffer()).byteLength };
    }, last.downloadUrl!);
    expect(fetched).toEqual({ status: 200, type: 'video/mp4', bytes: file.size });
    await context.close();
  });
});
