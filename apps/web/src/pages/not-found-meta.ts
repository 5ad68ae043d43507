import { toolPageTitle } from '@toolnest/tool-kit';

// Apart from NotFoundPage so the prerender reads them without pulling the page out of its lazy chunk.
export const NOT_FOUND_TITLE = toolPageTitle('Page Not Found');
export const NOT_FOUND_DESCRIPTION = 'This page does not exist. Browse the free tools of Toolnest instead.';
