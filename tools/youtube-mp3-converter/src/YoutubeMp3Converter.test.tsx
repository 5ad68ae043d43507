import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast } from '@toolnest/ui';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverCheckFormSuite } from '@toolnest/test-kit/suites/server-check-form';
import { CONVERSION_FAILED_TITLE, ERROR_STATUS_MESSAGE, EXTRACTING_MESSAGE, START_FAILED_FALLBACK, URL_REQUIRED, type ProgressAnswer } from './logic';
import { CONVERT_URL, YoutubeMp3Converter } from './YoutubeMp3Converter';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const ID = '5b0c1d9e-2f1a-4c3b-8d7e-6f5a4b3c2d1e';
const POLL_URL = `/api/convert/progress/${ID}`;
const FILE_URL = `/api/download/file/${ID}`;

interface Reply {
  status: number;
  body: unknown;
}

/**
 * A stand-in for the server behind fetch: answers the start call and each poll from its queues, in
 * order (a pending promise holds a poll open), and counts how many polls are out at once.
 */
function fakeServer() {
  const starts: Array<Reply | Promise<Reply> | Error> = [];
  const polls: Array<Reply | Promise<Reply> | Error> = [];
  const calls: Array<{ url: string; method: string; body?: string; signal?: AbortSignal }> = [];
  const state = { inFlight: 0, maxInFlight: 0, aborted: 0 };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const signal = init.signal ?? undefined;
    calls.push({ url, method: init.method ?? 'GET', ...(typeof init.body === 'string' ? { body: init.body } : {}), ...(signal ? { signal } : {}) });
    const isPoll = url !== CONVERT_URL;
    const next = (isPoll ? polls : starts).shift();
    if (!next) throw new Error(`nothing queued for ${url}`);
    if (next instanceof Error) throw next;
    if (isPoll) state.maxInFlight = Math.max(state.maxInFlight, ++state.inFlight);
    try {
      const reply = await new Promise<Reply>((resolve, reject) => {
        signal?.addEventListener('abort', () => {
          state.aborted += 1;
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
        void Promise.resolve(next).then(resolve, reject);
      });
      return new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    } finally {
      if (isPoll) state.inFlight -= 1;
    }
  });
  vi.stubGlobal('fetch', fetch);
  const polled = () => calls.filter((call) => call.url === POLL_URL).length;
  return { starts, polls, calls, state, polled };
}

const ok = (body: unknown): Reply => ({ status: 200, body });
const progress = (status: ProgressAnswer['status'], percent: number, extra: Partial<ProgressAnswer> = {}): Reply =>
  ok({ status, progress: percent, message: `${status} at ${percent}`, ...extra });

