import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visited } from './recent';
import { FAVOURITES_MAX, parseStoredList, RECENT_COUNT, toggled } from './stored-list';

describe('parseStoredList', () => {
  it('reads an array of distinct tool paths', () => {
    expect(parseStoredList('["/word-count","/dice-roller-2"]', FAVOURITES_MAX)).toEqual(['/word-count', '/dice-roller-2']);
    expect(parseStoredList(null, FAVOURITES_MAX)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"favourites":["/word-count"]}'],
    ['a number', '42'],
    ['JSON null', 'null'],
    ['a non-path item', '["/word-count","word-count"]'],
    ['a URL', '["https://example.com/"]'],
    ['a path with a query', '["/word-count?x=1"]'],
    ['a nested array', '[["/word-count"]]'],
    ['duplicates', '["/word-count","/word-count"]'],
    ['too many items', JSON.stringify(Array.from({ length: RECENT_COUNT + 1 }, (_, i) => `/t${i}`))],
  ])('discards %s whole', (_, raw) => {
    expect(parseStoredList(raw, RECENT_COUNT)).toEqual([]);
  });

  it('never throws, and gives only distinct tool paths within the bound, on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.array(fc.oneof(fc.string(), fc.constant('/a-b'), fc.integer())).map((value) => JSON.stringify(value))), (raw) => {
        const list = parseStoredList(raw, RECENT_COUNT);
        expect(list.length).toBeLessThanOrEqual(RECENT_COUNT);
        expect(new Set(list).size).toBe(list.length);
        for (const item of list) expect(item).toMatch(/^\/[a-z0-9-]+$/);
      }),
    );
  });

  it('round-trips what it writes', () => {
    const path = fc.stringMatching(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
    fc.assert(
      fc.property(fc.uniqueArray(path, { maxLength: FAVOURITES_MAX }), (list) => {
        expect(parseStoredList(JSON.stringify(list), FAVOURITES_MAX)).toEqual(list);
      }),
    );
  });
});

describe('toggled and visited', () => {
  it('adds a favourite first and removes it again', () => {
    expect(toggled(['/a'], '/b')).toEqual(['/b', '/a']);
    expect(toggled(['/b', '/a'], '/b')).toEqual(['/a']);
  });

  it('keeps the last 5 tools opened, newest first, each once', () => {
    let recent: string[] = [];
    for (const href of ['/a', '/b', '/c', '/a', '/d', '/e', '/f']) recent = visited(recent, href);
    expect(recent).toEqual(['/f', '/e', '/d', '/a', '/c']);
  });
});
