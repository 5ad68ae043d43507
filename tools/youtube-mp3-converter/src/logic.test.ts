import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPageUrl,
  conversionReducer,
  DEFAULT_QUALITY,
  ERROR_STATUS_MESSAGE,
  EXTRACTING_MESSAGE,
  IDLE,
  INVALID_URL,
  isBusy,
  isMp3Quality,
  nextPollDelay,
  POLL_FAILED,
  progressUrl,
  QUALITY_OPTIONS,
  readConversionId,
  readProgressAnswer,
  START_FAILED_MESSAGE,
  URL_REQUIRED,
  type ConversionEvent,
  type ConversionView,
  type ProgressAnswer,
} from './logic';

describe('qualities', () => {
  it('offers the five bitrates, 320 first and by default', () => {
    expect(QUALITY_OPTIONS).toEqual([
      { value: '320', label: '320 kbps' },
      { value: '256', label: '256 kbps' },
      { value: '192', label: '192 kbps' },
      { value: '128', label: '128 kbps' },
      { value: '96', label: '96 kbps' },
    ]);
    expect(DEFAULT_QUALITY).toBe('320');
    expect(['128', '96'].every(isMp3Quality)).toBe(true);
    expect([128, '64', 'loudest', '', undefined].some(isMp3Quality)).toBe(false);
  });
});

describe('checkPageUrl', () => {
  it('asks for a URL when the box is blank', () => {
    for (const blank of ['', '   ', '\n\t']) expect(checkPageUrl(blank)).toEqual({ ok: false, notice: URL_REQUIRED });
    expect(URL_REQUIRED).toEqual({ title: 'URL Required', description: 'Please enter a YouTube URL to convert' });
  });

  it('takes the long and short YouTube links, trimmed, and refuses others', () => {
    expect(checkPageUrl('  https://www.youtube.com/watch?v=dQw4w9WgXcQ \n')).toEqual({ ok: true, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(checkPageUrl('https://youtu.be/dQw4w9WgXcQ')).toEqual({ ok: true, url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(checkPageUrl('HTTPS://M.YOUTUBE.COM/shorts/abc')).toMatchObject({ ok: true });
    for (const other of ['https://vimeo.com/1', 'youtube', 'https://you tube.com', 'https://youtu.example/be']) {
      expect(checkPageUrl(other)).toEqual({ ok: false, notice: INVALID_URL });
    }
    expect(INVALID_URL).toEqual({ title: 'Invalid URL', description: 'Please enter a valid YouTube URL' });
  });

  it('is only a first filter: text that merely names the host passes, and the server decides', () => {
    // These pass the page and get the server's 400 (see server.test.ts).
    for (const sneaky of ['https://youtube.com.evil.net/watch?v=x', 'https://evil.net/?u=youtube.com', 'javascript:youtube.com']) {
      expect(checkPageUrl(sneaky)).toMatchObject({ ok: true });
    }
  });

  const host = fc.stringMatching(/^[a-z0-9-]{1,12}(\.[a-z0-9-]{1,12}){0,2}$/);
  // fc.webPath is thorough but slow to generate; paths and queries of this shape are enough here.
  const path = fc.stringMatching(/^(\/[\w.~%-]{0,10}){0,3}(\?[\w=&.%-]{0,16})?$/);

  it('accepts exactly the text that names a YouTube host (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const lower = text.trim().toLowerCase();
        const named = lower.includes('youtube.com') || lower.includes('youtu.be');
        const result = checkPageUrl(text);
        expect(result.ok).toBe(lower !== '' && named);
        if (result.ok) expect(result.url).toBe(text.trim());
        else expect(result.notice).toBe(lower === '' ? URL_REQUIRED : INVALID_URL);
      }),
    );
  });

  it('passes every URL whose parsed host is YouTube’s or under it, whatever its path and spacing (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https'),
        fc.option(host, { nil: undefined }),
        fc.constantFrom('youtube.com', 'youtu.be', 'YouTube.com'),
        path,
        fc.constantFrom('', ' ', '\n'),
        (scheme, sub, domain, tail, space) => {
          const text = `${space}${scheme}://${sub ? `${sub}.` : ''}${domain}${tail}${space}`;
          expect(new URL(text.trim()).hostname.endsWith(domain.toLowerCase())).toBe(true);
          expect(checkPageUrl(text)).toEqual({ ok: true, url: text.trim() });
        },
      ),
    );
  });

  it('refuses any URL on another host that does not name YouTube anywhere (property)', () => {
    fc.assert(
      fc.property(host, path, (name, tail) => {
        fc.pre(!`${name}${tail}`.includes('youtube.com') && !`${name}${tail}`.includes('youtu.be'));
        expect(checkPageUrl(`https://${name}.example${tail}`)).toEqual({ ok: false, notice: INVALID_URL });
      }),
    );
  });
});

