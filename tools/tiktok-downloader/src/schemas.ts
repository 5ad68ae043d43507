// POST /api/download/tiktok, exported as `./schemas`: the server validates with them;
// the page imports their types only.
import { DownloadId, MediaUrl } from '@toolnest/media/schemas';
import { Type, type Static } from 'typebox';

export { DownloadStartResult } from '@toolnest/media/schemas';

/** `withoutWatermark` is optional: absent is the default, the faster watermarked copy. */
export const TiktokDownloadBody = Type.Object({ url: MediaUrl, downloadId: DownloadId, withoutWatermark: Type.Optional(Type.Boolean()) });
export type TiktokDownloadBody = Static<typeof TiktokDownloadBody>;
