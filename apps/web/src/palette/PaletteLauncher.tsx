import { Button, Icon } from '@toolnest/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { earlyInputReady } from '../early-input/replay';
import { ChunkErrorBoundary } from '../pages/ChunkErrorBoundary';

// Its own chunk, fetched on first open: the home page's entry carries only this button and the shortcut.
const CommandPalette = lazy(() => import('./CommandPalette'));

/** Where '/' is typed rather than a shortcut (any input, short enough for the home page's entry chunk). */
const TEXT_FIELD = 'input,textarea,select,[contenteditable]';

/** The header's search button, and Ctrl+K / ⌘K / '/' anywhere, open the command palette. */
export function PaletteLauncher() {
  // Undefined until first opened: the palette's chunk is fetched then.
  const [open, setOpen] = useState<boolean>();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const chord = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !(event.target as Element).matches?.(TEXT_FIELD);
      if (!chord && !slash) return;
      // Not over another dialog (the admin's), nor again over the palette.
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    // Keys pressed before this listener was in place reach it now.
    earlyInputReady();
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Search tools" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" onClick={() => setOpen(true)}>
        <Icon name="search" className="size-5" />
      </Button>
      {open !== undefined ? (
        <ChunkErrorBoundary subject="page">
          <Suspense fallback={null}>
            <CommandPalette open={open} onOpenChange={setOpen} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
