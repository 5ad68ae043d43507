// The video downloaders' control (TikTok, YouTube, Facebook; docs/tools/downloaders.md): a URL field,
// the page's options, the download button and the progress bar with its status line. The pages
// differ only in data (DownloaderSite, labels, TikTok's watermark choice, YouTube's info card).
import { OFFLINE_MESSAGE, browserIsOffline } from '@toolnest/tool-kit';
import Download from 'lucide-react/icons/download';
import { useEffect, useId, useReducer, useRef, useState, type Dispatch, type FormEvent, type ReactNode } from 'react';
import { downloadUrl } from '../lib/download';
import { Button } from '../controls/button';
import { Field } from '../controls/field';
import { Input } from '../controls/input';
import { Progress } from '../feedback/progress';
import { toast } from '../feedback/toast-store';
import {
  downloadReducer,
  eventOutcome,
  HIDE_AFTER_MS,
  MAX_RECONNECTS,
  IDLE,
  NOTICES,
  pageUrlProblem,
  parseProgressEvent,
  startFailure,
  type DownloadAction,
  type DownloaderSite,
  type DownloadState,
  type EventOutcome,
  type StartReply,
} from './video-downloader-logic';

export * from './video-downloader-logic';

/**
 * POSTs `body` as JSON with the visitor's credentials and reads the JSON answer; null when
 * no answer came (offline, aborted). Never throws.
 */
export async function postJson(url: string, body: unknown, signal?: AbortSignal): Promise<StartReply> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      ...(signal ? { signal } : {}),
    });
  } catch {
    return null;
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // A proxy's error page: no server sentence to show.
  }
  return { ok: response.ok, body: parsed };
}

const newDownloadId = () => crypto.randomUUID();

export interface VideoDownloaderProps {
  site: DownloaderSite;
  /** The URL field's label and placeholder. */
  label: string;
  placeholder?: string;
  /** Guidance under the field (Facebook's help text). */
  hint?: ReactNode;
  /** 'Download Video'; Facebook's 'Download'. */
  buttonLabel: string;
  /** The button's label while processing (Facebook's 'Downloading...'); the same label by default. */
  busyLabel?: string;
  /** More of the start body: TikTok's `{ withoutWatermark }`. */
  extraBody?: Record<string, unknown>;
  /** Controls between the field and the button (TikTok's watermark choice). */
  options?: ReactNode;
  /** Shown under the field, given the URL as typed (YouTube's info card). */
  details?: (url: string) => ReactNode;
  /** A URL and a state to start from (stories); the page starts empty and idle. */
  initialUrl?: string;
  initialState?: DownloadState;
}

/**
 * Follows a download's progress stream: each event moves the bar, the last one closes the stream (or it
 * would reconnect and start the file again), says how it ended and hides the bar 3 s later.
 */
