import { CATEGORY_KEYS, CATEGORY_NAMES } from '@toolnest/tool-kit';

export interface NavItem {
  label: string;
  to: string;
}

/** Header navigation. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'All Tools', to: '/tools' },
  ...CATEGORY_KEYS.map((key) => ({ label: CATEGORY_NAMES[key], to: `/tools?category=${key}` })),
  { label: 'Request a Tool', to: '/submissions' },
];
