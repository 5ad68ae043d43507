import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  downloadReducer,
  eventOutcome,
  IDLE,
  NOTICES,
  pageUrlProblem,
  parseProgressEvent,
  sameOriginPath,
  savedFilename,
  startFailure,
  STARTING_MESSAGE,
  type DownloadAction,
  type DownloadState,
  type ProgressEvent,
} from './video-downloader-logic';

const SITE = { hosts: ['tiktok.com'], emptyUrlMessage: 'Please enter a TikTok video URL.', invalidUrlMessage: 'Please enter a valid TikTok URL.' };

describe('pageUrlProblem (on the page: the URL contains the host name)', () => {
  it('says the empty sentence for an empty or blank URL, the other for one without the host name', () => {
    expect(pageUrlProblem(SITE, '')).toBe(SITE.emptyUrlMessage);
    expect(pageUrlProblem(SITE, ' \t\n')).toBe(SITE.emptyUrlMessage);
    expect(pageUrlProblem(SITE, 'https://www.youtube.com/watch?v=x')).toBe(SITE.invalidUrlMessage);
    expect(pageUrlProblem(SITE, 'https://www.tiktok.com/@a/video/1')).toBeNull();
    expect(pageUrlProblem(SITE, 'https://VM.TIKTOK.COM/ZM123/')).toBeNull();
  });

  it('lets through what only contains the name: the server, which checks the parsed host, refuses those', () => {
    for (const url of ['tiktok.com.evil.net', 'evil.net/?u=tiktok.com', 'https://evil.net/?v=tiktok.com', 'http://127.0.0.1:1234/www.tiktok.com/clip.mp4']) {
      expect(pageUrlProblem(SITE, url), url).toBeNull();
    }
  });

  it('accepts exactly the texts that contain a host name, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(pageUrlProblem(SITE, `${before}tiktok.com${after}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const expected = text.trim() === '' ? SITE.emptyUrlMessage : text.toLowerCase().includes('tiktok.com') ? null : SITE.invalidUrlMessage;
        expect(pageUrlProblem(SITE, text)).toBe(expected);
      }),
    );
  });
});

const event = (fields: Partial<ProgressEvent> = {}): ProgressEvent => ({ progress: 50, message: 'Downloading video...', ...fields });
const arbitraryEvent: fc.Arbitrary<ProgressEvent> = fc.record(
  {
    progress: fc.oneof(fc.double({ min: -50, max: 150, noNaN: true }), fc.constantFrom(Number.NaN, Infinity)),
    message: fc.string(),
    status: fc.constantFrom('complete' as const, 'error' as const),
    downloadUrl: fc.oneof(fc.constant('/api/download/file/x'), fc.string()),
    filename: fc.string(),
  },
  { requiredKeys: ['progress', 'message'] },
);
const arbitraryAction: fc.Arbitrary<DownloadAction> = fc.oneof(
  fc.constant({ type: 'start' as const }),
  arbitraryEvent.map((e) => ({ type: 'event' as const, event: e })),
  fc.constant({ type: 'stop' as const }),
  fc.constant({ type: 'hide' as const }),
);

describe('downloadReducer', () => {
  const started = downloadReducer(IDLE, { type: 'start' });

  it('start: processing, the bar shown at 0 with "Starting download..."', () => {
    expect(started).toEqual({ busy: true, visible: true, progress: 0, message: STARTING_MESSAGE });
  });

  it("follows each event's percent and message; complete ends processing and keeps the bar until hide", () => {
    const running = downloadReducer(started, { type: 'event', event: event({ progress: 42.5 }) });
    expect(running).toEqual({ busy: true, visible: true, progress: 42.5, message: 'Downloading video...' });
    const done = downloadReducer(running, { type: 'event', event: event({ progress: 100, message: 'Download complete!', status: 'complete' }) });
    expect(done).toEqual({ busy: false, visible: true, progress: 100, message: 'Download complete!' });
    expect(downloadReducer(done, { type: 'hide' })).toEqual(IDLE);
  });

  it('error stops and hides at once; so do a failed start and a lost connection', () => {
    expect(downloadReducer(started, { type: 'event', event: event({ status: 'error', message: 'Private video' }) })).toEqual(IDLE);
    expect(downloadReducer(started, { type: 'stop' })).toEqual(IDLE);
  });

  it('ignores events once processing ended, and a hide that a newer start made stale', () => {
    expect(downloadReducer(IDLE, { type: 'event', event: event() })).toBe(IDLE);
    expect(downloadReducer(started, { type: 'hide' })).toBe(started);
  });

  it('keeps the bar within 0 to 100, busy only after a start, and shown whenever busy, for any sequence', () => {
    fc.assert(
      fc.property(fc.array(arbitraryAction, { maxLength: 30 }), (actions) => {
        let state: DownloadState = IDLE;
        let sinceStart = false;
        for (const action of actions) {
          state = downloadReducer(state, action);
          if (action.type === 'start') sinceStart = true;
          expect(state.progress).toBeGreaterThanOrEqual(0);
          expect(state.progress).toBeLessThanOrEqual(100);
          if (state.busy) expect(state.visible).toBe(true);
          if (state.busy) expect(sinceStart).toBe(true);
          if (!state.visible) expect(state).toEqual(IDLE);
        }
      }),
    );
  });
});

