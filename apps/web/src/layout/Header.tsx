import { BRAND } from '@toolnest/tool-kit';
import { Button, cn, Icon, Link } from '@toolnest/ui';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PaletteLauncher } from '../palette/PaletteLauncher';
import { NAV_ITEMS } from './nav';

export function Header() {
  const location = useLocation();
  const here = location.pathname + location.search;
  const [open, setOpen] = useState(false);
  const [openAt, setOpenAt] = useState(here);
  const menuId = useId();
  // The mobile menu closes whenever the location changes (a link was followed).
  if (openAt !== here) {
    setOpenAt(here);
    setOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-4">
        <Link
          to="/"
          className="mr-auto flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span aria-hidden="true" className="inline-flex size-7 items-center justify-center rounded-md bg-primary text-sm text-primary-foreground">
            T
          </span>
          {BRAND}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks here={here} />
        </nav>
        <PaletteLauncher />
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'x' : 'menu'} className="size-5" />
        </Button>
      </div>
      {open && (
        <nav id={menuId} aria-label="Main" className="border-t border-border px-4 pb-4 lg:hidden">
          <NavLinks here={here} vertical />
        </nav>
      )}
    </header>
  );
}

function NavLinks({ here, vertical = false }: { here: string; vertical?: boolean }) {
  return (
    <ul className={cn('flex gap-1', vertical ? 'flex-col pt-2' : 'items-center')}>
      {NAV_ITEMS.map((item) => {
        const current = item.to === here;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                current && 'bg-accent text-accent-foreground',
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
