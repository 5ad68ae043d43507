import { cn } from '@toolnest/ui';
import { useId, useState } from 'react';
import type { Preview } from './logic';

const IMAGE_NOTES = {
  http: 'The image is left out of this preview: this site loads images from https:// addresses only. The tags still include it.',
  invalid: 'The image is left out of this preview: its address is not a full URL starting with http:// or https://.',
  failed: 'The image could not be loaded from that address.',
} as const;

/**
 * A link preview card, drawn the way Facebook and X show a shared link: the image (1.91:1, as both
 * crop a large card), the site, the title and the description, each clamped to two lines. Only https
 * images are drawn, since the site's CSP (`img-src 'self' data: https:`) would block any other.
 */
export function LinkPreview({ preview }: { preview: Preview }) {
  const headingId = useId();
  // The address that failed to load: a new address gets its own try.
  const [failedSrc, setFailedSrc] = useState<string>();
  const { title, description, source, imageSrc, imageLeftOut } = preview;
  const showImage = imageSrc !== undefined && imageSrc !== failedSrc;
  const note = imageLeftOut ? IMAGE_NOTES[imageLeftOut] : imageSrc !== undefined && !showImage ? IMAGE_NOTES.failed : undefined;

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-2">
      <h2 id={headingId} className="text-sm leading-none font-medium">
        Link preview
      </h2>
      <div className="overflow-hidden rounded-lg border border-border bg-background">
        {showImage ? (
          // The visitor's own image: no referrer tells its host which page asked for it.
          <img
            src={imageSrc}
            alt=""
            referrerPolicy="no-referrer"
            decoding="async"
            className="aspect-[1.91/1] w-full bg-muted object-cover"
            onError={() => setFailedSrc(imageSrc)}
          />
        ) : null}
        {/* A 10 KB word must wrap, not widen the page. */}
        <div className={cn('space-y-1 bg-muted p-3 [overflow-wrap:anywhere]', showImage && 'border-t border-border')}>
          {source ? <p className="line-clamp-1 text-xs text-muted-foreground uppercase">{source}</p> : null}
          <p className={title ? 'line-clamp-2 font-semibold text-foreground' : 'font-semibold text-muted-foreground italic'}>
            {title || 'Your title appears here'}
          </p>
          <p className={description ? 'line-clamp-2 text-sm text-muted-foreground' : 'text-sm text-muted-foreground italic'}>
            {description || 'Your description appears here'}
          </p>
        </div>
      </div>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
    </section>
  );
}
