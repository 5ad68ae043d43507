// The request and response shapes of POST /api/convert/youtube-mp3. Exported as
// `./schemas`: the server validates and serializes with them; the page imports their types only.
import { MediaUrl, Mp3QualityField } from '@toolnest/media/schemas';
import { Type, type Static } from 'typebox';

export const ConvertBody = Type.Object({
  /** At most 2,048 characters; the engine checks the parsed host. */
  url: MediaUrl,
  /** kbps as a string; 320 when absent. */
  quality: Type.Optional(Mp3QualityField),
});
export type ConvertBody = Static<typeof ConvertBody>;

export const ConvertResult = Type.Object({ conversionId: Type.String() });
export type ConvertResult = Static<typeof ConvertResult>;
