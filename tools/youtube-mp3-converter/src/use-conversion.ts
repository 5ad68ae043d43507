import { ApiError, apiRequest, readJson, serverMessageOr } from '@toolnest/api-client';
import { toast } from '@toolnest/ui';
import { useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import {
  checkPageUrl,
  CONVERSION_FAILED_TITLE,
  conversionReducer,
  ERROR_STATUS_MESSAGE,
  isBusy,
  nextPollDelay,
  POLL_FAILED,
  progressUrl,
  readConversionId,
  readProgressAnswer,
  START_FAILED_FALLBACK,
  type ConversionEvent,
  type ConversionView,
  type Mp3Quality,
} from './logic';
import type { ConvertBody } from './schemas';

/** The start call. */
export const CONVERT_URL = '/api/convert/youtube-mp3';

const showError = (title: string, description?: string) =>
  toast({ title, ...(description === undefined ? {} : { description }), variant: 'destructive' });

/**
 * Asks for the conversion's progress while `conversionId` is set: at once, then a second after each
 * poll was sent and never before its answer came, until it completes or fails. A new id or leaving
 * the page ends the old polling and drops the answer on its way.
 */
function useProgressPolling(conversionId: string | null, dispatch: Dispatch<ConversionEvent>) {
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
      timer = setTimeout(poll, nextPollDelay(sentAt, Date.now()));
    };
    // The first poll as soon as the start is answered (the queue position, or the title, may already be known).
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [conversionId, dispatch]);
}

/**
 * A conversion from the page's side: `start` checks the URL, asks the server to convert it at
 * `quality` and polls its progress into `view`, which the progress area shows.
 */
export function useConversion(initialView: ConversionView, quality: Mp3Quality) {
  const [view, dispatch] = useReducer(conversionReducer, initialView);
  // The conversion being polled; a new start or leaving the page ends the old polling.
  const [conversionId, setConversionId] = useState<string | null>(null);
  const mounted = useRef(true);
  useProgressPolling(conversionId, dispatch);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = async (url: string) => {
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
      const response = await apiRequest('POST', CONVERT_URL, { url: checked.url, quality } satisfies ConvertBody);
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

  return { view, busy: isBusy(view), start };
}
