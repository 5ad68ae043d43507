import { toolPageTitle } from '@toolnest/tool-kit';
import { useDocumentMeta } from '@toolnest/ui';
import { Link } from 'react-router-dom';

export const NOT_FOUND_TITLE = toolPageTitle('Page Not Found');
const NOT_FOUND_DESCRIPTION = 'This page does not exist. Browse the free tools of Toolnest instead.';

export default function NotFoundPage() {
  useDocumentMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Back to all tools
      </Link>
    </div>
  );
}
