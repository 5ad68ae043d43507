import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstFreePageName, pageNameFor, RESERVED_PAGE_NAMES, SHARED_MODULES, sharedModulesValue, type SharedModuleName } from './generated-pages';
import { builtInTools } from './tools';

const PAGE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('RESERVED_PAGE_NAMES', () => {
  it("holds the site's folders and every built-in tool's route", () => {
    for (const name of ['tools', 'admin', 'api', 'submissions', 'assets', 'frame']) expect(RESERVED_PAGE_NAMES.has(name)).toBe(true);
    for (const tool of builtInTools) expect(RESERVED_PAGE_NAMES.has(tool.slug), tool.slug).toBe(true);
  });
});

describe('pageNameFor', () => {
  it.each([
    ['Word Count', 7, 'word-count'],
    ['Dice Roller 2', 7, 'dice-roller-2'],
    ['🎉 !!', 7, 'tool-7'],
    ['', 12, 'tool-12'],
  ])('%j (id %i) → %j', (name, id, expected) => {
    expect(pageNameFor(name, id)).toBe(expected);
  });

  it('is always a non-empty page name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (name, id) => {
        expect(pageNameFor(name, id)).toMatch(PAGE_NAME);
      }),
    );
  });
});

describe('firstFreePageName', () => {
  it('keeps a free name', () => {
    expect(firstFreePageName('dice', () => false)).toBe('dice');
  });

  it('adds the first free suffix from -2', () => {
    const taken = new Set(['dice', 'dice-2', 'dice-4']);
    expect(firstFreePageName('dice', (name) => taken.has(name))).toBe('dice-3');
  });

  it('never answers a reserved or taken name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RESERVED_PAGE_NAMES, 'dice'), fc.uniqueArray(fc.integer({ min: 2, max: 6 })), (name, takenSuffixes) => {
        const taken = new Set([name, ...takenSuffixes.map((suffix) => `${name}-${suffix}`)]);
        const free = firstFreePageName(name, (candidate) => taken.has(candidate));
        expect(taken.has(free) || RESERVED_PAGE_NAMES.has(free)).toBe(false);
        expect(free).toMatch(PAGE_NAME);
      }),
    );
  });
});

describe('sharedModulesValue', () => {
  const modules = () =>
    Object.fromEntries(
      Object.entries(SHARED_MODULES).map(([name, exported]) => [name, Object.fromEntries([...exported, 'extra'].map((key) => [key, () => key]))]),
    ) as Record<SharedModuleName, Record<string, unknown>>;

  it('holds exactly the listed names of each module, frozen', () => {
    const value = sharedModulesValue(modules());
    expect(Object.isFrozen(value)).toBe(true);
    for (const [name, exported] of Object.entries(SHARED_MODULES)) {
      const module = value[name as SharedModuleName] as Record<string, unknown>;
      expect(Object.keys(module).sort()).toEqual([...exported].sort());
      expect(Object.isFrozen(module)).toBe(true);
    }
  });

  it('throws when a module lacks a listed name', () => {
    const incomplete = modules();
    delete incomplete['@toolnest/ui'].Field;
    expect(() => sharedModulesValue(incomplete)).toThrow('The shared module @toolnest/ui has no export Field.');
  });
});
