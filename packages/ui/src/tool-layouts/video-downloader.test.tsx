import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../feedback/toast-store';
import { Toaster } from '../feedback/toaster';
import { VideoDownloader, type DownloaderSite, type VideoDownloaderProps } from './video-downloader';
import { MAX_RECONNECTS } from './video-downloader-logic';

beforeAll(() => import('../feedback/radix-toaster'));

const SITE: DownloaderSite = {
  endpoint: '/api/download/tiktok',
  hosts: ['tiktok.com'],
  emptyUrlMessage: 'Please enter a TikTok video URL.',
  invalidUrlMessage: 'Please enter a valid TikTok URL.',
  defaultFilename: 'tiktok-video.mp4',
};
const GOOD_URL = 'https://www.tiktok.com/@user/video/1';

/** The browser's EventSource, driven by the test: `emit` a message, `fail` the connection. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = FakeEventSource.OPEN;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(data: object | string) {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) })));
  }
  /** A failure the browser does not retry (the server answered other than 200, or the stream is broken). */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    act(() => this.onerror?.(new Event('error')));
  }
  /** The stream ended without its last event: the browser reconnects by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    act(() => this.onerror?.(new Event('error')));
  }
}

let saved: Array<{ href: string | null; download: string }>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  FakeEventSource.all = [];
  saved = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href'), download: this.download });
  });
  fetchMock = vi.fn(async () => Response.json({ success: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(props: Partial<VideoDownloaderProps> = {}) {
  const bar = () => screen.queryByRole('progressbar');
  const page = { bar };
  const view = render(
    <>
      <VideoDownloader site={SITE} label="TikTok video URL" buttonLabel="Download Video" {...props} />
      <Toaster />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'TikTok video URL' });
  const type = (url: string) => fireEvent.change(input, { target: { value: url } });
  const button = () => screen.getByRole('button', { name: /Download/ });
  const submit = async () => {
    await act(async () => {
      fireEvent.click(button());
    });
  };
  // The toast is a status too: the bar's line is the one that names it.
  const status = () => document.getElementById(page.bar()?.getAttribute('aria-labelledby') ?? '');
  return { ...view, input, type, button, submit, bar, status };
}

/** Waits for the notice titled `title` and returns its whole text (title and description). */
async function notice(title: string): Promise<string> {
  return (await screen.findByText(title)).closest('li')?.textContent ?? '';
}

