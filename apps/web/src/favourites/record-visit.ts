import { useEffect } from 'react';
import { RECENT_KEY } from './stored-list';
import { visited } from './recent';
import { updateList } from './tool-lists';

/** Records that the tool at `href` was opened (a tool page or a live generated page mounted); not in the home page's entry. */
export function useRecordVisit(href: string): void {
  useEffect(() => updateList(RECENT_KEY, (value) => visited(value, href)), [href]);
}
