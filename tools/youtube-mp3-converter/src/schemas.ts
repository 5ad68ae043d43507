// The request and response shapes of POST /api/youtube-mp3-converter, written by `pnpm gen:tool youtube-mp3-converter --server`:
// replace them with the tool's real ones. Exported as `./schemas`: the server validates and serializes
// with them; the page imports their types only.
import { Type, type Static } from 'typebox';

export const YoutubeMp3ConverterBody = Type.Object({ input: Type.String({ maxLength: 10_000 }) });
export type YoutubeMp3ConverterBody = Static<typeof YoutubeMp3ConverterBody>;

export const YoutubeMp3ConverterResult = Type.Object({ output: Type.String() });
export type YoutubeMp3ConverterResult = Static<typeof YoutubeMp3ConverterResult>;
