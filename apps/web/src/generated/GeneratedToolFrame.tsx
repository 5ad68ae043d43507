import { toast } from '@toolnest/ui';
import { DEFAULT_COPY_NOTICES } from '@toolnest/ui/copy-button';
import { useEffect, useRef, useState } from 'react';
import { clampFrameHeight, FRAME_HEIGHT, INITIAL_FRAME_HEIGHT, readFrameMessage } from './frame-messages';

export interface GeneratedToolFrameProps {
  /** The page's document (GET /api/generated/{name}.html, with a preview's token). */
  src: string;
  /** The frame's accessible name. */
  title: string;
}

type FrameState = 'loading' | 'ready' | 'stopped';

/**
 * A generated page, in a frame sandboxed without allow-same-origin: its document has an opaque origin, so the
 * page's code reaches none of the site's storage, cookies or credentials, and it may not navigate this page,
 * open windows or submit forms. The frame tells its height and copy outcomes; only messages from its own window,
 * of the shapes frame-messages.ts reads, are heard. A frame that loads a second document (it navigated itself,
 * which no sandbox flag forbids) is taken down.
 */
export function GeneratedToolFrame({ src, title }: GeneratedToolFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const loads = useRef(0);
  const [height, setHeight] = useState(INITIAL_FRAME_HEIGHT);
  const [state, setState] = useState<FrameState>('loading');

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!ref.current || event.source !== ref.current.contentWindow) return;
      const message = readFrameMessage(event.data);
      if (message === null) return;
      if (message.type === FRAME_HEIGHT) {
        setHeight(clampFrameHeight(message.height));
        setState((current) => (current === 'loading' ? 'ready' : current));
      } else {
        const { success, failure } = DEFAULT_COPY_NOTICES;
        toast(message.notice === 'copied' ? success : { ...failure, variant: 'destructive' });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (state === 'stopped') {
    return (
      <p role="alert" className="py-8 text-center text-muted-foreground">
        This tool tried to load another page in its place and was stopped. Reload the page to start it again.
      </p>
    );
  }
  return (
    <iframe
      ref={ref}
      src={src}
      title={title}
      sandbox="allow-scripts"
      allow="clipboard-write"
      referrerPolicy="no-referrer"
      data-state={state}
      style={{ height }}
      className="block w-full border-0"
      onLoad={() => {
        loads.current += 1;
        if (loads.current > 1) setState('stopped');
      }}
    />
  );
}
