import { builtInTools, pickRelated } from '@toolnest/registry';
import type { ToolMeta } from '@toolnest/tool-kit';
import { ToolPage, useDocumentMeta } from '@toolnest/ui';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { LazyProviders, preloadProviders } from '../providers/LazyProviders';

interface LazyParts {
  Tool: LazyExoticComponent<ComponentType>;
  Article: LazyExoticComponent<ComponentType>;
}

// Created once per tool: a new lazy() per render would remount and refetch the chunk.
const lazyParts = new WeakMap<ToolMeta, LazyParts>();

function partsOf(tool: ToolMeta): LazyParts {
  let parts = lazyParts.get(tool);
  if (!parts) {
    // Fetch the providers' chunk alongside the tool's, not after it (LazyProviders wraps the tool).
    preloadProviders();
    // Both halves come from the same chunk; the module loader fetches it once.
    parts = {
      Tool: lazy(tool.load),
      Article: lazy(() => tool.load().then((page) => ({ default: page.Article }))),
    };
    lazyParts.set(tool, parts);
  }
  return parts;
}

/**
 * A tool page: heading, related tools and the page meta at once; tool and article from the tool's
 * own chunk. Loaded lazily itself (AppRoutes), so the home page never downloads the tool-page frame.
 */
export default function ToolRoute({ tool }: { tool: ToolMeta }) {
  useDocumentMeta({ title: tool.pageTitle, description: tool.pageDescription });
  // Picked once per visit, so re-renders do not reshuffle the Related Tools block.
  const [related] = useState(() => pickRelated(tool, builtInTools));
  const { Tool, Article } = partsOf(tool);
  const loading = (
    <p role="status" className="py-8 text-center text-muted-foreground">
      Loading {tool.title}…
    </p>
  );
  return (
    <ToolPage
      title={tool.title}
      description={tool.description}
      related={related}
      article={
        <Suspense fallback={null}>
          <Article />
        </Suspense>
      }
    >
      <LazyProviders fallback={loading}>
        <Suspense fallback={loading}>
          <Tool />
        </Suspense>
      </LazyProviders>
    </ToolPage>
  );
}