function held(): { promise: Promise<Reply>; release(reply: Reply): void; fail(error: Error): void } {
  let release!: (reply: Reply) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<Reply>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

async function setup() {
  let unmount!: () => void;
  await act(async () => {
    ({ unmount } = render(
      <>
        <YoutubeMp3Converter />
        <Toaster />
      </>,
    ));
  });
  const input = screen.getByRole('textbox', { name: 'YouTube URL' });
  const button = () => screen.getByRole('button', { name: 'Convert to MP3' });
  const area = () => screen.getByRole('region', { name: 'Conversion progress' });
  return { input, button, area, unmount };
}

/** Lets fetch answers and React updates land, then moves the fake clock on by `ms`. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const settle = () => elapse(0);

/** The Toaster's notice (one at a time), which must be a destructive one. */
function notice() {
  const item = within(screen.getByRole('region', { name: /Notifications/ })).getByRole('listitem');
  expect(item).toHaveClass('bg-destructive');
  return item;
}

async function convert(input: HTMLElement, button: HTMLElement, url = VIDEO) {
  fireEvent.change(input, { target: { value: url } });
  fireEvent.click(button);
  await settle();
}

beforeEach(() => {
  window.history.replaceState(null, '', '/youtube-mp3-converter');
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

serverCheckFormSuite(
  { describe, it, afterEach },
  {
    name: 'YoutubeMp3Converter',
    render: () => <YoutubeMp3Converter />,
    inputLabel: 'YouTube URL',
    buttonLabel: 'Convert to MP3',
    input: `  ${VIDEO}  `,
    request: { url: CONVERT_URL, body: { url: VIDEO, quality: '320' } },
    answers: {
      [CONVERT_URL]: { conversionId: ID },
      [POLL_URL]: { status: 'complete', progress: 100, message: 'Conversion complete!', title: 'Never Gonna Give You Up', downloadUrl: FILE_URL },
    },
    shown: 'Never Gonna Give You Up',
    blank: { title: URL_REQUIRED.title, sentence: URL_REQUIRED.description },
    failure: { status: 429, sentence: 'Too many downloads started. Please try again in 40 seconds.', title: CONVERSION_FAILED_TITLE, general: START_FAILED_FALLBACK },
  },
);

describe('YoutubeMp3Converter', () => {
  it('renders on the server without a progress area', () => {
    const html = renderToString(<YoutubeMp3Converter />);
    expect(html).toContain('Convert to MP3');
    // The quality shows in the prerendered page, before any script runs.
    expect(html).toMatch(/<option value="320"[^>]* selected="">320 kbps<\/option>/);
    expect(html).not.toContain('Conversion progress');
  });

  it('refuses a URL that is not YouTube in the page, with its notice and no call', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    const { input } = await setup();
    await user.click(input);
    await user.paste('https://vimeo.com/123');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid YouTube URL')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Conversion progress' })).not.toBeInTheDocument();
  });

  it('keeps the chosen quality in the URL and sends it; a shared link brings it back', async () => {
    const server = fakeServer();
    server.starts.push(ok({ conversionId: ID }));
    server.polls.push(held().promise);
    const user = userEvent.setup();
    const { input, button } = await setup();
    const quality = screen.getByRole('combobox', { name: 'MP3 quality' });
    expect(quality).toHaveDisplayValue('320 kbps');
    expect(within(quality).getAllByRole('option').map((option) => option.textContent)).toEqual(['320 kbps', '256 kbps', '192 kbps', '128 kbps', '96 kbps']);
    await user.selectOptions(quality, '128 kbps');
    expect(quality).toHaveDisplayValue('128 kbps');
    expect(window.location.search).toBe('?quality=128');
    await user.click(input);
    await user.paste(`  ${VIDEO}  `);
    await user.click(button());
    expect(server.calls[0]).toMatchObject({ url: CONVERT_URL, method: 'POST', body: JSON.stringify({ url: VIDEO, quality: '128' }) });
  });

  it('reads the quality from the address, falling back to 320 for an unknown one', async () => {
    window.history.replaceState(null, '', '/youtube-mp3-converter?quality=96');
    const first = await setup();
    expect(screen.getByRole('combobox', { name: 'MP3 quality' })).toHaveDisplayValue('96 kbps');
    first.unmount();
    window.history.replaceState(null, '', '/youtube-mp3-converter?quality=loudest');
    await setup();
    expect(screen.getByRole('combobox', { name: 'MP3 quality' })).toHaveDisplayValue('320 kbps');
  });
});

