import { builtInTools } from '@toolnest/registry';
import type { ToolMeta } from '@toolnest/tool-kit';
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { CataloguePage } from '../pages/CataloguePage';
import { ChunkErrorBoundary } from '../pages/ChunkErrorBoundary';

// Pages the home page does not show are chunks of their own (bundle budget of `/`). A prerendered
// page hydrates its lazy parts as their chunks arrive (its HTML preloads them).
const ToolRoute = lazy(() => import('../pages/ToolRoute'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const SubmissionsPage = lazy(() => import('../pages/SubmissionsPage'));
const AdminPage = lazy(() => import('../pages/AdminPage'));
const GeneratedPage = lazy(() => import('../pages/GeneratedPage'));

/** A shell page of its own chunk; a failed chunk load keeps the shell alive. */
function LazyPage({ page: Page }: { page: ComponentType }) {
  return (
    <ChunkErrorBoundary subject="page">
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function LazyToolRoute({ tool }: { tool: ToolMeta }) {
  return (
    <ChunkErrorBoundary key={tool.slug}>
      <Suspense fallback={null}>
        <ToolRoute tool={tool} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

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
  if (path === '/submissions') return <LazyPage page={SubmissionsPage} />;
  if (path === '/admin') return <LazyPage page={AdminPage} />;
  const tool = TOOLS_BY_PATH.get(path);
  if (tool) return <LazyToolRoute tool={tool} />;
  // Keyed by the URL: another page, or the same page's preview, loads afresh.
  if (path.lastIndexOf('/') === 0) return <LazyPage key={`${pathname}${search}`} page={GeneratedPage} />;
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
