import { Button, Icon } from '@toolnest/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChunkErrorBoundary } from '../pages/ChunkErrorBoundary';

// Its own chunk, fetched on first open: the home page's entry carries only this button and the shortcut.
const CommandPalette = lazy(() => import('./CommandPalette'));

const NOT_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Where '/' is typed rather than a shortcut: text inputs, text areas, selects, editable content. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || target.isContentEditable;
}

/** The header's search button, and Ctrl+K / ⌘K / '/' anywhere, open the command palette (issue 22). */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const chord = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
      if (!chord && !slash) return;
      // Not over another dialog (the admin's), nor again over the palette.
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Search tools" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" title="Search tools (Ctrl+K or /)" onClick={show}>
        <Icon name="search" className="size-5" />
      </Button>
      {wanted ? (
        <ChunkErrorBoundary subject="page">
          <Suspense fallback={null}>
            <CommandPalette open={open} onOpenChange={setOpen} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
