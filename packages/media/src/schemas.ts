// The shapes of spec 2 §3 the shared routes send: TypeBox schemas for the API, types for the pages.
import { Type, type Static } from 'typebox';

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

/** Spec 2 §9: the MP3 qualities in kbps, 320 the default. */
export const MP3_QUALITIES = ['320', '256', '192', '128', '96'] as const;
export type Mp3Quality = (typeof MP3_QUALITIES)[number];
export const DEFAULT_MP3_QUALITY: Mp3Quality = '320';

export const MediaErrorBody = Type.Object({ error: Type.String() });
