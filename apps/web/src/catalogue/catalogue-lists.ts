import { readJson, type ApprovedToolRequest, type Category, type LiveToolRequest } from '@toolnest/api-client';
import { useEffect, useState } from 'react';

export interface CatalogueLists {
  categories: readonly Category[];
  live: readonly LiveToolRequest[];
  approved: readonly ApprovedToolRequest[];
}

export const NO_LISTS: CatalogueLists = { categories: [], live: [], approved: [] };

/**
 * The home page reads its three lists with the spec's read semantics (never retried, never
 * refetched, never stale) but without TanStack Query: React and the router already take ~80 of
 * the 90 kB of JavaScript the home page may download, and Query alone would add ~10 kB.
 * One read per URL per page load; a failed read counts as an empty list so built-in tools always show.
 */
let reads: Promise<CatalogueLists> | null = null;

function readLists(): Promise<CatalogueLists> {
  const list = <T>(url: string) => readJson<T[]>(url).catch((): T[] => []);
  reads ??= Promise.all([
    list<Category>('/api/categories'),
    list<LiveToolRequest>('/api/tool-requests/live'),
    list<ApprovedToolRequest>('/api/tool-requests/approved'),
  ]).then(([categories, live, approved]) => ({ categories, live, approved }));
  return reads;
}

/** Forgets the lists read so far (tests; a future write that changes them). */
export function forgetCatalogueLists(): void {
  reads = null;
}

export function useCatalogueLists(): CatalogueLists {
  const [lists, setLists] = useState(NO_LISTS);
  useEffect(() => {
    let current = true;
    void readLists().then((result) => current && setLists(result));
    return () => {
      current = false;
    };
  }, []);
  return lists;
}
