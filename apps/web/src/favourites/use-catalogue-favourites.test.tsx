import { renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { FAVOURITES_KEY } from './keys';

// The stored lists' chunk fails to load (the visitor left the page meanwhile, or went offline).
vi.mock('./tool-lists', () => {
  throw new Error('Importing a module script failed.');
});

afterEach(() => localStorage.clear());

test('a stored list whose chunk fails to load leaves the catalogue without favourites, and no unhandled rejection', async () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['/word-count']));
    const { useCatalogueFavourites } = await import('./use-catalogue-favourites');
    const { result, unmount } = renderHook(() => useCatalogueFavourites());
    // A star pressed meanwhile fails the same way, quietly.
    result.current[1]('/case-convert');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current[0]).toEqual([]);
    unmount();
    await new Promise((resolve) => setTimeout(resolve));
    expect(rejections).toEqual([]);
  } finally {
    process.off('unhandledRejection', onRejection);
  }
});
