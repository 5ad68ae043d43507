// The request and response shapes of POST /api/facebook-downloader, written by `pnpm gen:tool facebook-downloader --server`:
// replace them with the tool's real ones. Exported as `./schemas`: the server validates and serializes
// with them; the page imports their types only.
import { Type, type Static } from 'typebox';

export const FacebookDownloaderBody = Type.Object({ input: Type.String({ maxLength: 10_000 }) });
export type FacebookDownloaderBody = Static<typeof FacebookDownloaderBody>;

export const FacebookDownloaderResult = Type.Object({ output: Type.String() });
export type FacebookDownloaderResult = Static<typeof FacebookDownloaderResult>;
