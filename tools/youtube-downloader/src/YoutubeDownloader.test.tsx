import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { YoutubeDownloader } from './YoutubeDownloader';

// The control's own behaviour (states, stream, notices) is tested in packages/ui; here, the info card.
const THREE_HOURS = {
  success: true,
  title: 'A three-hour video',
  thumbnail: 'https://i.ytimg.com/vi/x/hq.jpg',
  duration: 10_800,
  uploader: 'Someone',
  selectedQuality: '1080p',
  hasFFmpegMerge: true,
  isLongVideo: true,
};

interface Call {
  url: string;
  body: { url: string };
  signal: AbortSignal;
  answer: (body: unknown, status?: number) => Promise<void>;
}
let calls: Call[];

beforeEach(() => {
  calls = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    let resolve!: (response: Response) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<Response>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    calls.push({
      url,
      body: JSON.parse(String(init.body)) as { url: string },
      signal: init.signal!,
      answer: async (body, status = 200) => {
        await act(async () => resolve(Response.json(body, { status })));
      },
    });
    return promise;
  });
});
afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  render(
    <>
      <YoutubeDownloader />
      <Toaster />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'YouTube video URL' });
  return {
    type: (url: string) => fireEvent.change(input, { target: { value: url } }),
    wait: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
    card: () => screen.queryByRole('region', { name: 'Video details' }),
  };
}

describe('YoutubeDownloader info card', () => {
  it('looks the video up 1 s after the last keystroke, and shows the card with the long-video warning', async () => {
    const page = setup();
    page.type('https://www.youtube.com/watch?v=a');
    page.wait(600);
    page.type('https://www.youtube.com/watch?v=ab');
    page.wait(999);
    expect(calls).toHaveLength(0);
    page.wait(1);
    expect(calls.map((call) => [call.url, call.body])).toEqual([['/api/video/info', { url: 'https://www.youtube.com/watch?v=ab' }]]);
    await calls[0]!.answer(THREE_HOURS);
    const card = page.card()!;
    expect(card).toHaveTextContent('A three-hour video');
    expect(card).toHaveTextContent('Duration3:00:00');
    expect(card).toHaveTextContent('UploaderSomeone');
    expect(card).toHaveTextContent('Quality1080p');
    expect(card).toHaveTextContent('merged into one MP4');
    expect(screen.getByRole('note')).toHaveTextContent('only the first 2.5 hours will be saved');
    expect(card.querySelector('img')).toHaveAttribute('src', THREE_HOURS.thumbnail);
  });

  it('aborts the older lookup when a newer URL is looked up, and never shows an older answer', async () => {
    const page = setup();
    page.type('https://youtu.be/first');
    page.wait(1000);
    page.type('https://youtu.be/second');
    expect(calls[0]!.signal.aborted).toBe(true);
    page.wait(1000);
    expect(calls).toHaveLength(2);
    await calls[1]!.answer({ ...THREE_HOURS, title: 'Second', isLongVideo: false, hasFFmpegMerge: false });
    expect(page.card()).toHaveTextContent('Second');
    expect(screen.queryByRole('note')).toBeNull();
    // A change of URL takes the card away until its own answer comes.
    page.type('https://youtu.be/third');
    expect(page.card()).toBeNull();
  });

  it('hides the card on a failed lookup, and looks nothing up for other sites or an empty field', async () => {
    const page = setup();
    page.type('https://www.youtube.com/watch?v=private');
    page.wait(1000);
    await calls[0]!.answer({ success: false, error: 'This video is private.' }, 502);
    expect(page.card()).toBeNull();
    page.type('https://vimeo.com/1');
    page.wait(2000);
    page.type('');
    page.wait(2000);
    expect(calls).toHaveLength(1);
    // The failure is the card's only: no notice.
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
