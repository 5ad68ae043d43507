import { useApprovedToolRequests, useCategories, useLiveToolRequests } from '@toolnest/api-client';
import type { ApprovedToolRequest, Category, LiveToolRequest } from '@toolnest/api-client';
import { useEffect } from 'react';

export interface CatalogueFeedData {
  categories: readonly Category[];
  live: readonly LiveToolRequest[];
  approved: readonly ApprovedToolRequest[];
}

/**
 * Loads the three lists of the catalogue through the api-client hooks and hands them to the page.
 * Renders nothing; lives in the lazily loaded data chunk. A failed call yields an empty list, so
 * the built-in tools always show.
 */
export default function CatalogueFeed({ onData }: { onData: (data: CatalogueFeedData) => void }) {
  const categories = useCategories().data;
  const live = useLiveToolRequests().data;
  const approved = useApprovedToolRequests().data;
  useEffect(() => {
    onData({ categories: categories ?? [], live: live ?? [], approved: approved ?? [] });
  }, [onData, categories, live, approved]);
  return null;
}