function useProgressStream(defaultFilename: string, dispatch: Dispatch<DownloadAction>) {
  const source = useRef<EventSource | null>(null);
  // The browser's own reconnections of the stream since its last message.
  const reconnects = useRef(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const closeStream = () => {
    source.current?.close();
    source.current = null;
  };
  /** Ends the stream followed and the pending hide. */
  const stopFollowing = () => {
    closeStream();
    clearTimeout(hideTimer.current);
  };
  // Leaving the page ends them too.
  useEffect(() => {
    return () => {
      closeStream();
      clearTimeout(hideTimer.current);
    };
  }, []);

  const finish = (outcome: Exclude<EventOutcome, { kind: 'progress' }>) => {
    closeStream();
    if (outcome.kind === 'error') {
      toast({ title: NOTICES.failed, description: outcome.message, variant: 'destructive' });
      return;
    }
    if (outcome.kind === 'save') {
      // A same-origin file link (the server names it too, with Content-Disposition).
      downloadUrl(outcome.filename, outcome.href);
      toast({ title: NOTICES.ready, description: `Saving ${outcome.filename}.` });
    }
    hideTimer.current = setTimeout(() => dispatch({ type: 'hide' }), HIDE_AFTER_MS);
  };

  const follow = (downloadId: string) => {
    const stream = new EventSource(`/api/download/progress/${encodeURIComponent(downloadId)}`);
    source.current = stream;
    reconnects.current = 0;
    stream.onmessage = (message) => {
      reconnects.current = 0;
      const event = parseProgressEvent(message.data);
      if (!event || source.current !== stream) return;
      dispatch({ type: 'event', event });
      const outcome = eventOutcome(event, defaultFilename);
      if (outcome.kind !== 'progress') finish(outcome);
    };
    stream.onerror = () => {
      if (source.current !== stream) return;
      // A stream that ended without its last event (its server restarting behind the same address): the
      // browser reconnects by itself, and the server it reaches sends the latest event first.
      if (stream.readyState === EventSource.CONNECTING && reconnects.current < MAX_RECONNECTS) {
        reconnects.current += 1;
        return;
      }
      closeStream();
      dispatch({ type: 'stop' });
    };
  };

  return { follow, stopFollowing };
}

/** The download's state, and `start`: checks the URL, asks the server to start and follows the progress. */
function useDownload(site: DownloaderSite, extraBody: Record<string, unknown> | undefined, initialState: DownloadState) {
  const [state, dispatch] = useReducer(downloadReducer, initialState);
  const { follow, stopFollowing } = useProgressStream(site.defaultFilename, dispatch);
  // A start call that answers after the visitor left opens no stream.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = async (url: string) => {
    if (state.busy) return;
    const problem = pageUrlProblem(site, url);
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' });
      return;
    }
    stopFollowing();
    dispatch({ type: 'start' });
    const downloadId = newDownloadId();
    const reply = await postJson(site.endpoint, { url: url.trim(), downloadId, ...extraBody });
    const failed = reply === null && browserIsOffline() ? OFFLINE_MESSAGE : startFailure(reply);
    if (!mounted.current) return;
    if (failed) {
      dispatch({ type: 'stop' });
      toast({ title: NOTICES.failed, description: failed, variant: 'destructive' });
      return;
    }
    toast({ title: NOTICES.started, description: 'Your video is being prepared.' });
    follow(downloadId);
  };

  return { state, start };
}

/** The progress bar with its status line and percentage. */
function DownloadProgress({ state, statusId }: { state: DownloadState; statusId: string }) {
  return (
    <div className="space-y-2">
      <Progress value={state.progress} aria-labelledby={statusId} />
      <div className="flex justify-between gap-4 text-sm">
        <p id={statusId} role="status" className="text-muted-foreground">
          {state.message}
        </p>
        <span aria-hidden="true" className="tabular-nums font-medium">
          {Math.round(state.progress)}%
        </span>
      </div>
    </div>
  );
}

/**
 * Idle → processing (button disabled, the bar at 0 with 'Starting download...') → the stream's events
 * → saved ('Download Ready!', the bar hides 3 s later) or failed ('Download Failed'). The stream is
 * closed on every last event, or it would reconnect and start the file again; a lost connection
 * closes it and ends processing without a notice (step 6 of the flow).
 */
export function VideoDownloader({
  site,
  label,
  placeholder,
  hint,
  buttonLabel,
  busyLabel,
  extraBody,
  options,
  details,
  initialUrl = '',
  initialState = IDLE,
}: VideoDownloaderProps) {
  const [url, setUrl] = useState(initialUrl);
  const { state, start } = useDownload(site, extraBody, initialState);
  const statusId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void start(url);
  };

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <Field label={label} hint={hint}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </Field>
      {details?.(url)}
      {options}
      <Button type="submit" disabled={state.busy}>
        <Download aria-hidden="true" />
        {state.busy && busyLabel ? busyLabel : buttonLabel}
      </Button>
      {state.visible ? <DownloadProgress state={state} statusId={statusId} /> : null}
    </form>
  );
}
