import { Suspense, lazy, useEffect, useState } from 'react';
import { useToast } from './toast-store';

// Radix Toast weighs ~15 KB gzip: it is fetched with the first notice (or F8), not with every page.
const RadixToaster = lazy(() => import('./radix-toaster'));

/**
 * Mount once at the app root: renders the notices of `toast()` (one at a time, 5000 ms, swipe right
 * past 50 px to dismiss). F8 moves focus to the notification region.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [hotkeyPressed, setHotkeyPressed] = useState(false);
  const active = hotkeyPressed || toasts.length > 0;

  useEffect(() => {
    if (active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8' || event.key === 'F8') setHotkeyPressed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster focusViewport={hotkeyPressed} />
    </Suspense>
  );
}
