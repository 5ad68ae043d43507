import fc from 'fast-check';
import { CATEGORY_KEYS, CATEGORY_TAGS, TOOL_GROUP_ORDER, TOOL_GROUPS, type ToolGroup, type ToolIconName } from '@toolnest/tool-kit';
import { describe, expect, it } from 'vitest';
import {
  filterByCategory,
  groupForCatalogue,
  liveRequestTools,
  pickRelated,
  popularTools,
  recentRequests,
  searchTools,
  seededRandom,
  type CatalogueTool,
} from './catalogue';

const Icon: ToolIconName = 'wrench';

function tool(slug: string, group: ToolGroup | undefined, tags: string[] = [], extra: Partial<CatalogueTool> = {}) {
  return {
    id: 1,
    slug,
    title: slug.replace(/-/g, ' '),
    description: `About ${slug}`,
    tags,
    href: `/${slug}` as const,
    icon: Icon,
    testId: `tool-card-${slug}`,
    group,
    ...extra,
  };
}

const ALL_TAGS = [...new Set(Object.values(CATEGORY_TAGS).flat()), 'Other'];
const arbTool = fc.record({
  slug: fc.stringMatching(/^[a-z]{1,8}(?:-[a-z]{1,8})?$/),
  title: fc.string({ maxLength: 20 }),
  description: fc.string({ maxLength: 30 }),
  tags: fc.array(fc.constantFrom(...ALL_TAGS), { maxLength: 4 }),
  group: fc.option(fc.constantFrom(...TOOL_GROUP_ORDER), { nil: undefined }),
  heading: fc.option(fc.constantFrom(...TOOL_GROUP_ORDER), { nil: undefined }),
});
const arbTools = fc.uniqueArray(arbTool, { selector: (t) => t.slug, maxLength: 15 });

describe('filterByCategory', () => {
  it('keeps tools with any tag of the category', () => {
    const tools = [tool('a', 'video', ['YouTube']), tool('b', 'text', ['Text']), tool('c', 'seo', ['Social', 'Convert'])];
    expect(filterByCategory(tools, 'video').map((t) => t.slug)).toEqual(['a']);
    expect(filterByCategory(tools, 'converters').map((t) => t.slug)).toEqual(['c']);
    expect(filterByCategory(tools, 'productivity')).toEqual([]);
  });

  it('returns an order-preserving subset whose members all match', () => {
    fc.assert(
      fc.property(arbTools, fc.constantFrom(...CATEGORY_KEYS), (tools, category) => {
        const kept = filterByCategory(tools, category);
        expect(tools.filter((t) => kept.includes(t))).toEqual(kept);
        const tags: readonly string[] = CATEGORY_TAGS[category];
        for (const t of tools) expect(kept.includes(t)).toBe(t.tags.some((tag) => tags.includes(tag)));
      }),
    );
  });
});

describe('searchTools', () => {
  const tools = [
    tool('case-convert', 'text', ['Text', 'Convert'], { title: 'Case Convert', description: 'Change letter case' }),
    tool('word-count', 'text', ['Writing'], { title: 'Word Count', description: 'Count words' }),
  ];

  it('matches title, description or tag, case-insensitively and trimmed', () => {
    expect(searchTools(tools, '  CASE ').map((t) => t.slug)).toEqual(['case-convert']);
    expect(searchTools(tools, 'count words').map((t) => t.slug)).toEqual(['word-count']);
    expect(searchTools(tools, 'writing').map((t) => t.slug)).toEqual(['word-count']);
    expect(searchTools(tools, 'zzz')).toEqual([]);
  });

  it('keeps every tool for a blank query', () => {
    expect(searchTools(tools, '   ')).toEqual(tools);
  });

  it('never hides a tool whose title contains the query', () => {
    fc.assert(
      fc.property(arbTools, fc.nat(), fc.nat(), fc.boolean(), (tools, pick, cut, upper) => {
        fc.pre(tools.length > 0);
        const target = tools[pick % tools.length]!;
        const start = cut % (target.title.length + 1);
        const query = target.title.slice(start, start + 5);
        expect(searchTools(tools, upper ? query.toUpperCase() : query)).toContain(target);
      }),
    );
  });

  it('returns a subset, in order', () => {
    fc.assert(
      fc.property(arbTools, fc.string({ maxLength: 4 }), (tools, query) => {
        const found = searchTools(tools, query);
        expect(tools.filter((t) => found.includes(t))).toEqual(found);
      }),
    );
  });
});

