import { useCategories, useLiveToolRequests } from '@toolnest/api-client';
import { indexForPalette, rankForPalette, type PaletteResult } from '@toolnest/registry';
import { Icon } from '@toolnest/ui';
import { Combobox } from '@toolnest/ui/combobox';
import { Dialog } from '@toolnest/ui/dialog';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRecentTools } from '../favourites/tool-lists';
import { paletteTools, type PaletteTool } from './palette-entries';

const NONE: readonly never[] = [];

export const PALETTE_TITLE = 'Search tools';

/**
 * The command palette: every tool and live generated page, ranked as the visitor types
 * (registry's rankForPalette), the recently opened first while the query is empty. Its own chunk,
 * loaded on first open (PaletteLauncher). Escape or Close closes it and the Dialog gives focus back.
 */
export default function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const live = useLiveToolRequests().data ?? NONE;
  const categories = useCategories().data ?? NONE;
  const recent = useRecentTools();
  const index = useMemo(() => indexForPalette(paletteTools(live, categories)), [live, categories]);
  const results = useMemo(() => rankForPalette(index, query, recent), [index, query, recent]);

  const setOpen = (next: boolean) => {
    if (!next) setQuery('');
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen} title={PALETTE_TITLE} className="max-w-xl content-start sm:top-[10dvh] sm:mt-0">
      <Combobox<PaletteResult<PaletteTool>>
        label="Tool name, description or tag"
        listLabel="Tools"
        placeholder="Type a tool name, description or tag…"
        value={query}
        onValueChange={setQuery}
        options={results}
        optionKey={(result) => result.entry.href}
        onSelect={(result) => {
          setOpen(false);
          void navigate(result.entry.href);
        }}
        empty={`No tools match “${query.trim()}”.`}
        renderOption={({ entry, recent: isRecent }) => (
          <span className="flex items-center gap-3">
            <Icon name={entry.icon} className="size-4 shrink-0 text-primary" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{entry.title}</span>
              <span className="block truncate text-sm text-muted-foreground">{entry.description}</span>
            </span>
            {isRecent ? <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">Recent</span> : null}
          </span>
        )}
      />
    </Dialog>
  );
}
