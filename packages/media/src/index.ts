// @toolnest/media: the yt-dlp/ffmpeg job engine (Node only). Its Fastify plugin is `./server`.
export { createMediaEngine, MediaEngine } from './engine';
export { MEDIA_DEFAULTS, type MediaEngineOptions, type MediaLogger } from './engine-options';
export {
  DOWNLOAD_ID_ERROR,
  QUALITY_ERROR,
  WATERMARK_ERROR,
  type ConversionRequest,
  type ConversionStartResult,
  type DownloadRequest,
  type DownloadStartResult,
  type StartFailure,
  type UrlMessages,
} from './starts';
export type { VideoDetails, VideoInfoRequest, VideoInfoResult } from './video-lookups';
export { MAX_BUCKET_FILE_BYTES, MediaBucket, type MediaBucketOptions } from './scale-out/bucket';
export { connectRedis } from './scale-out/redis';
export { SharedMediaJobs, type SharedMediaOptions } from './scale-out/jobs';
export type { ServedFile } from './scale-out/served-files';
export { INTERRUPTED_MESSAGE, MediaWorker, startMediaWorker, type MediaWorkerOptions } from './scale-out/worker';
export { contentDisposition, contentTypeFor, downloadFilename, parseByteRange, type ByteRange } from './files';
export { DOWNLOAD_ID_PATTERN, isDownloadId, isJobKey } from './ids';
export type { FinishedFile, JobPhase, JobSnapshot } from './job';
export { JOB_MARKER_VARIABLE, type SpawnEvent } from './process-group';
export { findProgram, missingProgramMessage, type Program, type ProgramName } from './programs';
export { mp3Args } from './run-job';
export * from './schemas';
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
