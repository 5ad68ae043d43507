// The pure part of the video downloaders' control: the page's URL rule, the
// state the progress events drive, what a finished event means, and the sentences of a failed start.
// No React, no DOM: unit- and property-tested on its own.

/** One downloader's data: what the three pages differ in. */
export interface DownloaderSite {
  /** The start route: '/api/download/tiktok'. */
  endpoint: string;
  /** The URL must contain one of these (case aside): 'tiktok.com'; 'youtube.com', 'youtu.be'. */
  hosts: readonly string[];
  /** The page's sentences for an empty URL and for one without the host name. */
  emptyUrlMessage: string;
  invalidUrlMessage: string;
  /** The saved name when the event gives none ('tiktok-video.mp4'). */
  defaultFilename: string;
}

/** One message of the progress stream (GET /api/download/progress/:downloadId). */
export interface ProgressEvent {
  progress: number;
  message: string;
  status?: 'complete' | 'error';
  downloadUrl?: string;
  filename?: string;
  title?: string;
}

export const STARTING_MESSAGE = 'Starting download...';
/** The notices' words (docs/tools/downloaders.md). */
export const NOTICES = {
  started: 'Download Started!',
  ready: 'Download Ready!',
  failed: 'Download Failed',
  eventError: 'An error occurred during download.',
  startFailed: 'Download failed',
  unreachable: 'Failed to download video. Please try again.',
} as const;
/** The bar hides this long after completion. */
export const HIDE_AFTER_MS = 3000;
/**
 * How many times in a row the browser may reconnect a progress stream that ended without its last
 * event (about 3 s apart in Chromium) before the page stops following it: enough for a server behind
 * the same address to restart, or for the address to send the stream to another one.
 */
export const MAX_RECONNECTS = 5;

/**
 * The page's URL rule: empty (or blank) → the empty sentence; not containing one of the site's host
 * names → the other sentence; else null. The server checks the parsed host (scheme, host or a
 * subdomain of it), so `https://evil.net/?v=tiktok.com` passes here and is refused there.
 */
export function pageUrlProblem(site: Pick<DownloaderSite, 'hosts' | 'emptyUrlMessage' | 'invalidUrlMessage'>, input: string): string | null {
  const url = input.trim();
  if (url === '') return site.emptyUrlMessage;
  const lower = url.toLowerCase();
  return site.hosts.some((host) => lower.includes(host)) ? null : site.invalidUrlMessage;
}

/** The control's state: the button is disabled while `busy`; the bar shows while `visible`. */
export interface DownloadState {
  busy: boolean;
  visible: boolean;
  /** 0 to 100. */
  progress: number;
  message: string;
}

export const IDLE: DownloadState = { busy: false, visible: false, progress: 0, message: '' };

export type DownloadAction =
  /** The button was pressed with a good URL: processing, the bar at 0 (step 2 of docs/tools/downloaders.md#flow). */
  | { type: 'start' }
  /** A stream message (step 3); complete ends processing (the bar stays until 'hide'), error also hides the bar (step 5). */
  | { type: 'event'; event: ProgressEvent }
  /** The start call failed (step 7), or the stream's connection did (step 6, which ends processing too): stop and hide. */
  | { type: 'stop' }
  /** 3 s after completion. */
  | { type: 'hide' };

const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

export function downloadReducer(state: DownloadState, action: DownloadAction): DownloadState {
  switch (action.type) {
    case 'start':
      return { busy: true, visible: true, progress: 0, message: STARTING_MESSAGE };
    case 'event': {
      // A late message after the end (a stream not yet closed) changes nothing.
      if (!state.busy) return state;
      const { event } = action;
      if (event.status === 'error') return IDLE;
      const progress = clampPercent(event.progress);
      return { busy: event.status !== 'complete', visible: true, progress, message: event.message || state.message };
    }
    case 'stop':
      return IDLE;
    case 'hide':
      return state.busy ? state : IDLE;
  }
}

/** What a stream message asks of the page besides the bar. */
export type EventOutcome =
  | { kind: 'progress' }
  /** Save `href` as `filename`, say 'Download Ready!', hide the bar 3 s later. */
  | { kind: 'save'; href: string; filename: string }
  /** Complete with no link to save: the bar hides 3 s later. */
  | { kind: 'finished' }
  /** 'Download Failed' with this message. */
  | { kind: 'error'; message: string };

/**
 * A same-origin path the page may follow ('/api/download/file/…'), or null for anything else (another
 * origin, a protocol-relative '//host', a backslash that browsers read as a slash, a javascript: URL).
 */
export function sameOriginPath(link: unknown): string | null {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  // Control characters (a tab or newline browsers strip) could turn the path into something else.
  return [...link].some((char) => char <= '\u001f' || char === '\u007f') ? null : link;
}

/** The name to save a finished download under: the event's, else the site's default. */
export function savedFilename(event: Pick<ProgressEvent, 'filename'>, defaultFilename: string): string {
  const name = typeof event.filename === 'string' ? event.filename.trim() : '';
  return name === '' ? defaultFilename : name;
}

export function eventOutcome(event: ProgressEvent, defaultFilename: string): EventOutcome {
  if (event.status === 'error') {
    const message = typeof event.message === 'string' ? event.message.trim() : '';
    return { kind: 'error', message: message === '' ? NOTICES.eventError : message };
  }
  if (event.status !== 'complete') return { kind: 'progress' };
  const href = sameOriginPath(event.downloadUrl);
  return href ? { kind: 'save', href, filename: savedFilename(event, defaultFilename) } : { kind: 'finished' };
}

/** A stream message's data as an event, or null when it is not one (a stray or garbled line is ignored). */
export function parseProgressEvent(data: unknown): ProgressEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.progress !== 'number' || typeof raw.message !== 'string') return null;
  const text = (key: string) => (typeof raw[key] === 'string' ? { [key]: raw[key] as string } : {});
  const status: Pick<ProgressEvent, 'status'> = raw.status === 'complete' || raw.status === 'error' ? { status: raw.status } : {};
  return { progress: raw.progress, message: raw.message, ...status, ...text('downloadUrl'), ...text('filename'), ...text('title') };
}

/** How a start call ended: its HTTP status and parsed JSON body, or null when no answer came (offline). */
export type StartReply = { ok: boolean; body: unknown } | null;

/**
 * Whether the start call worked (HTTP ok and `success` true), else the notice's sentence: the
 * server's error text, else 'Download failed' (an answer without one), else 'Failed to download
 * video. Please try again.' (no answer at all).
 */
export function startFailure(reply: StartReply): string | null {
  if (reply === null) return NOTICES.unreachable;
  const body = reply.body && typeof reply.body === 'object' ? (reply.body as { success?: unknown; error?: unknown }) : {};
  if (reply.ok && body.success === true) return null;
  return typeof body.error === 'string' && body.error.trim() !== '' ? body.error : NOTICES.startFailed;
}
