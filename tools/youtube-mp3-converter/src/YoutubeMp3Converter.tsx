import { ApiError, apiRequest, readJson, serverMessageOr } from '@toolnest/api-client';
import { Button, Input, toast, urlParam, useUrlSettings } from '@toolnest/ui';
import { ErrorText, Field } from '@toolnest/ui/field';
import { Progress } from '@toolnest/ui/progress';
import { Select } from '@toolnest/ui/select';
import Download from 'lucide-react/icons/download';
import Music from 'lucide-react/icons/music';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import {
  checkPageUrl,
  CONVERSION_FAILED_TITLE,
  conversionReducer,
  DEFAULT_QUALITY,
  ERROR_STATUS_MESSAGE,
  IDLE,
  isBusy,
  isMp3Quality,
  MP3_QUALITIES,
  nextPollDelay,
  POLL_FAILED,
  progressUrl,
  QUALITY_OPTIONS,
  readConversionId,
  readProgressAnswer,
  START_FAILED_FALLBACK,
  type ConversionView,
} from './logic';
import type { ConvertBody } from './schemas';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** The start call. */
export const CONVERT_URL = '/api/convert/youtube-mp3';

// The quality is a setting (shared links keep it); the URL is the visitor's input and stays out of the address bar.
const settingsSchema = { quality: urlParam.oneOf(MP3_QUALITIES, DEFAULT_QUALITY) };

const showError = (title: string, description?: string) =>
  toast({ title, ...(description === undefined ? {} : { description }), variant: 'destructive' });

/** Opens the finished file in a new tab; `noopener` keeps that tab from reaching back into this one. */
const openInNewTab = (url: string) => void window.open(url, '_blank', 'noopener');

export interface YoutubeMp3ConverterProps {
  /** A progress area to start with (stories); the page starts idle. */
  initialView?: ConversionView;
}

/**
 * YouTube to MP3: a URL and a quality in; the server extracts the audio and
 * converts it; the page asks for the progress once a second and offers the MP3 when it is ready.
 */
export function YoutubeMp3Converter({ initialView = IDLE }: YoutubeMp3ConverterProps) {
  const [settings, setSettings] = useUrlSettings(settingsSchema);
  const [url, setUrl] = useState('');
  const [view, dispatch] = useReducer(conversionReducer, initialView);
  // The conversion being polled; a new start or leaving the page ends the old polling.
  const [conversionId, setConversionId] = useState<string | null>(null);
  const mounted = useRef(true);
  const areaId = useId();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!conversionId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const sentAt = Date.now();
      let answer;
      try {
        answer = readProgressAnswer(await readJson<unknown>(progressUrl(conversionId), { signal: controller.signal }));
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'pollFailed' });
        // The server's sentence when it gave one (an expired conversion's 404 says so).
        showError(POLL_FAILED, error instanceof ApiError ? error.serverMessage : undefined);
        return;
      }
      if (controller.signal.aborted) return;
      if (!answer) {
        dispatch({ type: 'pollFailed' });
        showError(POLL_FAILED);
        return;
      }
      dispatch({ type: 'progress', answer });
      if (answer.status === 'error' || (answer.status === 'complete' && !answer.downloadUrl)) {
        showError(CONVERSION_FAILED_TITLE, ERROR_STATUS_MESSAGE);
        return;
      }
      if (answer.status === 'complete') return;
      // The next poll a second after this one was sent, and never before its answer came.
      timer = setTimeout(poll, nextPollDelay(sentAt, Date.now()));
    };
    // The first poll as soon as the start is answered (the queue position, or the title, may already be
    // known), then one a second.
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [conversionId]);

  const convert = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy(view)) return;
    const checked = checkPageUrl(url);
    if (!checked.ok) {
      showError(checked.notice.title, checked.notice.description);
      return;
    }
    setConversionId(null);
    dispatch({ type: 'start' });
    let id: string | null = null;
    let reason = START_FAILED_FALLBACK;
    try {
      const response = await apiRequest('POST', CONVERT_URL, { url: checked.url, quality: settings.quality } satisfies ConvertBody);
      id = readConversionId(await response.json());
    } catch (error) {
      reason = serverMessageOr(error, START_FAILED_FALLBACK);
    }
    if (!mounted.current) return;
    if (!id) {
      dispatch({ type: 'startFailed', reason });
      showError(CONVERSION_FAILED_TITLE, reason);
      return;
    }
    dispatch({ type: 'started' });
    setConversionId(id);
  };

  const busy = isBusy(view);
  return (
    <div className="space-y-6">
      <form className="space-y-4" onSubmit={convert} noValidate>
        <Field label="YouTube URL" hint="A youtube.com or youtu.be link to a public video">
          <Input
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://www.youtube.com/watch?v=..."
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <Field label="MP3 quality">
          <Select
            options={QUALITY_OPTIONS}
            value={settings.quality}
            onValueChange={(quality) => {
              if (isMp3Quality(quality)) setSettings({ quality });
            }}
            className="sm:w-48"
          />
        </Field>
        <Button type="submit" disabled={busy}>
          <Music aria-hidden="true" />
          Convert to MP3
        </Button>
      </form>

      {view.phase === 'idle' ? null : (
        <section aria-labelledby={`${areaId}-heading`} className="space-y-3 rounded-lg border border-border p-4">
          <h2 id={`${areaId}-heading`} className="sr-only">
            Conversion progress
          </h2>
          {view.title ? <p className="font-medium break-words text-foreground">{view.title}</p> : null}
          <div className="flex items-center gap-3">
            <Progress value={view.progress} aria-labelledby={`${areaId}-message`} />
            <span className="w-12 shrink-0 text-right text-sm tabular-nums text-foreground">{view.progress}%</span>
          </div>
          <p id={`${areaId}-message`} className="text-sm break-words text-muted-foreground" aria-live="polite">
            {view.message}
          </p>
          {view.phase === 'complete' && view.downloadUrl ? (
            <Button onClick={() => openInNewTab(view.downloadUrl!)}>
              <Download aria-hidden="true" />
              Download MP3
            </Button>
          ) : null}
          {view.error ? <ErrorText role="alert">{view.error}</ErrorText> : null}
        </section>
      )}
    </div>
  );
}

export default YoutubeMp3Converter;
