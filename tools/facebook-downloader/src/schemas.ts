// POST /api/download/facebook, exported as `./schemas`: the server validates with them;
// the page imports their types only.
export { DownloadStartBody as FacebookDownloadBody, DownloadStartResult } from '@toolnest/media/schemas';
