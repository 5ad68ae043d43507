import { pageUrlProblem, postJson } from '@toolnest/ui/video-downloader';
import { useEffect, useState } from 'react';
import { INFO_DEBOUNCE_MS, INFO_ENDPOINT, LONG_VIDEO_WARNING, MERGE_NOTE, videoCard, YOUTUBE_SITE, type VideoCard } from './logic';

/**
 * The details of the video at `url`: looked up 1 s after the last keystroke when the URL
 * contains a YouTube host; a newer URL aborts the older lookup. Null until an answer for this very
 * URL has come, and after a failure.
 */
export function useVideoCard(url: string): VideoCard | null {
  const target = url.trim();
  const [answer, setAnswer] = useState<{ url: string; card: VideoCard | null } | null>(null);
  useEffect(() => {
    if (pageUrlProblem(YOUTUBE_SITE, target) !== null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const reply = await postJson(INFO_ENDPOINT, { url: target }, controller.signal);
      if (!controller.signal.aborted) setAnswer({ url: target, card: reply?.ok ? videoCard(reply.body) : null });
    }, INFO_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [target]);
  // An answer for an earlier URL is never shown for this one.
  return answer?.url === target ? answer.card : null;
}

/** Thumbnail, title, duration, uploader and selected quality, with the merge note and the long-video warning. */
export function VideoInfoCard({ card }: { card: VideoCard }) {
  return (
    <section aria-label="Video details" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground sm:flex-row">
      {card.thumbnail ? (
        <img src={card.thumbnail} alt="" className="aspect-video w-full rounded-md bg-muted object-cover sm:w-48" />
      ) : null}
      <div className="min-w-0 space-y-1 text-sm">
        <p className="text-base font-semibold break-words">{card.title}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {card.duration ? (
            <>
              <dt className="text-muted-foreground">Duration</dt>
              <dd>{card.duration}</dd>
            </>
          ) : null}
          {card.uploader ? (
            <>
              <dt className="text-muted-foreground">Uploader</dt>
              <dd className="break-words">{card.uploader}</dd>
            </>
          ) : null}
          {card.selectedQuality ? (
            <>
              <dt className="text-muted-foreground">Quality</dt>
              <dd>{card.selectedQuality}</dd>
            </>
          ) : null}
        </dl>
        {card.hasFFmpegMerge ? <p className="text-muted-foreground">{MERGE_NOTE}</p> : null}
        {card.isLongVideo ? (
          <p role="note" className="rounded-md border border-border bg-accent px-2 py-1 font-medium text-foreground">
            {LONG_VIDEO_WARNING}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The card for the URL as typed, when there is one. */
export function VideoInfo({ url }: { url: string }) {
  const card = useVideoCard(url);
  return card ? <VideoInfoCard card={card} /> : null;
}