describe('readProgressAnswer and readConversionId', () => {
  it('reads the server’s answers and nothing else', () => {
    const answer: ProgressAnswer = { status: 'converting', progress: 42, message: 'Converting to MP3...', title: 'A song' };
    expect(readProgressAnswer(answer)).toEqual(answer);
    expect(readProgressAnswer({ status: 'done', progress: 1, message: '' })).toBeNull();
    expect(readProgressAnswer({ status: 'complete', progress: '100', message: '' })).toBeNull();
    expect(readProgressAnswer({ status: 'complete', progress: Number.NaN, message: '' })).toBeNull();
    expect(readProgressAnswer({ status: 'complete', progress: 100, message: 'ok', downloadUrl: 5 })).toBeNull();
    expect(readProgressAnswer('<html>')).toBeNull();
    expect(readProgressAnswer(null)).toBeNull();
    expect(readConversionId({ conversionId: 'abc' })).toBe('abc');
    expect(readConversionId({ conversionId: '' })).toBeNull();
    expect(readConversionId({ success: true })).toBeNull();
    expect(readConversionId(undefined)).toBeNull();
  });

  it('builds the polling URL with the id escaped', () => {
    expect(progressUrl('0f8f7b1e-0000-4000-8000-000000000000')).toBe('/api/convert/progress/0f8f7b1e-0000-4000-8000-000000000000');
    expect(progressUrl('../admin?x')).toBe('/api/convert/progress/..%2Fadmin%3Fx');
  });
});

const run = (...events: ConversionEvent[]) => events.reduce(conversionReducer, IDLE);
const answer = (status: ProgressAnswer['status'], progress: number, extra: Partial<ProgressAnswer> = {}): ConversionEvent => ({
  type: 'progress',
  answer: { status, progress, message: `${status} ${progress}`, ...extra },
});

