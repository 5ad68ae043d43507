// The app's side of early input (early-input.ts): it tells the page's recorder when what the visitor acted on
// before hydration can be handed to React.
import { useLayoutEffect } from 'react';

/**
 * Replays what the visitor did on this component's part of the page before it hydrated, right after its
 * hydration commits: in a microtask, before any re-render could show React's defaults in place of what they
 * typed, and outside React's commit (the replayed events set state). The recorder's own timer would do it
 * within 50 ms anyway. A no-op where the page was not prerendered (no recorder).
 */
export function useReplayEarlyInput(): void {
  useLayoutEffect(() => {
    queueMicrotask(() => window.__toolnestEarlyInput?.replay());
  }, []);
}

/** The app's window-level listeners (the palette's shortcuts, the toasts' F8) are in place. */
export function earlyInputReady(): void {
  window.__toolnestEarlyInput?.ready();
}
