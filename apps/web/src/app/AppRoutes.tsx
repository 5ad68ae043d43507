import { builtInTools } from '@toolnest/registry';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CataloguePage } from '../pages/CataloguePage';
import { ChunkErrorBoundary } from '../pages/ChunkErrorBoundary';
import { routeModule } from './route-module';

// Pages the home page does not show are chunks of their own (bundle budget of `/`). The page the browser
// received prerendered has its chunk preloaded before hydration (preloadRoute), so it hydrates with the shell.
const toolRoute = routeModule(() => import('../pages/ToolRoute'));
const submissionsRoute = routeModule(() => import('../pages/SubmissionsPage'));
const adminRoute = routeModule(() => import('../pages/AdminPage'));
const generatedRoute = routeModule(() => import('../pages/GeneratedPage'));
// Always behind a boundary, never preloaded: the server sends its HTML for any unknown path, and when the
// browser finds a generated page there instead, only this boundary is rendered afresh, not the whole page.
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

// Paths compare as React Router compared them: case-insensitively, trailing slashes ignored.
const TOOLS_BY_PATH = new Map(builtInTools.map((tool) => [tool.href.toLowerCase(), tool]));

function routeKey(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end--;
  return pathname.slice(0, end).toLowerCase();
}

/**
 * The route table: the catalogue, Request a Tool, the admin dashboard, one lazy route per
 * registry tool, generated tool pages at any other single segment (Page Not Found when there is none),
 * Page Not Found for everything else. A tool whose package does not exist yet has no route, so its path
 * shows Page Not Found (never a placeholder). A map lookup, not React Router's <Routes>: that builds,
 * ranks and compiles a regular expression for every route on each render, 25-40 ms of a page's hydration
 * on this machine with the tools' forty routes.
 */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  const path = routeKey(pathname);
  if (path === '/' || path === '/tools') return <CataloguePage />;
  if (path === '/submissions') return page(<submissionsRoute.Page />);
  if (path === '/admin') return page(<adminRoute.Page />);
  const tool = TOOLS_BY_PATH.get(path);
  if (tool) {
    return (
      <ChunkErrorBoundary key={tool.slug}>
        <toolRoute.Page tool={tool} />
      </ChunkErrorBoundary>
    );
  }
  // Keyed by the URL: another page, or the same page's preview, loads afresh.
  if (path.lastIndexOf('/') === 0) return page(<generatedRoute.Page />, `${pathname}${search}`);
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

/** A shell page of its own chunk; a failed chunk load keeps the shell alive. */
function page(content: ReactNode, key?: string) {
  return (
    <ChunkErrorBoundary key={key} subject="page">
      {content}
    </ChunkErrorBoundary>
  );
}

/**
 * Loads the chunks of the page at `pathname` (and, for a tool page, the tool's own), so that it renders
 * without waiting: called before hydrating a prerendered page, and by the prerender before rendering one.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const path = routeKey(pathname);
  if (path === '/submissions') await submissionsRoute.preload();
  else if (path === '/admin') await adminRoute.preload();
  else {
    const tool = TOOLS_BY_PATH.get(path);
    if (tool) await (await toolRoute.preload()).preloadToolPage(tool);
  }
}
