import {
  CATEGORY_TAGS,
  TOOL_GROUP_ORDER,
  TOOL_GROUPS,
  type CategoryKey,
  type ToolGroup,
  type ToolIconName,
} from '@toolnest/tool-kit';

/** A card of the home catalogue: a built-in tool, or a live visitor request (no group). */
export interface CatalogueTool {
  id: number | `db-${number}`;
  title: string;
  description: string;
  tags: readonly string[];
  href: `/${string}`;
  icon: ToolIconName;
  testId: string;
  group?: ToolGroup;
  /** The catalogue heading it is listed under; its group when not given. */
  heading?: ToolGroup;
  /** A live request's admin category, whose name heads its cards when it has 2 or more. */
  category?: KnownCategory;
}

/** Tools whose tags meet the category's tag list. */
export function filterByCategory<T extends Pick<CatalogueTool, 'tags'>>(tools: readonly T[], category: CategoryKey): T[] {
  const wanted: readonly string[] = CATEGORY_TAGS[category];
  return tools.filter((tool) => tool.tags.some((tag) => wanted.includes(tag)));
}

/** Case-insensitive match on title, description or any tag; a blank query keeps every tool. */
export function searchTools<T extends Pick<CatalogueTool, 'title' | 'description' | 'tags'>>(
  tools: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...tools];
  const hit = (text: string) => text.toLowerCase().includes(needle);
  return tools.filter((tool) => hit(tool.title) || hit(tool.description) || tool.tags.some(hit));
}

export interface CatalogueSection<T> {
  /** The group's key, `category-{id}` for an admin category's, or 'other' for the section without a heading. */
  key: ToolGroup | `category-${number}` | 'other';
  /** The built-in heading, or null when the section is shown without one. */
  heading: string | null;
  tools: T[];
}

/** The heading a tool is listed under: its own `heading`, else its group's; none for a visitor request. */
const headingOf = (tool: Pick<CatalogueTool, 'group' | 'heading'>) => tool.heading ?? tool.group;

/**
 * Sections of the catalogue: the built-in headings in TOOL_GROUPS order, then the admin
 * categories of live requested tools in the order they first appear, a heading only when it had at
 * least 2 tools in `allTools` (before filtering), sections left empty by filtering hidden. The rule
 * says which headings show, not that tools disappear, so tools under headings too small to show (and
 * requested tools without a category) still show, last, in one section without a heading.
 */
export function groupForCatalogue<T extends Pick<CatalogueTool, 'group' | 'heading' | 'category'>>(
  allTools: readonly T[],
  visibleTools: readonly T[],
): CatalogueSection<T>[] {
  const headed = new Set(
    TOOL_GROUP_ORDER.filter((group) => allTools.filter((tool) => headingOf(tool) === group).length >= 2),
  );
  const sections: CatalogueSection<T>[] = [];
  const rest: T[] = [];
  for (const group of TOOL_GROUP_ORDER) {
    const tools = visibleTools.filter((tool) => headingOf(tool) === group);
    if (tools.length === 0) continue;
    if (headed.has(group)) sections.push({ key: group, heading: TOOL_GROUPS[group], tools });
    else rest.push(...tools);
  }
  const categoryCounts = new Map<number, { name: string; count: number }>();
  for (const { category } of allTools) {
    if (category === undefined) continue;
    const counted = categoryCounts.get(category.id) ?? { name: category.name, count: 0 };
    categoryCounts.set(category.id, { ...counted, count: counted.count + 1 });
  }
  const ungrouped = visibleTools.filter((tool) => !TOOL_GROUP_ORDER.includes(headingOf(tool)!));
  for (const [id, { name, count }] of categoryCounts) {
    if (count < 2) continue;
    const tools = ungrouped.filter((tool) => tool.category?.id === id);
    if (tools.length > 0) sections.push({ key: `category-${id}`, heading: name, tools });
  }
  rest.push(...ungrouped.filter((tool) => tool.category === undefined || (categoryCounts.get(tool.category.id)?.count ?? 0) < 2));
  if (rest.length > 0) sections.push({ key: 'other', heading: null, tools: rest });
  return sections;
}