describe('groupForCatalogue', () => {
  it('shows headings in group order only for groups with at least 2 tools before filtering', () => {
    const all = [
      tool('t1', 'text'),
      tool('v1', 'video'),
      tool('t2', 'text'),
      tool('v2', 'video'),
      tool('time1', 'time'),
      tool('live', undefined),
    ];
    const sections = groupForCatalogue(all, all);
    expect(sections.map((s) => s.heading)).toEqual([TOOL_GROUPS.text, TOOL_GROUPS.video, null]);
    expect(sections.at(-1)?.tools.map((t) => t.slug)).toEqual(['time1', 'live']);
  });

  it("lists a tool under its own heading, counted there, while its group stays its Related Tools'", () => {
    // Check Splitter: a text id, listed with the calculators, whose heading shows with two tools.
    const all = [tool('t1', 'text'), tool('t2', 'text'), tool('hours', 'time'), tool('split', 'text', [], { heading: 'time' })];
    const sections = groupForCatalogue(all, all);
    expect(sections.map((s) => [s.heading, s.tools.map((t) => t.slug)])).toEqual([
      [TOOL_GROUPS.text, ['t1', 't2']],
      [TOOL_GROUPS.time, ['hours', 'split']],
    ]);
    expect(pickRelated(all[3]!, all, () => 0).map((t) => t.slug)).toEqual(['t1', 't2']);
  });

  it('keeps a heading after filtering leaves one tool, and hides emptied groups', () => {
    const all = [tool('t1', 'text'), tool('t2', 'text'), tool('v1', 'video'), tool('v2', 'video')];
    const sections = groupForCatalogue(all, [all[0]!]);
    expect(sections).toEqual([{ key: 'text', heading: TOOL_GROUPS.text, tools: [all[0]] }]);
    expect(groupForCatalogue(all, [])).toEqual([]);
  });

  it('shows every visible tool exactly once and no empty section', () => {
    fc.assert(
      fc.property(arbTools, fc.array(fc.boolean(), { maxLength: 15 }), (tools, keep) => {
        const visible = tools.filter((_, i) => keep[i] ?? true);
        const sections = groupForCatalogue(tools, visible);
        const shown = sections.flatMap((s) => s.tools);
        expect(shown).toHaveLength(visible.length);
        expect(new Set(shown)).toEqual(new Set(visible));
        for (const s of sections) {
          expect(s.tools.length).toBeGreaterThan(0);
          if (s.heading !== null) expect(tools.filter((t) => (t.heading ?? t.group) === s.key).length).toBeGreaterThanOrEqual(2);
        }
      }),
    );
  });
});

describe('popularTools', () => {
  it('lists POPULAR_SLUGS first and pads with other tools', () => {
    const tools = ['a', 'url-encoder', 'b', 'case-convert', 'c', 'd', 'word-count'].map((s) => tool(s, 'text'));
    expect(popularTools(tools).map((t) => t.slug)).toEqual(['case-convert', 'word-count', 'url-encoder', 'a', 'b']);
  });

  it('returns min(5, n) distinct tools', () => {
    fc.assert(
      fc.property(arbTools, (tools) => {
        const popular = popularTools(tools.map((t) => ({ ...t, href: `/${t.slug}` as const })));
        expect(popular).toHaveLength(Math.min(5, tools.length));
        expect(new Set(popular).size).toBe(popular.length);
      }),
    );
  });
});

describe('recentRequests', () => {
  const at = (id: number, createdAt: string) => ({ id, createdAt });

  it('takes the 5 newest by createdAt', () => {
    const list = [
      at(1, '2024-01-01T00:00:00Z'),
      at(2, '2024-03-01T00:00:00Z'),
      at(3, 'not a date'),
      at(4, '2024-02-01T00:00:00Z'),
      at(5, '2024-05-01T00:00:00Z'),
      at(6, '2024-04-01T00:00:00Z'),
      at(7, '2023-12-01T00:00:00Z'),
    ];
    expect(recentRequests(list).map((r) => r.id)).toEqual([5, 6, 2, 4, 1]);
  });

  it('returns at most 5, newest first, all from the input', () => {
    const arbDate = fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString());
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), createdAt: arbDate })), (list) => {
        const recent = recentRequests(list);
        expect(recent.length).toBe(Math.min(5, list.length));
        for (const r of recent) expect(list).toContain(r);
        for (let i = 1; i < recent.length; i += 1) {
          expect(Date.parse(recent[i - 1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(recent[i]!.createdAt));
        }
        const oldestShown = recent.length ? Date.parse(recent.at(-1)!.createdAt) : Infinity;
        const left = list.filter((r) => !recent.includes(r));
        for (const r of left) expect(Date.parse(r.createdAt)).toBeLessThanOrEqual(oldestShown);
      }),
    );
  });
});