describe('VideoDownloader', () => {
  it('shows the URL sentences as destructive notices and calls nothing', async () => {
    const page = setup();
    await page.submit();
    expect(await notice('Error')).toBe('ErrorPlease enter a TikTok video URL.');
    expect((await screen.findByText('Error')).closest('li')).toHaveClass(/destructive/);
    act(() => dismissToast());
    page.type('https://www.youtube.com/watch?v=x');
    await page.submit();
    expect(await notice('Error')).toBe('ErrorPlease enter a valid TikTok URL.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(page.bar()).toBeNull();
  });

  it('starts, follows the stream to the end, saves the file and hides the bar 3 s later', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const page = setup({ extraBody: { withoutWatermark: true } });
    page.type(`  ${GOOD_URL} `);
    await page.submit();

    // Processing before the answer: the button off, the bar at 0 with the first message.
    expect(page.button()).toBeDisabled();
    expect(page.bar()).toHaveAttribute('aria-valuenow', '0');
    expect(page.status()).toHaveTextContent('Starting download...');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/download/tiktok');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    const body = JSON.parse(String(init.body)) as { url: string; downloadId: string; withoutWatermark: boolean };
    expect(body).toEqual({ url: GOOD_URL, downloadId: expect.stringMatching(/^[0-9a-f-]{36}$/), withoutWatermark: true });
    expect(FakeEventSource.all).toHaveLength(0);

    await act(async () => answer(Response.json({ success: true })));
    expect(await notice('Download Started!')).toContain('Download Started!');
    const [source] = FakeEventSource.all;
    expect(source?.url).toBe(`/api/download/progress/${body.downloadId}`);

    source!.emit({ progress: 44.4, message: 'Downloading video...' });
    expect(page.bar()).toHaveAttribute('aria-valuenow', '44.4');
    expect(page.status()).toHaveTextContent('Downloading video...');
    expect(screen.getByText('44%')).toBeInTheDocument();
    expect(page.button()).toBeDisabled();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    source!.emit({ progress: 100, message: 'Download complete!', status: 'complete', downloadUrl: '/api/download/file/abc', filename: 'My clip.mp4' });
    expect(source!.closed).toBe(true);
    expect(saved).toEqual([{ href: '/api/download/file/abc', download: 'My clip.mp4' }]);
    expect(screen.getByText('Download Ready!')).toBeInTheDocument();
    expect(page.button()).toBeEnabled();
    act(() => vi.advanceTimersByTime(2999));
    expect(page.bar()).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(1));
    expect(page.bar()).toBeNull();
  });

  it('saves under the default name when the event gives none, and ignores what comes after the end', async () => {
    const page = setup();
    page.type(GOOD_URL);
    await page.submit();
    const [source] = FakeEventSource.all;
    source!.emit('not json');
    source!.emit({ progress: 100, message: 'Download complete!', status: 'complete', downloadUrl: '/api/download/file/x' });
    source!.emit({ progress: 100, message: 'Download complete!', status: 'complete', downloadUrl: '/api/download/file/x' });
    expect(saved).toEqual([{ href: '/api/download/file/x', download: 'tiktok-video.mp4' }]);
  });

  it("fails on an error event: closes the stream, hides the bar, says the event's message or the fallback", async () => {
    const page = setup();
    for (const [message, shown] of [
      ['This video is private.', 'This video is private.'],
      ['', 'An error occurred during download.'],
    ]) {
      page.type(GOOD_URL);
      await page.submit();
      const source = FakeEventSource.all.at(-1)!;
      source.emit({ progress: 1, message: message!, status: 'error' });
      expect(source.closed).toBe(true);
      expect(page.bar()).toBeNull();
      expect(page.button()).toBeEnabled();
      expect(await notice('Download Failed')).toBe(`Download Failed${shown}`);
      act(() => dismissToast());
    }
    expect(saved).toEqual([]);
  });

  it("fails a start with the server's sentence, else 'Download failed', else the offline sentence", async () => {
    const page = setup({ busyLabel: 'Downloading...' });
    page.type('https://evil.net/?v=tiktok.com');
    const cases: Array<[() => Promise<Response>, string]> = [
      [async () => Response.json({ success: false, error: 'Please enter a valid TikTok URL.' }, { status: 400 }), 'Please enter a valid TikTok URL.'],
      [async () => new Response('<html>Bad gateway</html>', { status: 502 }), 'Download failed'],
      [async () => Response.json({ success: false }), 'Download failed'],
      [() => Promise.reject(new TypeError('Failed to fetch')), 'Failed to download video. Please try again.'],
    ];
    for (const [reply, sentence] of cases) {
      fetchMock.mockImplementationOnce(reply);
      await page.submit();
      expect(await notice('Download Failed')).toBe(`Download Failed${sentence}`);
      act(() => dismissToast());
      expect(page.bar()).toBeNull();
      expect(page.button()).toHaveTextContent('Download Video');
      expect(page.button()).toBeEnabled();
    }
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('shows the busy label while processing (Facebook)', async () => {
    const page = setup({ busyLabel: 'Downloading...' });
    page.type(GOOD_URL);
    await page.submit();
    expect(page.button()).toHaveTextContent('Downloading...');
    expect(page.button()).toBeDisabled();
  });

  it('on a failed connection closes the stream and ends processing, with no notice', async () => {
    const page = setup();
    page.type(GOOD_URL);
    await page.submit();
    await notice('Download Started!');
    act(() => dismissToast());
    const [source] = FakeEventSource.all;
    source!.emit({ progress: 30, message: 'Downloading video...' });
    source!.fail();
    expect(source!.closed).toBe(true);
    expect(page.button()).toBeEnabled();
    expect(page.bar()).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
    // A later start opens a new stream.
    await page.submit();
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('lets the browser reconnect a stream that ended without its last event, and gives up after MAX_RECONNECTS in a row', async () => {
    const page = setup();
    page.type(GOOD_URL);
    await page.submit();
    act(() => dismissToast());
    const [source] = FakeEventSource.all;
    source!.emit({ progress: 30, message: 'Downloading video...' });
    // A server restarting: the stream drops, and the browser's reconnection lands on a server that knows the job.
    source!.drop();
    expect(source!.closed).toBe(false);
    source!.emit({ progress: 60, message: 'Downloading video...' });
    expect(page.bar()).toHaveAttribute('aria-valuenow', '60');
    for (let drop = 0; drop < MAX_RECONNECTS; drop += 1) source!.drop();
    expect(source!.closed).toBe(false);
    source!.drop();
    expect(source!.closed).toBe(true);
    expect(page.button()).toBeEnabled();
  });

  it('closes the stream when the page goes away, and opens none for a start that answers after', async () => {
    const page = setup();
    page.type(GOOD_URL);
    await page.submit();
    page.unmount();
    expect(FakeEventSource.all[0]!.closed).toBe(true);

    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const later = setup();
    later.type(GOOD_URL);
    await later.submit();
    later.unmount();
    await act(async () => answer(Response.json({ success: true })));
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('renders its options and the details of the URL as typed', () => {
    const page = setup({ options: <p>Options here</p>, details: (url) => <p>Details of {url || 'nothing'}</p>, hint: 'Supports public videos' });
    expect(screen.getByText('Options here')).toBeInTheDocument();
    expect(screen.getByText('Details of nothing')).toBeInTheDocument();
    page.type(GOOD_URL);
    expect(screen.getByText(`Details of ${GOOD_URL}`)).toBeInTheDocument();
    expect(page.input).toHaveAccessibleDescription('Supports public videos');
    expect(page.input).toHaveAttribute('type', 'url');
  });
});