/** Popular Tools panel order, by slug. */
export const POPULAR_SLUGS = ['case-convert', 'word-count', 'tiktok-downloader', 'base64-converter', 'url-encoder'] as const;
export const POPULAR_COUNT = 5;

/** The 5 popular tools in POPULAR_SLUGS order; missing ones are padded with other tools in list order. */
export function popularTools<T extends Pick<CatalogueTool, 'href'>>(tools: readonly T[]): T[] {
  const bySlug = (slug: string) => tools.find((tool) => tool.href === `/${slug}`);
  const picked = POPULAR_SLUGS.map(bySlug).filter((tool): tool is T => tool !== undefined);
  const padding = tools.filter((tool) => !picked.includes(tool));
  return [...picked, ...padding].slice(0, POPULAR_COUNT);
}

export const RECENT_REQUESTS_COUNT = 5;

/** The 5 newest approved requests by creation date; unparsable dates sort last. */
export function recentRequests<T extends { createdAt: string }>(approved: readonly T[]): T[] {
  const time = (request: T) => {
    const ms = Date.parse(request.createdAt);
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  // Array.prototype.sort is stable, so requests created at the same instant keep their order.
  return [...approved].sort((a, b) => time(b) - time(a)).slice(0, RECENT_REQUESTS_COUNT);
}

export interface LiveRequest {
  id: number;
  toolName: string;
  description: string;
  categoryId: number | null;
  /** '/{page name}', fixed at the first Generate (a suffix, `tool-{id}` or a rename make it differ from the name's slug). */
  generatedPagePath: string | null;
}

export interface KnownCategory {
  id: number;
  name: string;
}

/** The generic tools icon of requested tools' cards. */
export const LIVE_REQUEST_ICON: ToolIconName = 'wrench';

/**
 * Live requests with a known category as catalogue tools: id 'db-{id}',
 * the generic tools icon, one tag equal to the category name, a link to its generated page.
 * A request without a page path has no route, so it gets no card.
 */
export function liveRequestTools(
  live: readonly LiveRequest[],
  categories: readonly KnownCategory[],
): CatalogueTool[] {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return live.flatMap((request) => {
    const category = request.categoryId === null ? undefined : names.get(request.categoryId);
    const path = request.generatedPagePath;
    if (category === undefined || path === null || !path.startsWith('/')) return [];
    return [
      {
        id: `db-${request.id}` as const,
        title: request.toolName,
        description: request.description,
        tags: [category],
        href: path as `/${string}`,
        icon: LIVE_REQUEST_ICON,
        testId: `tool-card-db-${request.id}`,
        category: { id: request.categoryId!, name: category },
      },
    ];
  });
}

export const RELATED_COUNT = 3;

/**
 * The Related Tools block: tools of the same group except the current one;
 * when more than 3 remain, 3 are picked at random (partial Fisher–Yates on `random`).
 */
export function pickRelated<T extends { slug: string; group?: ToolGroup | undefined }>(
  tool: { slug: string; group?: ToolGroup | undefined },
  tools: readonly T[],
  random: () => number = Math.random,
): T[] {
  // A tool without a group (a visitor request) has no Related Tools block.
  if (tool.group === undefined) return [];
  const pool = tools.filter((other) => other.group === tool.group && other.slug !== tool.slug);
  if (pool.length <= RELATED_COUNT) return pool;
  for (let i = 0; i < RELATED_COUNT; i += 1) {
    // Clamp so a random source returning exactly 1 cannot index past the end.
    const j = Math.min(i + Math.floor(random() * (pool.length - i)), pool.length - 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, RELATED_COUNT);
}

/**
 * A repeatable random source seeded by a string (FNV-1a hash into mulberry32): the prerendered page
 * and its hydration pick the same Related Tools; later visits in the browser use Math.random.
 */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i += 1) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
