// The start calls (POST /api/download/*, /api/convert/youtube-mp3), as the engine and the shared
// queue take them: their requests and answers, the checks of their fields, the job they ask for,
// and the refusals and sentences they share.
import { isDownloadId } from './ids';
import type { Job, JobSnapshot } from './job';
import { EXTRACTING_MESSAGE, EXTRACTING_PROGRESS, STARTING_MESSAGE } from './run-job';
import { DEFAULT_MP3_QUALITY, MP3_QUALITIES, type Mp3Quality } from './schemas';
import { checkServiceUrl, type MediaService } from './services';

export interface DownloadRequest {
  /** 'tiktok', 'youtube', 'facebook' (or a test service). */
  service: string;
  url: unknown;
  downloadId: unknown;
  /** TikTok only. */
  withoutWatermark?: unknown;
}

export interface ConversionRequest {
  url: unknown;
  /** kbps as a string; 320 when absent. */
  quality?: unknown;
  /** 'youtube' (the default) or a test service. */
  service?: string;
  /** The page's own sentences for an empty or refused URL (the MP3 converter's differ from the downloaders'); the service's by default. */
  urlMessages?: UrlMessages;
}

/** A route's sentences for an empty URL and for one the service refuses. */
export interface UrlMessages {
  emptyUrlMessage: string;
  invalidUrlMessage: string;
}

/** Why a start was refused: `status` is the HTTP status to answer with, `error` the body's text. */
export interface StartFailure {
  ok: false;
  status: 400 | 409 | 429 | 503;
  error: string;
  /** Seconds, for a Retry-After header. */
  retryAfterSeconds?: number;
}

export type DownloadStartResult = { ok: true; downloadId: string; position: number } | StartFailure;

/** What a job is to do, as a queue (BullMQ's) carries it: plain data. */
export interface JobSpec {
  key: string;
  kind: Job['kind'];
  /** The service's id. */
  service: string;
  url: string;
  client: string;
  downloadId?: string;
  withoutWatermark?: boolean;
  quality?: Mp3Quality;
}

/** A start request that passed its checks: the job it asks for, less its key and client. */
export type CheckedStart = { ok: true; spec: Omit<JobSpec, 'key' | 'client'> } | StartFailure;

/** A start that was taken, with its place in line (0: running), or refused. */
export type Started = { ok: true; spec: JobSpec; position: number } | StartFailure;

/** startDownload's answer for a start. */
export const downloadStarted = (started: Started): DownloadStartResult =>
  started.ok ? { ok: true, downloadId: started.spec.downloadId!, position: started.position } : started;

/** startConversion's answer for a start: the job's key is the conversion id. */
export const conversionStarted = (started: Started): ConversionStartResult =>
  started.ok ? { ok: true, conversionId: started.spec.key, position: started.position } : started;
export type ConversionStartResult = { ok: true; conversionId: string; position: number } | StartFailure;

/** The 400 sentences of the start calls' other fields (also the start routes' schema errors). */
export const DOWNLOAD_ID_ERROR = 'The download id must be 8 to 64 letters, digits, "-" or "_".';
export const WATERMARK_ERROR = 'withoutWatermark must be true or false.';
export const QUALITY_ERROR = `The quality must be one of ${MP3_QUALITIES.join(', ')} kbps.`;

export const waitingMessage = (position: number) => `Waiting in queue (position ${position})...`;
export const QUEUE_FULL_MESSAGE = 'The server is busy with other downloads. Please try again in a minute.';
export const SHUTDOWN_MESSAGE = 'The server is shutting down. Please try again in a moment.';
export const QUEUE_FULL_RETRY_SECONDS = 60;
const ACTIVE_RETRY_SECONDS = 30;

export const fail = (status: StartFailure['status'], error: string, retryAfterSeconds?: number): StartFailure => ({
  ok: false,
  status,
  error,
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});

/** The 409 for a download id that another job holds. */
export const idTaken = (): StartFailure => fail(409, 'This download id is already in use.');

/** The 429 for a client with `active` jobs queued or running (MEDIA_MAX_ACTIVE_PER_IP). */
export const tooManyActive = (active: number): StartFailure =>
  fail(429, `You already have ${active} download${active === 1 ? '' : 's'} in progress. Please try again when one of them has finished.`, ACTIVE_RETRY_SECONDS);

/** A new job's state before it runs. */
export const firstSnapshot = (kind: Job['kind']): JobSnapshot =>
  kind === 'mp3'
    ? { phase: 'waiting', progress: EXTRACTING_PROGRESS, message: EXTRACTING_MESSAGE }
    : { phase: 'waiting', progress: 0, message: STARTING_MESSAGE };

/** A download request's 400s (the page's URL sentences, the id, the watermark flag), else the job it asks for. */
export function checkDownload(service: MediaService, request: DownloadRequest): CheckedStart {
  const checked = checkServiceUrl(service, request.url);
  if (!checked.ok) return fail(400, checked.error);
  if (!isDownloadId(request.downloadId)) return fail(400, DOWNLOAD_ID_ERROR);
  if (request.withoutWatermark !== undefined && typeof request.withoutWatermark !== 'boolean') {
    return fail(400, WATERMARK_ERROR);
  }
  const spec = { kind: 'download' as const, service: service.id, url: checked.url.href, downloadId: request.downloadId };
  return { ok: true, spec: { ...spec, withoutWatermark: request.withoutWatermark === true } };
}

/** A conversion request's 400s (the page's URL sentences, the quality), else the job it asks for. */
export function checkConversion(service: MediaService, request: ConversionRequest): CheckedStart {
  const checked = checkServiceUrl({ ...service, ...request.urlMessages }, request.url);
  if (!checked.ok) return fail(400, checked.error);
  const raw = request.quality;
  const quality = raw === undefined ? DEFAULT_MP3_QUALITY : typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  if (!(MP3_QUALITIES as readonly string[]).includes(quality)) {
    return fail(400, QUALITY_ERROR);
  }
  return { ok: true, spec: { kind: 'mp3', service: service.id, url: checked.url.href, quality: quality as Mp3Quality } };
}
