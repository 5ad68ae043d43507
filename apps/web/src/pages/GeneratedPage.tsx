import { toolPageTitle } from '@toolnest/tool-kit';
import { ToolPage, useDocumentMeta } from '@toolnest/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readStoredCredential } from '../admin/stored-credential';
import { isPrerendered, usePrerenderedCommitted } from '../app/prerendered';
import { FavouriteStar } from '../favourites/FavouriteStar';
import { useRecordVisit } from '../favourites/record-visit';
import { GeneratedToolFrame } from '../generated/GeneratedToolFrame';
import { loadLivePage, loadPreviewPage, type GeneratedPageInfo, type LoadedPage } from '../generated/load-page';
import { PageSource } from '../generated/PageSource';
import NotFoundPage from './NotFoundPage';

type State = { kind: 'loading' } | { kind: 'failed'; error: unknown } | LoadedPage;

export const PREVIEW_BANNER = 'Preview — not live';

const frameOf = (page: GeneratedPageInfo) => <GeneratedToolFrame src={page.frameUrl} title={`${page.toolName} tool`} />;

/** A live page is a tool like any other: starred and remembered as opened; a preview is neither. */
function LiveTool({ page }: { page: GeneratedPageInfo }) {
  const { pathname } = useLocation();
  useRecordVisit(pathname);
  return (
    <ToolPage title={page.toolName} description={page.description} related={[]} action={<FavouriteStar href={pathname} title={page.toolName} />}>
      {frameOf(page)}
    </ToolPage>
  );
}

function GeneratedTool({ page, preview }: { page: GeneratedPageInfo; preview: boolean }) {
  useDocumentMeta({ title: toolPageTitle(page.toolName), description: page.description });
  if (!preview) return <LiveTool page={page} />;
  return (
    <>
      {/* React 19 hoists it into <head>: a preview is never indexed. */}
      <meta name="robots" content="noindex" />
      <p role="status" className="border-b border-border bg-muted px-4 py-2 text-center text-sm font-medium text-foreground">
        {PREVIEW_BANNER}
      </p>
      <div className="mx-auto grid w-full max-w-[100rem] xl:grid-cols-2">
        <ToolPage title={page.toolName} description={page.description} related={[]}>
          {frameOf(page)}
        </ToolPage>
        {page.review ? (
          <div className="min-w-0 px-4 pb-8 sm:px-6 xl:py-8">
            <PageSource review={page.review} />
          </div>
        ) : null}
      </div>
    </>
  );
}

/**
 * `/{slug}`: a generated tool page, shown in a sandboxed frame (GeneratedToolFrame) under the site's header,
 * title and description; `?preview={id}` shows a ready_for_qa one to the admin, with its source beside it. A
 * path the server answered with the prerendered Page Not Found hydrates as that page; the server sends a live
 * page's shell unrendered, so it starts loading.
 */
export default function GeneratedPage() {
  const { pathname, search } = useLocation();
  const [state, setState] = useState<State>(() => (isPrerendered(pathname) ? { found: false } : { kind: 'loading' }));
  usePrerenderedCommitted(pathname);
  const loading = 'kind' in state && state.kind === 'loading';
  const previewId = new URLSearchParams(search).get('preview');

  useEffect(() => {
    if (!loading) return;
    let current = true;
    const load = previewId === null ? loadLivePage(pathname) : loadPreviewPage(pathname, previewId, readStoredCredential());
    load.then(
      (loaded) => current && setState(loaded),
      (error: unknown) => current && setState({ kind: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [loading, pathname, previewId]);

  if ('found' in state) return state.found ? <GeneratedTool page={state.page} preview={previewId !== null} /> : <NotFoundPage />;
  // Thrown while rendering, so the route's ChunkErrorBoundary offers a reload.
  if (state.kind === 'failed') throw state.error;
  return (
    <p role="status" className="py-24 text-center text-muted-foreground">
      Loading tool…
    </p>
  );
}