describe('liveRequestTools', () => {
  it('turns requests with a known category and a page into cards linking to the page', () => {
    const cards = liveRequestTools(
      [
        // Renamed after its first Generate, and second of its name: the page path, not the name's slug.
        { id: 7, toolName: 'JSON to CSV!', description: 'Convert JSON', categoryId: 2, generatedPagePath: '/json-csv-2' },
        { id: 8, toolName: 'Orphan', description: 'No category', categoryId: null, generatedPagePath: '/orphan' },
        { id: 9, toolName: 'Unknown', description: 'Deleted category', categoryId: 99, generatedPagePath: '/unknown' },
        { id: 10, toolName: 'No page', description: 'Made live without Go Live', categoryId: 2, generatedPagePath: null },
      ],
      [
        { id: 1, name: 'Video' },
        { id: 2, name: 'Converters' },
      ],
    );
    expect(cards).toEqual([
      {
        id: 'db-7',
        title: 'JSON to CSV!',
        description: 'Convert JSON',
        tags: ['Converters'],
        href: '/json-csv-2',
        icon: 'wrench',
        testId: 'tool-card-db-7',
        category: { id: 2, name: 'Converters' },
      },
    ]);
  });

  it('heads an admin category’s cards with its name when it has 2 or more, after the built-in groups', () => {
    const live = [1, 2, 3].map((id) => ({ id, toolName: `Tool ${id}`, description: 'Does it.', categoryId: id === 3 ? 2 : 1, generatedPagePath: `/tool-${id}` }));
    const cards = liveRequestTools(live, [
      { id: 1, name: 'Converters' },
      { id: 2, name: 'Games' },
    ]);
    const all = [tool('t1', 'text'), tool('t2', 'text'), ...cards];
    const sections = groupForCatalogue(all, all);
    expect(sections.map((s) => [s.key, s.heading, s.tools.map((t) => ('slug' in t ? t.slug : t.id))])).toEqual([
      ['text', TOOL_GROUPS.text, ['t1', 't2']],
      ['category-1', 'Converters', ['db-1', 'db-2']],
      ['other', null, ['db-3']],
    ]);
    // Counted before filtering: one card left by a search keeps its heading.
    expect(groupForCatalogue(all, [cards[0]!]).map((s) => s.heading)).toEqual(['Converters']);
  });
});

describe('pickRelated', () => {
  const text = ['a', 'b', 'c', 'd', 'e'].map((s) => tool(s, 'text'));
  const all = [...text, tool('v', 'video')];

  it('lists the rest of a small group, and nothing for a tool without a group', () => {
    expect(pickRelated(all[5]!, all)).toEqual([]);
    expect(pickRelated(tool('live', undefined), [...all, tool('other-live', undefined)])).toEqual([]);
    expect(pickRelated(text[0]!, [...text.slice(0, 3), all[5]!]).map((t) => t.slug)).toEqual(['b', 'c']);
  });

  it('picks 3 at random from a larger group, driven by the injected random', () => {
    expect(pickRelated(text[0]!, all, () => 0).map((t) => t.slug)).toEqual(['b', 'c', 'd']);
    expect(pickRelated(text[0]!, all, () => 0.999).map((t) => t.slug)).toEqual(['e', 'b', 'c']);
    expect(pickRelated(text[0]!, all, () => 1)).toHaveLength(3);
  });

  it('is at most 3 distinct tools of the same group, never the tool itself', () => {
    fc.assert(
      fc.property(arbTools, fc.nat(), fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), (tools, pick, stream) => {
        const grouped = tools.filter((t) => t.group !== undefined);
        fc.pre(grouped.length > 0);
        const current = grouped[pick % grouped.length]!;
        const iter = stream[Symbol.iterator]();
        const related = pickRelated(current, grouped, () => iter.next().value as number);
        const pool = grouped.filter((t) => t.group === current.group && t.slug !== current.slug);
        expect(related.length).toBe(Math.min(3, pool.length));
        expect(new Set(related).size).toBe(related.length);
        for (const r of related) expect(pool).toContain(r);
      }),
    );
  });
});

describe('seededRandom', () => {
  it('repeats for a seed, differs between seeds, and stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const first = seededRandom(a);
        const again = seededRandom(a);
        const values = Array.from({ length: 20 }, () => first());
        expect(Array.from({ length: 20 }, () => again())).toEqual(values);
        for (const value of values) expect(value >= 0 && value < 1).toBe(true);
        if (a !== b) expect(Array.from({ length: 20 }, seededRandom(b))).not.toEqual(values);
      }),
    );
  });
});
