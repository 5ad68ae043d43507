import { builtInTools } from '@toolnest/registry';
import type { ToolMeta } from '@toolnest/tool-kit';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
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

/**
 * The route table: the catalogue, Request a Tool, the admin dashboard, one lazy route per
 * registry tool, generated tool pages at any other single segment (Page Not Found when there is none),
 * Page Not Found for everything else. A tool whose package does not exist yet has no route, so its path
 * shows Page Not Found (never a placeholder).
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <Routes>
      <Route path="/" element={<CataloguePage />} />
      <Route path="/tools" element={<CataloguePage />} />
      <Route path="/submissions" element={<LazyPage page={SubmissionsPage} />} />
      <Route path="/admin" element={<LazyPage page={AdminPage} />} />
      {builtInTools.map((tool) => (
        <Route key={tool.slug} path={tool.href} element={<LazyToolRoute tool={tool} />} />
      ))}
      <Route
        path="/:pageName"
        element={
          // Keyed by the URL: another page, or the same page's preview, loads afresh.
          <ChunkErrorBoundary subject="page" key={`${location.pathname}${location.search}`}>
            <Suspense fallback={null}>
              <GeneratedPage />
            </Suspense>
          </ChunkErrorBoundary>
        }
      />
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
