import { useApprovedToolRequests, useCategories, useLiveToolRequests } from '@toolnest/api-client';
import {
  builtInTools,
  filterByCategory,
  groupForCatalogue,
  liveRequestTools,
  popularTools,
  recentRequests,
  searchTools,
  type CatalogueSection,
  type CatalogueTool,
} from '@toolnest/registry';
import {
  CATEGORY_NAMES,
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  isCategoryKey,
  toolPageTitle,
  type CategoryKey,
} from '@toolnest/tool-kit';
import { Icon, Input, Label, useDocumentMeta } from '@toolnest/ui';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReplayEarlyInput } from '../early-input/replay';
import { PopularToolsPanel } from '../catalogue/PopularToolsPanel';
import { RecentRequestsPanel } from '../catalogue/RecentRequestsPanel';
import { ToolCard } from '../catalogue/ToolCard';
import { useCatalogueFavourites } from '../favourites/use-catalogue-favourites';

const NONE: readonly never[] = [];

export const SEARCH_PLACEHOLDER = 'Search tools by name, description, or tags...';

export function catalogueMeta(category: CategoryKey | null): { title: string; description: string } {
  if (category === null) return { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION };
  const name = CATEGORY_NAMES[category];
  return {
    title: toolPageTitle(`${name} Tools`),
    description: `Free online ${name} tools: no sign-up, no ads. Browse every ${name} tool of Toolnest.`,
  };
}

/** The home catalogue at / and /tools. */
export function CataloguePage() {
  const [params] = useSearchParams();
  const rawCategory = params.get('category');
  const category = isCategoryKey(rawCategory) ? rawCategory : null;
  const [query, setQuery] = useState('');
  const searchId = useId();

  useDocumentMeta(catalogueMeta(category));
  useReplayEarlyInput();

  const { sections, popular, recent } = useCatalogueLists(category, query);
  const heading = category === null ? 'Free Online Tools' : `${CATEGORY_NAMES[category]} Tools`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
        <p className="mt-3 text-muted-foreground">
          Simple, free tools for text, video, SEO and everyday work. No sign-up, no ads.
        </p>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <CatalogueSearch id={searchId} query={query} onQueryChange={setQuery} />
          <CatalogueSections sections={sections} query={query} />
        </div>

        <aside className="space-y-6" aria-label="Highlights">
          <PopularToolsPanel tools={popular} />
          <RecentRequestsPanel requests={recent} />
        </aside>
      </div>
    </div>
  );
}

/** The catalogue's sections for a category and search, and the two side panels' lists. */
function useCatalogueLists(category: CategoryKey | null, query: string) {
  // The built-in tools render at once (and prerendered); requests arrive once the lists are read, none on failure.
  const categories = useCategories().data ?? NONE;
  const live = useLiveToolRequests().data ?? NONE;
  const approved = useApprovedToolRequests().data ?? NONE;

  const allTools = useMemo<CatalogueTool[]>(
    () => [...builtInTools, ...liveRequestTools(live, categories)],
    [live, categories],
  );
  const sections = useMemo(() => {
    const inCategory = category === null ? allTools : filterByCategory(allTools, category);
    return groupForCatalogue(allTools, searchTools(inCategory, query));
  }, [allTools, category, query]);
  const popular = useMemo(() => popularTools(builtInTools), []);
  const recent = useMemo(() => recentRequests(approved), [approved]);
  return { sections, popular, recent };
}

/** The search box above the sections. The parent owns the id, so it stays the one the prerendered page had. */
function CatalogueSearch({ id, query, onQueryChange }: { id: string; query: string; onQueryChange: (query: string) => void }) {
  return (
    <div role="search" className="relative">
      <Label htmlFor={id} className="sr-only">
        Search tools
      </Label>
      <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        className="pl-9"
      />
    </div>
  );
}

/** The favourites first, then each section of cards; a notice when the search matches nothing. */
function CatalogueSections({ sections, query }: { sections: CatalogueSection<CatalogueTool>[]; query: string }) {
  // The visitor's favourites among the tools shown, in catalogue order; none before mount.
  const [favouriteHrefs, toggleFavourite] = useCatalogueFavourites();
  const favourites = sections.flatMap((section) => section.tools).filter((tool) => favouriteHrefs.includes(tool.href));

  if (sections.length === 0) {
    return (
      <p role="status" className="mt-10 text-center text-muted-foreground">
        No tools match “{query.trim()}”.
      </p>
    );
  }
  return [...(favourites.length > 0 ? [{ key: 'favourites', heading: 'Favourites', tools: favourites }] : []), ...sections].map((section) => (
    <section key={section.key} aria-labelledby={`group-${section.key}`} className="mt-8">
      {/* Small groups show no heading (docs/site.md#the-catalogue); the cards' h3 still need an h2 above them (heading order). */}
      <h2 id={`group-${section.key}`} className={section.heading ? 'mb-4 text-xl font-semibold' : 'sr-only'}>
        {section.heading ?? 'More tools'}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {section.tools.map((tool) => (
          <ToolCard key={tool.testId} tool={tool} favourite={favouriteHrefs.includes(tool.href)} onToggleFavourite={toggleFavourite} />
        ))}
      </div>
    </section>
  ));
}
