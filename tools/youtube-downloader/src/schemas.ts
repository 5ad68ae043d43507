// The request and response shapes of POST /api/youtube-downloader, written by `pnpm gen:tool youtube-downloader --server`:
// replace them with the tool's real ones. Exported as `./schemas`: the server validates and serializes
// with them; the page imports their types only.
import { Type, type Static } from 'typebox';

export const YoutubeDownloaderBody = Type.Object({ input: Type.String({ maxLength: 10_000 }) });
export type YoutubeDownloaderBody = Static<typeof YoutubeDownloaderBody>;

export const YoutubeDownloaderResult = Type.Object({ output: Type.String() });
export type YoutubeDownloaderResult = Static<typeof YoutubeDownloaderResult>;
