import { toolPageTitle } from '@toolnest/tool-kit';

// Apart from SubmissionsPage so the prerender reads them without pulling the page out of its lazy chunk.
export const SUBMISSIONS_TITLE = toolPageTitle('Request a Tool');
export const SUBMISSIONS_DESCRIPTION =
  'Suggest a free online tool you would like Toolnest to build, and see the requests already approved and their progress.';
