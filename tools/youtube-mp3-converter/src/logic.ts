// Pure logic of the YouTube to MP3 Converter (no React, no DOM, no I/O): the page's URL rule, the
// qualities, and the progress area's states as a reducer over what the start
// call and the progress polling answer.

/** The MP3 qualities in kbps, best first; 320 is the default. */
export const MP3_QUALITIES = ['320', '256', '192', '128', '96'] as const;
export type Mp3Quality = (typeof MP3_QUALITIES)[number];
export const DEFAULT_QUALITY: Mp3Quality = '320';
export const QUALITY_OPTIONS = MP3_QUALITIES.map((value) => ({ value, label: `${value} kbps` }));

export const isMp3Quality = (value: unknown): value is Mp3Quality => (MP3_QUALITIES as readonly unknown[]).includes(value);

/** The progress is asked for once a second (the first time as soon as the start is answered). */
export const POLL_INTERVAL_MS = 1000;
/** What the progress area shows as soon as a conversion starts. */
export const EXTRACTING_PROGRESS = 10;
export const EXTRACTING_MESSAGE = 'Extracting audio from YouTube video...';

/** The longest URL the server takes (its 400 names the limit). */
export const MAX_URL_LENGTH = 2048;
/** The host names of the page's URL rule: the long one and the short-link one. */
export const YOUTUBE_HOSTS = ['youtube.com', 'youtu.be'] as const;

export interface Notice {
  title: string;
  description: string;
}

/** The notices, word for word (docs/tools/youtube-mp3-converter.md). */
export const URL_REQUIRED: Notice = { title: 'URL Required', description: 'Please enter a YouTube URL to convert' };
export const INVALID_URL: Notice = { title: 'Invalid URL', description: 'Please enter a valid YouTube URL' };
export const CONVERSION_FAILED_TITLE = 'Conversion Failed';
export const START_FAILED_FALLBACK = 'Failed to start conversion process';
/** What the progress area says after a failed start. */
export const START_FAILED_MESSAGE = 'Conversion failed';
export const POLL_FAILED = 'Failed to check progress';
export const ERROR_STATUS_MESSAGE = 'Conversion failed. Please try again with a different video.';

/** The server's sentence for an empty URL (the page's, as a sentence). */
export const EMPTY_URL_ERROR = `${URL_REQUIRED.description}.`;

export type PageUrlCheck = { ok: true; url: string } | { ok: false; notice: Notice };

/**
 * The page's rule: a URL must be given and must name a YouTube host somewhere in it. It
 * only spares the visitor a round trip; the server checks the parsed host (http(s), youtube.com,
 * youtu.be or a subdomain) and answers a refusal with its sentence, shown as 'Conversion Failed'.
 */
export function checkPageUrl(input: string): PageUrlCheck {
  const url = input.trim();
  if (url === '') return { ok: false, notice: URL_REQUIRED };
  const lower = url.toLowerCase();
  return YOUTUBE_HOSTS.some((host) => lower.includes(host)) ? { ok: true, url } : { ok: false, notice: INVALID_URL };
}

/** The MP3 progress answer (GET /api/convert/progress/:conversionId). */
export interface ProgressAnswer {
  status: 'extracting' | 'converting' | 'complete' | 'error';
  progress: number;
  message: string;
  title?: string;
  downloadUrl?: string;
  filename?: string;
}

