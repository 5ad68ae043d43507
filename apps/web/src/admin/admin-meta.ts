import { toolPageTitle } from '@toolnest/tool-kit';

// Apart from AdminPage so the prerender reads them without pulling the page out of its lazy chunk.
export const ADMIN_TITLE = toolPageTitle('Admin Dashboard');
export const ADMIN_DESCRIPTION = 'The Toolnest admin dashboard: review tool requests and manage categories.';