describe('what an event asks of the page', () => {
  it('saves a complete download under its name, else the default', () => {
    const complete = event({ progress: 100, status: 'complete', downloadUrl: '/api/download/file/abc', filename: 'My clip.mp4' });
    expect(eventOutcome(complete, 'tiktok-video.mp4')).toEqual({ kind: 'save', href: '/api/download/file/abc', filename: 'My clip.mp4' });
    expect(eventOutcome({ ...complete, filename: undefined }, 'tiktok-video.mp4')).toMatchObject({ filename: 'tiktok-video.mp4' });
    expect(eventOutcome({ ...complete, filename: '  ' }, 'video.mp4')).toMatchObject({ filename: 'video.mp4' });
    expect(eventOutcome({ ...complete, downloadUrl: undefined }, 'video.mp4')).toEqual({ kind: 'finished' });
  });

  it("fails with the event's message, else 'An error occurred during download.'", () => {
    expect(eventOutcome(event({ status: 'error', message: 'This video is private.' }), 'x')).toEqual({ kind: 'error', message: 'This video is private.' });
    expect(eventOutcome(event({ status: 'error', message: '' }), 'x')).toEqual({ kind: 'error', message: NOTICES.eventError });
    expect(eventOutcome(event(), 'x')).toEqual({ kind: 'progress' });
  });

  it('follows only same-origin paths', () => {
    expect(sameOriginPath('/api/download/file/1')).toBe('/api/download/file/1');
    for (const link of ['https://evil.net/x', '//evil.net/x', '/\\evil.net', 'javascript:alert(1)', '/a\tb', '', 5, undefined]) {
      expect(sameOriginPath(link), String(link)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (link) => {
        const path = sameOriginPath(link);
        // Whatever it lets through stays on the page's origin.
        if (path !== null) expect(new URL(path, 'https://toolnest.test').origin).toBe('https://toolnest.test');
      }),
    );
  });

  it('names the file by the event, or by the default when the event gives none', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.constantFrom('tiktok-video.mp4', 'video.mp4', 'facebook-video.mp4'), (filename, fallback) => {
        const name = savedFilename({ filename }, fallback);
        expect(name).toBe(filename?.trim() ? filename.trim() : fallback);
        expect(name).not.toBe('');
      }),
    );
  });
});

describe('parseProgressEvent', () => {
  it('reads a stream message, keeping the known fields of the right types', () => {
    const data = JSON.stringify({ progress: 100, message: 'Done', status: 'complete', downloadUrl: '/f', filename: 'a.mp4', title: 'A', extra: 1 });
    expect(parseProgressEvent(data)).toEqual({ progress: 100, message: 'Done', status: 'complete', downloadUrl: '/f', filename: 'a.mp4', title: 'A' });
    expect(parseProgressEvent(JSON.stringify({ progress: 5, message: 'x', status: 'paused', filename: 3 }))).toEqual({ progress: 5, message: 'x' });
  });

  it('ignores anything else', () => {
    for (const data of ['', 'not json', 'null', '[]', '{"progress":"5","message":"x"}', '{"progress":5}', undefined]) {
      expect(parseProgressEvent(data), String(data)).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (data) => void parseProgressEvent(data)));
  });
});

describe('startFailure', () => {
  it('is null for { success: true } with an OK status', () => {
    expect(startFailure({ ok: true, body: { success: true } })).toBeNull();
  });

  it("says the server's error, else 'Download failed', else (no answer) 'Failed to download video. Please try again.'", () => {
    expect(startFailure({ ok: false, body: { success: false, error: 'Please enter a valid TikTok URL.' } })).toBe('Please enter a valid TikTok URL.');
    expect(startFailure({ ok: true, body: { success: false, error: 'Busy.' } })).toBe('Busy.');
    expect(startFailure({ ok: true, body: { success: false } })).toBe('Download failed');
    expect(startFailure({ ok: false, body: null })).toBe('Download failed');
    expect(startFailure({ ok: false, body: { success: true } })).toBe('Download failed');
    expect(startFailure(null)).toBe('Failed to download video. Please try again.');
  });
});