const STATUSES: readonly string[] = ['extracting', 'converting', 'complete', 'error'];
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** A polling answer read from JSON, or null when it is not one (a proxy's page, a changed server). */
export function readProgressAnswer(json: unknown): ProgressAnswer | null {
  if (!json || typeof json !== 'object') return null;
  const answer = json as Record<string, unknown>;
  if (typeof answer.status !== 'string' || !STATUSES.includes(answer.status)) return null;
  if (typeof answer.progress !== 'number' || !Number.isFinite(answer.progress) || typeof answer.message !== 'string') return null;
  if (!optionalString(answer.title) || !optionalString(answer.downloadUrl) || !optionalString(answer.filename)) return null;
  return answer as unknown as ProgressAnswer;
}

/** The conversion id of a start answer (`{ conversionId }`), or null. */
export function readConversionId(json: unknown): string | null {
  const id = json && typeof json === 'object' ? (json as { conversionId?: unknown }).conversionId : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The progress area's states: idle, pending start, extracting, converting, then complete or error. */
export type Phase = 'idle' | 'starting' | 'extracting' | 'converting' | 'complete' | 'error';

/** What the progress area shows. */
export interface ConversionView {
  phase: Phase;
  /** 0 to 100. */
  progress: number;
  message: string;
  /** The video's title, once the server knows it. */
  title?: string;
  /** complete: the file's link, opened by 'Download MP3'. */
  downloadUrl?: string;
  filename?: string;
  /** The area's error line. */
  error?: string;
}

export type ConversionEvent =
  | { type: 'start' }
  | { type: 'started' }
  | { type: 'startFailed'; reason: string }
  | { type: 'progress'; answer: ProgressAnswer }
  | { type: 'pollFailed' };

export const IDLE: ConversionView = { phase: 'idle', progress: 0, message: '' };

/** The convert button is off while the start is pending, extracting or converting. */
export const isBusy = (view: ConversionView): boolean => view.phase === 'starting' || view.phase === 'extracting' || view.phase === 'converting';
/** Polling runs in these phases only. */
const isPolling = (view: ConversionView): boolean => view.phase === 'extracting' || view.phase === 'converting';

const clampPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/**
 * The progress area's next state. Events that do not fit the current phase (a late answer after an
 * error, a second start while busy) leave it as it is, so a slow reply can never undo a newer state.
 */
export function conversionReducer(view: ConversionView, event: ConversionEvent): ConversionView {
  switch (event.type) {
    case 'start':
      return isBusy(view) ? view : { phase: 'starting', progress: EXTRACTING_PROGRESS, message: EXTRACTING_MESSAGE };
    case 'started':
      return view.phase === 'starting' ? { ...view, phase: 'extracting' } : view;
    case 'startFailed':
      return view.phase === 'starting' ? { phase: 'error', progress: 0, message: START_FAILED_MESSAGE, error: event.reason } : view;
    case 'pollFailed':
      return isPolling(view) ? { ...view, phase: 'error', error: POLL_FAILED } : view;
    case 'progress': {
      if (!isPolling(view)) return view;
      const { answer } = event;
      const title = answer.title ?? view.title;
      const base = { ...(title === undefined ? {} : { title }), message: answer.message };
      if (answer.status === 'error') return { ...base, phase: 'error', progress: view.progress, error: ERROR_STATUS_MESSAGE };
      if (answer.status === 'complete') {
        // A finished conversion without a link has nothing to offer: as good as failed.
        if (!answer.downloadUrl) return { ...base, phase: 'error', progress: view.progress, error: ERROR_STATUS_MESSAGE };
        return {
          ...base,
          phase: 'complete',
          progress: 100,
          downloadUrl: answer.downloadUrl,
          ...(answer.filename === undefined ? {} : { filename: answer.filename }),
        };
      }
      // The bar never runs backwards: the server's percent only grows, and an odd answer must not shake it.
      return { ...base, phase: answer.status, progress: Math.max(view.progress, clampPercent(answer.progress)) };
    }
  }
}

/**
 * How long to wait before the next poll, given when the last one was sent and when its answer came:
 * polls start a second apart, and never while one is still out (a slow answer makes the next one
 * start as soon as it arrives).
 */
export function nextPollDelay(sentAt: number, answeredAt: number, interval = POLL_INTERVAL_MS): number {
  return Math.max(0, Math.min(interval, interval - (answeredAt - sentAt)));
}

/** The progress endpoint of a conversion. */
export const progressUrl = (conversionId: string): string => `/api/convert/progress/${encodeURIComponent(conversionId)}`;
