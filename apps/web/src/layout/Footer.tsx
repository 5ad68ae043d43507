import { BRAND } from '@toolnest/tool-kit';
import { Link } from '@toolnest/ui';

const linkClass =
  'rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

// Link names differ from the header's so "the Home link" stays unambiguous for people and tests.
export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">
          <span className="font-semibold text-foreground">{BRAND}</span>: free, ad-free online tools. No sign-up.
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to="/tools" className={linkClass}>
              Browse every tool
            </Link>
          </li>
          <li>
            <Link to="/submissions" className={linkClass}>
              Suggest a new tool
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
