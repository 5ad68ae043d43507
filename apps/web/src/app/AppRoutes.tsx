import { builtInTools } from '@toolnest/registry';
import type { ToolMeta } from '@toolnest/tool-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CataloguePage } from '../pages/CataloguePage';
import { ChunkErrorBoundary } from '../pages/ChunkErrorBoundary';

// Pages the home page does not show are chunks of their own (bundle budget of `/`).
const ToolRoute = lazy(() => import('../pages/ToolRoute'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

const preloaded = new WeakSet<ToolMeta>();

function LazyToolRoute({ tool }: { tool: ToolMeta }) {
  if (!preloaded.has(tool)) {
    preloaded.add(tool);
    // Fetch the tool's own chunk in parallel with the tool-page frame, not after it.
    tool.load().catch(() => {});
  }
  return (
    <ChunkErrorBoundary key={tool.slug}>
      <Suspense fallback={null}>
        <ToolRoute tool={tool} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * The route table: the catalogue, one lazy route per registry tool, Page Not Found for
 * everything else. A tool whose package does not exist yet has no route, so its path
 * shows Page Not Found (never a placeholder).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<CataloguePage />} />
      <Route path="/tools" element={<CataloguePage />} />
      {builtInTools.map((tool) => (
        <Route key={tool.slug} path={tool.href} element={<LazyToolRoute tool={tool} />} />
      ))}
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
