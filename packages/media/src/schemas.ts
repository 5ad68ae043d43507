// The shapes of the download and conversion calls (docs/api.md#downloads-and-conversions): TypeBox schemas for the API, types for the pages (`@toolnest/media/schemas`,
// which imports nothing of the engine: a page imports its types only).
import { Type, type Static } from 'typebox';
import { DOWNLOAD_ID_PATTERN } from './ids';
import { MAX_URL_LENGTH } from './services';

/** One message of the progress stream (GET /api/download/progress/:downloadId). `status` only once it is over. */
export const DownloadProgressEvent = Type.Object({
  progress: Type.Number({ minimum: 0, maximum: 100 }),
  message: Type.String(),
  status: Type.Optional(Type.Union([Type.Literal('complete'), Type.Literal('error')])),
  downloadUrl: Type.Optional(Type.String()),
  filename: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
});
export type DownloadProgressEvent = Static<typeof DownloadProgressEvent>;

export const ConversionStatus = Type.Union([
  Type.Literal('extracting'),
  Type.Literal('converting'),
  Type.Literal('complete'),
  Type.Literal('error'),
]);
export type ConversionStatus = Static<typeof ConversionStatus>;

/** GET /api/convert/progress/:conversionId. */
export const ConversionProgress = Type.Object({
  status: ConversionStatus,
  progress: Type.Number({ minimum: 0, maximum: 100 }),
  message: Type.String(),
  title: Type.Optional(Type.String()),
  downloadUrl: Type.Optional(Type.String()),
  filename: Type.Optional(Type.String()),
});
export type ConversionProgress = Static<typeof ConversionProgress>;

/** The MP3 qualities in kbps, 320 the default. */
export const MP3_QUALITIES = ['320', '256', '192', '128', '96'] as const;
export type Mp3Quality = (typeof MP3_QUALITIES)[number];
export const DEFAULT_MP3_QUALITY: Mp3Quality = '320';

export const MediaErrorBody = Type.Object({ error: Type.String() });

// The pieces of the start routes' bodies and answers, for the tools' own ./schemas.

/** A visitor's URL: a string of at most 2,048 characters (the host rule runs in the engine). */
export const MediaUrl = Type.String({ maxLength: MAX_URL_LENGTH });
/** A download id the page chose (crypto.randomUUID()): 8 to 64 letters, digits, "-" or "_". */
export const DownloadId = Type.String({ pattern: DOWNLOAD_ID_PATTERN.source });
/** An MP3 quality in kbps, as a string: an enum, so that its static type is Mp3Quality. */
export const Mp3QualityField = Type.Enum(MP3_QUALITIES);

/** POST /api/download/{youtube,facebook}. */
export const DownloadStartBody = Type.Object({ url: MediaUrl, downloadId: DownloadId });
export type DownloadStartBody = Static<typeof DownloadStartBody>;

/** A refused call of the downloaders: the sentence to show. */
export const DownloadFailure = Type.Object({ success: Type.Literal(false), error: Type.String() });
export type DownloadFailure = Static<typeof DownloadFailure>;

/** The download start response: `{ success: true }`, or `{ success: false, error }` with a 4xx or 5xx. */
export const DownloadStartResult = Type.Union([Type.Object({ success: Type.Literal(true) }), DownloadFailure]);
export type DownloadStartResult = Static<typeof DownloadStartResult>;

/** POST /api/video/info. */
export const VideoInfoBody = Type.Object({ url: MediaUrl });
export type VideoInfoBody = Static<typeof VideoInfoBody>;

/** The video info response: `success` and the card's fields; `duration` in seconds. */
export const VideoInfo = Type.Object({
  success: Type.Literal(true),
  title: Type.String(),
  thumbnail: Type.Union([Type.String(), Type.Null()]),
  duration: Type.Union([Type.Number(), Type.Null()]),
  uploader: Type.Union([Type.String(), Type.Null()]),
  selectedQuality: Type.Union([Type.String(), Type.Null()]),
  hasFFmpegMerge: Type.Boolean(),
  isLongVideo: Type.Boolean(),
});
export type VideoInfo = Static<typeof VideoInfo>;
export const VideoInfoResult = Type.Union([VideoInfo, DownloadFailure]);
export type VideoInfoResult = Static<typeof VideoInfoResult>;
