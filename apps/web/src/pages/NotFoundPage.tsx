import { Button, Link, useDocumentMeta } from '@toolnest/ui';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from './not-found-meta';

export default function NotFoundPage() {
  useDocumentMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to="/">Back to all tools</Link>
      </Button>
    </div>
  );
}
