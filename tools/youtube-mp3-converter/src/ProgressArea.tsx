import { Button } from '@toolnest/ui';
import { ErrorText } from '@toolnest/ui/field';
import { Progress } from '@toolnest/ui/progress';
import Download from 'lucide-react/icons/download';
import { useId } from 'react';
import type { ConversionView } from './logic';

/** Opens the finished file in a new tab; `noopener` keeps that tab from reaching back into this one. */
const openInNewTab = (url: string) => void window.open(url, '_blank', 'noopener');

/** The conversion's title, bar, percent and message (read out as they change), then Download MP3 or the error. */
export function ProgressArea({ view }: { view: ConversionView }) {
  const areaId = useId();
  if (view.phase === 'idle') return null;
  return (
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
  );
}
