// @toolnest/media: the yt-dlp/ffmpeg job engine (Node only).
export { contentDisposition, contentTypeFor, downloadFilename, parseByteRange, type ByteRange } from './files';
export { DOWNLOAD_ID_PATTERN, isDownloadId, isJobKey } from './ids';
export { findProgram, missingProgramMessage, type Program, type ProgramName } from './programs';
export {
  ConversionProgress,
  ConversionStatus,
  DEFAULT_MP3_QUALITY,
  DownloadProgressEvent,
  MediaErrorBody,
  MP3_QUALITIES,
  type Mp3Quality,
} from './schemas';
export {
  BUILT_IN_SERVICES,
  checkServiceUrl,
  FACEBOOK,
  MAX_URL_LENGTH,
  TIKTOK,
  YOUTUBE,
  YOUTUBE_CUT_SECONDS,
  type MediaService,
  type VideoFormatOptions,
} from './services';
