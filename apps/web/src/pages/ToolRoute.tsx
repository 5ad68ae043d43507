import { builtInTools, pickRelated, seededRandom } from '@toolnest/registry';
import { toolPages } from '@toolnest/registry/pages';
import { pageTitleOf, type ToolMeta, type ToolPageModule } from '@toolnest/tool-kit';
import { ToolPage, useDocumentMeta } from '@toolnest/ui';
import { Suspense, use, useState } from 'react';
import { isPrerendered, usePrerenderedCommitted } from '../app/prerendered';
import { useReplayEarlyInput } from '../early-input/replay';
import { FavouriteStar } from '../favourites/FavouriteStar';
import { useRecordVisit } from '../favourites/record-visit';

export type LoadPage = () => Promise<ToolPageModule>;

// One promise per loader: `use()` needs the same promise on every render, and the chunk loads once.
const pages = new WeakMap<LoadPage, Promise<ToolPageModule>>();
// The tool pages whose chunk is in memory, which render without a Suspense boundary (see routeModule).
const loadedPages = new WeakMap<LoadPage, ToolPageModule>();

function pageOf(load: LoadPage): Promise<ToolPageModule> {
  let page = pages.get(load);
  if (!page) {
    page = load().then((module) => {
      loadedPages.set(load, module);
      return module;
    });
    pages.set(load, page);
  }
  return page;
}

/** Loads the tool's own chunk, so that its page renders at once (AppRoutes' preloadRoute). */
export async function preloadToolPage(tool: ToolMeta): Promise<void> {
  await pageOf(toolPages[tool.slug]!);
}

function ToolBody({ tool, page }: { tool: ToolMeta; page: ToolPageModule }) {
  useDocumentMeta({ title: pageTitleOf(tool, page), description: page.pageDescription });
  useReplayEarlyInput();
  const Tool = page.default;
  return <Tool />;
}

function LoadingToolBody({ tool, load }: { tool: ToolMeta; load: LoadPage }) {
  return <ToolBody tool={tool} page={use(pageOf(load))} />;
}

function LoadingArticle({ load }: { load: LoadPage }) {
  const { Article } = use(pageOf(load));
  return <Article />;
}

/**
 * A tool page: heading and Related Tools at once; the tool, its article and its page meta from the
 * tool's own chunk. Loaded lazily itself (AppRoutes), so the home page never downloads this frame.
 */
export default function ToolRoute({ tool, load = toolPages[tool.slug]! }: { tool: ToolMeta; load?: LoadPage }) {
  // The prerendered page and its hydration pick the same tools; a visit in the browser picks at random.
  // Picked once per visit, so re-renders do not reshuffle the block.
  const [related] = useState(() => pickRelated(tool, builtInTools, isPrerendered(tool.href) ? seededRandom(tool.slug) : Math.random));
  usePrerenderedCommitted(tool.href);
  useRecordVisit(tool.href);
  // Chosen once per mount, as in routeModule: with the tool's chunk in memory, no boundary to hydrate later.
  const [loaded] = useState(() => loadedPages.get(load));
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
      action={<FavouriteStar href={tool.href} title={tool.title} />}
      article={
        loaded ? (
          <loaded.Article />
        ) : (
          <Suspense fallback={null}>
            <LoadingArticle load={load} />
          </Suspense>
        )
      }
    >
      {/* No app providers around the tool: each tool is a package that works in any React app, so it needs none
          (TanStack Query and tooltips stay off tool pages, 12 kB gzip less to load before the tool is live). */}
      {loaded ? (
        <ToolBody tool={tool} page={loaded} />
      ) : (
        <Suspense fallback={loading}>
          <LoadingToolBody tool={tool} load={load} />
        </Suspense>
      )}
    </ToolPage>
  );
}