describe('conversionReducer', () => {
  it('shows 10 and the extracting message from the click on, and is busy until the end', () => {
    const starting = run({ type: 'start' });
    expect(starting).toEqual({ phase: 'starting', progress: 10, message: EXTRACTING_MESSAGE });
    expect(isBusy(starting)).toBe(true);
    const extracting = conversionReducer(starting, { type: 'started' });
    expect(extracting).toEqual({ phase: 'extracting', progress: 10, message: EXTRACTING_MESSAGE });
    expect(isBusy(extracting)).toBe(true);
    expect(isBusy(IDLE)).toBe(false);
  });

  it('follows the answers to complete, keeping the title', () => {
    const done = run(
      { type: 'start' },
      { type: 'started' },
      answer('extracting', 30, { title: 'A song' }),
      answer('converting', 70),
      answer('complete', 100, { downloadUrl: '/api/download/file/x', filename: 'A song.mp3', message: 'Conversion complete!' }),
    );
    expect(done).toEqual({
      phase: 'complete',
      progress: 100,
      message: 'Conversion complete!',
      title: 'A song',
      downloadUrl: '/api/download/file/x',
      filename: 'A song.mp3',
    });
    expect(isBusy(done)).toBe(false);
  });

  it('a failed start: the area says Conversion failed, with the reason on its error line', () => {
    expect(run({ type: 'start' }, { type: 'startFailed', reason: 'Too many downloads started.' })).toEqual({
      phase: 'error',
      progress: 0,
      message: START_FAILED_MESSAGE,
      error: 'Too many downloads started.',
    });
    expect(START_FAILED_MESSAGE).toBe('Conversion failed');
  });

  it('an error status keeps the server’s reason as the message and adds the error-status sentence', () => {
    const failed = run({ type: 'start' }, { type: 'started' }, answer('extracting', 40), answer('error', 0, { message: 'This video is private.' }));
    expect(failed).toEqual({ phase: 'error', progress: 40, message: 'This video is private.', error: ERROR_STATUS_MESSAGE });
    expect(ERROR_STATUS_MESSAGE).toBe('Conversion failed. Please try again with a different video.');
    // complete without a link is no success.
    expect(run({ type: 'start' }, { type: 'started' }, answer('complete', 100))).toMatchObject({ phase: 'error', error: ERROR_STATUS_MESSAGE });
  });

  it('a failed poll ends the conversion with Failed to check progress', () => {
    expect(run({ type: 'start' }, { type: 'started' }, answer('converting', 65), { type: 'pollFailed' })).toEqual({
      phase: 'error',
      progress: 65,
      message: 'converting 65',
      error: POLL_FAILED,
    });
  });

  it('ignores events that do not fit the phase', () => {
    const done = run({ type: 'start' }, { type: 'started' }, answer('complete', 100, { downloadUrl: '/f' }));
    expect(conversionReducer(done, answer('converting', 50))).toBe(done);
    expect(conversionReducer(done, { type: 'pollFailed' })).toBe(done);
    expect(conversionReducer(done, { type: 'started' })).toBe(done);
    expect(conversionReducer(IDLE, answer('converting', 50))).toBe(IDLE);
    const starting = run({ type: 'start' });
    expect(conversionReducer(starting, answer('converting', 50))).toBe(starting);
    expect(conversionReducer(starting, { type: 'start' })).toBe(starting);
    // After an end, a new start begins afresh.
    expect(conversionReducer(done, { type: 'start' })).toEqual(starting);
  });

  const event: fc.Arbitrary<ConversionEvent> = fc.oneof(
    fc.constant<ConversionEvent>({ type: 'start' }),
    fc.constant<ConversionEvent>({ type: 'started' }),
    fc.constant<ConversionEvent>({ type: 'pollFailed' }),
    fc.string().map((reason): ConversionEvent => ({ type: 'startFailed', reason })),
    fc
      .record({
        status: fc.constantFrom('extracting', 'converting', 'complete', 'error' as const),
        progress: fc.double({ min: -50, max: 150, noNaN: true }),
        message: fc.string(),
        title: fc.option(fc.string(), { nil: undefined }),
        downloadUrl: fc.option(fc.constant('/api/download/file/k'), { nil: undefined }),
      })
      .map(({ title, downloadUrl, ...rest }): ConversionEvent => ({
        type: 'progress',
        answer: { ...rest, ...(title === undefined ? {} : { title }), ...(downloadUrl === undefined ? {} : { downloadUrl }) },
      })),
  );

  it('keeps its invariants over any sequence of events (property)', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let view: ConversionView = IDLE;
        for (const next of events) {
          const after = conversionReducer(view, next);
          // A whole percent within the bar.
          expect(Number.isInteger(after.progress) && after.progress >= 0 && after.progress <= 100).toBe(true);
          // The bar never runs backwards during one conversion.
          if (isBusy(view) && isBusy(after)) expect(after.progress).toBeGreaterThanOrEqual(view.progress);
          // Only complete offers a file, and the error line belongs to the error phase.
          expect(after.downloadUrl !== undefined).toBe(after.phase === 'complete');
          expect(after.error !== undefined).toBe(after.phase === 'error');
          // An ended conversion stays ended until a new start.
          if ((view.phase === 'complete' || view.phase === 'error') && next.type !== 'start') expect(after).toBe(view);
          view = after;
        }
      }),
    );
  });
});

describe('nextPollDelay', () => {
  it('starts polls a second apart, at once after a slow answer', () => {
    expect(nextPollDelay(0, 120)).toBe(880);
    expect(nextPollDelay(0, 1000)).toBe(0);
    expect(nextPollDelay(0, 4000)).toBe(0);
    expect(nextPollDelay(500, 100)).toBe(1000); // a clock that went back
  });

  it('is always within 0 and the interval, and the next start is never before the answer (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (sentAt, took) => {
        const delay = nextPollDelay(sentAt, sentAt + took);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(1000);
        expect(sentAt + took + delay).toBe(Math.max(sentAt + 1000, sentAt + took));
      }),
    );
  });
});