describe('YoutubeMp3Converter with a fake clock', () => {
  beforeEach(() => {
    // Only the clock and timers: fetch's streams and React's scheduler keep their real ticks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });

  it('shows 10% and the extracting message at once, polls every second, and offers the MP3 when complete', async () => {
    const server = fakeServer();
    const start = held();
    server.starts.push(start.promise);
    server.polls.push(
      progress('extracting', 35, { title: 'Never Gonna Give You Up' }),
      progress('converting', 72, { title: 'Never Gonna Give You Up', message: 'Converting to MP3...' }),
      progress('complete', 100, { title: 'Never Gonna Give You Up', message: 'Conversion complete!', downloadUrl: FILE_URL, filename: 'Never Gonna Give You Up.mp3' }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { input, button, area } = await setup();
    await convert(input, button());

    // Pending start: the area is there already, the button is off.
    expect(within(area()).getByText('10%')).toBeInTheDocument();
    expect(within(area()).getByText(EXTRACTING_MESSAGE)).toBeInTheDocument();
    expect(within(area()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(button()).toBeDisabled();
    expect(server.calls).toHaveLength(1);

    // The first poll as soon as the start is answered, then one a second.
    start.release(ok({ conversionId: ID }));
    await settle();
    expect(server.polled()).toBe(1);
    expect(button()).toBeDisabled();
    expect(within(area()).getByText('Never Gonna Give You Up')).toBeInTheDocument();
    expect(within(area()).getByText('35%')).toBeInTheDocument();
    expect(within(area()).getByText('extracting at 35')).toBeInTheDocument();

    await elapse(999);
    expect(server.polled()).toBe(1);
    await elapse(1);
    expect(server.polled()).toBe(2);
    expect(within(area()).getByText('72%')).toBeInTheDocument();
    expect(within(area()).getByText('Converting to MP3...')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Download MP3' })).not.toBeInTheDocument();

    await elapse(1000);
    expect(within(area()).getByText('100%')).toBeInTheDocument();
    expect(within(area()).getByText('Conversion complete!')).toBeInTheDocument();
    expect(button()).toBeEnabled();
    fireEvent.click(within(area()).getByRole('button', { name: 'Download MP3' }));
    expect(open).toHaveBeenCalledWith(FILE_URL, '_blank', 'noopener');

    // Complete: no more polls.
    await elapse(5000);
    expect(server.polled()).toBe(3);
    expect(server.calls.every((call) => call.url === CONVERT_URL || call.method === 'GET')).toBe(true);
  });

  it('never has two polls out at once: a slow answer delays the next poll until it arrives', async () => {
    const server = fakeServer();
    server.starts.push(ok({ conversionId: ID }));
    const slow = held();
    server.polls.push(slow.promise, progress('converting', 50), held().promise);
    const { input, button } = await setup();
    await convert(input, button());

    expect(server.polled()).toBe(1);
    await elapse(4000);
    expect(server.polled()).toBe(1);

    // Four seconds late: the next poll goes out as soon as the answer is in.
    slow.release(progress('extracting', 20));
    await settle();
    expect(server.polled()).toBe(2);
    // A quick answer: the one after waits out the rest of the second.
    await elapse(999);
    expect(server.polled()).toBe(2);
    await elapse(1);
    expect(server.polled()).toBe(3);
    expect(server.state.maxInFlight).toBe(1);
  });

  it('stops polling when the visitor leaves, and drops the answer that was on its way', async () => {
    const server = fakeServer();
    server.starts.push(ok({ conversionId: ID }));
    server.polls.push(progress('extracting', 20), held().promise);
    const { input, button, unmount } = await setup();
    await convert(input, button());
    await elapse(1000);
    expect(server.polled()).toBe(2);
    const signal = server.calls.at(-1)!.signal!;
    expect(signal.aborted).toBe(false);

    unmount();
    expect(signal.aborted).toBe(true);
    await elapse(10_000);
    expect(server.polled()).toBe(2);
  });

  it('leaving while the start is on its way: no polling ever begins', async () => {
    const server = fakeServer();
    const start = held();
    server.starts.push(start.promise);
    const { input, button, unmount } = await setup();
    await convert(input, button());
    unmount();
    start.release(ok({ conversionId: ID }));
    await elapse(10_000);
    expect(server.polled()).toBe(0);
  });

  it('a refused start: Conversion Failed with the server’s sentence, and Conversion failed in the area', async () => {
    const server = fakeServer();
    const sentence = 'Too many downloads started. Please try again in 40 seconds.';
    server.starts.push({ status: 429, body: { error: sentence } });
    const { input, button, area } = await setup();
    await convert(input, button());

    expect(within(notice()).getByText('Conversion Failed')).toBeInTheDocument();
    expect(within(notice()).getByText(sentence)).toBeInTheDocument();
    expect(within(area()).getByText('Conversion failed')).toBeInTheDocument();
    expect(within(area()).getByRole('alert')).toHaveTextContent(sentence);
    expect(button()).toBeEnabled();
    await elapse(5000);
    expect(server.polled()).toBe(0);
  });

  it('a start that fails without a sentence says Failed to start conversion process', async () => {
    const server = fakeServer();
    server.starts.push({ status: 502, body: '<html>Bad Gateway</html>' }, ok({ success: true }));
    const { input, button, area } = await setup();
    await convert(input, button());
    expect(within(notice()).getByText('Conversion Failed')).toBeInTheDocument();
    expect(within(notice()).getByText('Failed to start conversion process')).toBeInTheDocument();
    expect(within(area()).getByText('Conversion failed')).toBeInTheDocument();

    // An answer without a conversion id is no start either.
    fireEvent.click(button());
    await settle();
    expect(within(notice()).getByText('Failed to start conversion process')).toBeInTheDocument();
    expect(server.calls).toHaveLength(2);
    await elapse(3000);
    expect(server.polled()).toBe(0);
  });

  it('a failed poll says Failed to check progress (with the server’s reason) and stops polling', async () => {
    const server = fakeServer();
    const gone = 'This conversion was not found. It may have expired; please convert again.';
    server.starts.push(ok({ conversionId: ID }));
    server.polls.push(progress('converting', 64), { status: 404, body: { error: gone } });
    const { input, button, area } = await setup();
    await convert(input, button());
    await elapse(1000);

    expect(within(notice()).getByText('Failed to check progress')).toBeInTheDocument();
    expect(within(notice()).getByText(gone)).toBeInTheDocument();
    expect(within(area()).getByRole('alert')).toHaveTextContent('Failed to check progress');
    expect(within(area()).getByText('64%')).toBeInTheDocument();
    expect(button()).toBeEnabled();
    await elapse(5000);
    expect(server.polled()).toBe(2);
  });

  it('an unreadable poll answer (a network error or a proxy page) is a failed poll too', async () => {
    const server = fakeServer();
    server.starts.push(ok({ conversionId: ID }), ok({ conversionId: ID }));
    server.polls.push(ok('<html>login</html>'), new TypeError('Failed to fetch'));
    const { input, button, area } = await setup();
    await convert(input, button());
    expect(within(notice()).getByText('Failed to check progress')).toBeInTheDocument();
    expect(within(area()).getByRole('alert')).toHaveTextContent('Failed to check progress');

    act(() => dismissToast());
    fireEvent.click(button());
    await settle();
    expect(within(notice()).getByText('Failed to check progress')).toBeInTheDocument();
    await elapse(5000);
    expect(server.polled()).toBe(2);
  });

  it('an error status: the server’s reason in the area, the error-status sentence on the error line and in the notice', async () => {
    const server = fakeServer();
    server.starts.push(ok({ conversionId: ID }));
    server.polls.push(progress('error', 10, { message: 'This video is private, so it cannot be downloaded.' }));
    const { input, button, area } = await setup();
    await convert(input, button());

    expect(within(notice()).getByText('Conversion Failed')).toBeInTheDocument();
    expect(within(notice()).getByText(ERROR_STATUS_MESSAGE)).toBeInTheDocument();
    expect(within(area()).getByText('This video is private, so it cannot be downloaded.')).toBeInTheDocument();
    expect(within(area()).getByRole('alert')).toHaveTextContent(ERROR_STATUS_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Download MP3' })).not.toBeInTheDocument();
    expect(button()).toBeEnabled();
    await elapse(5000);
    expect(server.polled()).toBe(1);
  });

  it('a second conversion after the first starts afresh', async () => {
    const server = fakeServer();
    server.starts.push(ok({ conversionId: ID }), ok({ conversionId: 'second-id-0000' }));
    server.polls.push(progress('complete', 100, { title: 'First', downloadUrl: FILE_URL }));
    const { input, button, area } = await setup();
    await convert(input, button());
    expect(within(area()).getByText('First')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download MP3' })).toBeInTheDocument();

    const second = held();
    server.polls.push(second.promise);
    await convert(input, button(), 'https://youtu.be/second');
    expect(within(area()).getByText('10%')).toBeInTheDocument();
    expect(within(area()).queryByText('First')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download MP3' })).not.toBeInTheDocument();
    expect(server.calls.at(-1)!.url).toBe('/api/convert/progress/second-id-0000');
    second.release(progress('converting', 80));
    await settle();
    expect(within(area()).getByText('80%')).toBeInTheDocument();
  });
});
