// The frame runtime: besides the page's own module, the one script of a generated page's document
// (apps/api/src/generation/generated-frame.ts), which the site shows in a sandboxed frame with an opaque origin. It
// sets the shared modules the page is compiled against, imports the page, renders it, and tells the page
// around it how tall it is and when a copy worked. It has its own React: nothing of the site's runs here.
import './frame.css';
import { useToast } from '@toolnest/ui';
import { Component, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FRAME_HEIGHT, FRAME_NOTICE, type FrameMessage } from '../frame-messages';
import { installSharedModules } from './shared-modules';

// Kept before the page runs: it may replace globals of this document, never these.
const parentWindow = window.parent;
const postMessage = parentWindow.postMessage.bind(parentWindow);
const tell = (message: FrameMessage) => postMessage(message, '*');

/** Copies with the older copy command, which a sandboxed frame may use on a click; true when it worked. */
function copyWithCommand(text: string): boolean {
  const active = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
    if (active instanceof HTMLElement) active.focus();
  }
}

/**
 * The shared Copy button writes through the Clipboard API, which Chromium refuses to a frame with an opaque
 * origin unless clipboard access was granted to every origin; the copy command is its way in such a frame.
 */
function copyInFrame(): void {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return;
  const writeText = clipboard.writeText.bind(clipboard);
  Object.defineProperty(clipboard, 'writeText', {
    configurable: true,
    value: async (text: string) => {
      try {
        await writeText(text);
      } catch (error) {
        if (!copyWithCommand(text)) throw error;
      }
    },
  });
}

/** The site's own notice for the shared Copy button's outcome; the page's words never leave the frame. */
function NoticeRelay() {
  const { toasts } = useToast();
  const latest = toasts[0];
  useEffect(() => {
    if (latest?.open) tell({ type: FRAME_NOTICE, notice: latest.variant === 'destructive' ? 'copy-failed' : 'copied' });
  }, [latest?.id, latest?.open, latest?.variant]);
  return null;
}

const failure = (text: string) => <p className="p-4 text-center text-muted-foreground">{text}</p>;

class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? failure('This tool stopped working. Reload the page to start it again.') : this.props.children;
  }
}

async function start(): Promise<void> {
  // Only in an opaque origin: opened in the site's own, this would run a page with the site's storage at hand.
  if (window.origin !== 'null') throw new Error('A generated page runs only in its sandboxed frame.');
  const container = document.getElementById('root')!;
  new ResizeObserver(() => tell({ type: FRAME_HEIGHT, height: container.getBoundingClientRect().height })).observe(container);
  const root = createRoot(container);
  copyInFrame();
  installSharedModules();
  let Page: unknown;
  try {
    Page = ((await import(/* @vite-ignore */ document.documentElement.dataset.pageModule ?? '')) as { default?: unknown }).default;
  } catch {
    Page = undefined;
  }
  if (typeof Page !== 'function') {
    root.render(failure('This tool could not be loaded. Reload the page to try again.'));
    return;
  }
  const Tool = Page as () => ReactNode;
  root.render(
    <PageBoundary>
      <NoticeRelay />
      <Tool />
    </PageBoundary>,
  );
}

void start();
