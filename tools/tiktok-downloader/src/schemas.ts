// The request and response shapes of POST /api/tiktok-downloader, written by `pnpm gen:tool tiktok-downloader --server`:
// replace them with the tool's real ones. Exported as `./schemas`: the server validates and serializes
// with them; the page imports their types only.
import { Type, type Static } from 'typebox';

export const TiktokDownloaderBody = Type.Object({ input: Type.String({ maxLength: 10_000 }) });
export type TiktokDownloaderBody = Static<typeof TiktokDownloaderBody>;

export const TiktokDownloaderResult = Type.Object({ output: Type.String() });
export type TiktokDownloaderResult = Static<typeof TiktokDownloaderResult>;
