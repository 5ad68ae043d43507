// What the tools' start routes share (POST /api/download/{tiktok,youtube,facebook}, /api/video/info,
// /api/convert/youtube-mp3): a schema violation named in the field's own sentence (the page's, where
// it has one), the downloaders' `success: false` on every error answer, and the engine's refusals
// with their status and Retry-After. Each tool's ./server plugin registers its routes with these.
import type { ToolServer, ToolServerOptions } from '@toolnest/net';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { DOWNLOAD_ID_ERROR, WATERMARK_ERROR, type UrlMessages } from './starts';
import { DownloadStartResult, VideoInfoResult, type DownloadStartBody, type VideoInfoBody } from './schemas';
import type {} from './media-jobs'; // `app.media`

/** A body field's sentences: when it is absent or not of its type, and when it is there but wrong (length, pattern, value). */
export interface FieldSentences {
  missing: string;
  invalid: string;
}

/** The field a schema violation is about: the first segment of its path, or the missing property. */
function fieldOf(issue: FastifySchemaValidationError): { name: string; missing: boolean } | undefined {
  const name = issue.instancePath.split('/').filter(Boolean)[0];
  // A URL that is a number is no URL at all: the engine says the empty sentence for it too.
  if (name !== undefined) return { name, missing: issue.keyword === 'type' };
  if (issue.keyword !== 'required') return undefined;
  const params = issue.params as { missingProperty?: unknown; requiredProperties?: unknown };
  const missing = params.missingProperty ?? [params.requiredProperties].flat()[0];
  return typeof missing === 'string' ? { name: missing.replace(/^\//, ''), missing: true } : undefined;
}

/** The sentence for the first violation of a field in `fields`, or undefined when none is about one. */
export function fieldSentence(errors: readonly FastifySchemaValidationError[], fields: Readonly<Record<string, FieldSentences>>): string | undefined {
  for (const issue of errors) {
    const field = fieldOf(issue);
    const sentences = field && fields[field.name];
    if (sentences) return field.missing ? sentences.missing : sentences.invalid;
  }
  return undefined;
}

/**
 * A route's `errorHandler`: a body violation of a field in `fields` is a 400 with that field's
 * sentence; anything else (malformed JSON, a body that is not an object, a rate limit) goes on to the
 * server's own handler, which answers `{ error }` too.
 */
export function fieldErrorHandler(fields: Readonly<Record<string, FieldSentences>>) {
  return function handleFieldError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const sentence = error.validation && error.validationContext === 'body' ? fieldSentence(error.validation, fields) : undefined;
    if (sentence === undefined) throw error;
    return reply.code(400).send({ error: sentence });
  };
}

/**
 * A route's `onSend` hook that puts `extra` first in each JSON error answer `{ error }`, whoever
 * wrote it (the route, its errorHandler, the server's handler, the rate limit): the downloaders'
 * `{ success: false, error }`.
 */
export function addToErrorBodies(extra: Readonly<Record<string, unknown>>) {
  return async function onSend(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as unknown;
      if (body && typeof body === 'object' && !Array.isArray(body) && typeof (body as { error?: unknown }).error === 'string') {
        return JSON.stringify({ ...extra, ...body });
      }
    } catch {
      // Not JSON: left as it is.
    }
    return payload;
  };
}

/** Answers a refused start (or failed lookup): its status, `{ error }`, and Retry-After when there is one. */
export function sendStartFailure(reply: FastifyReply, failure: { status: number; error: string; retryAfterSeconds?: number }): FastifyReply {
  if (failure.retryAfterSeconds !== undefined) reply.header('retry-after', String(failure.retryAfterSeconds));
  return reply.code(failure.status).send({ error: failure.error });
}

/** The sentences of a URL field from a service's (or a route's own) messages. */
export const urlSentences = ({ emptyUrlMessage, invalidUrlMessage }: UrlMessages): FieldSentences => ({
  // Not a string is an empty URL to the engine too: there is no URL to check.
  missing: emptyUrlMessage,
  invalid: invalidUrlMessage,
});

/** A per-IP limit for @fastify/rate-limit (apps/api registers the plugin): `config.rateLimit` of the route. */
export interface StartRouteLimit {
  max: number;
  timeWindow: number | string;
}

export interface DownloadRouteOptions {
  /** Relative to the plugin's prefix: '/download/tiktok'. */
  path: string;
  /** The engine's service: 'tiktok', 'youtube', 'facebook'. */
  service: string;
  /** The tool's body schema (its ./schemas): `url`, `downloadId`, and TikTok's `withoutWatermark`. */
  body: TSchema;
  rateLimit?: StartRouteLimit;
}

const downloadFields = (urlMessages: UrlMessages): Record<string, FieldSentences> => ({
  url: urlSentences(urlMessages),
  downloadId: { missing: DOWNLOAD_ID_ERROR, invalid: DOWNLOAD_ID_ERROR },
  withoutWatermark: { missing: WATERMARK_ERROR, invalid: WATERMARK_ERROR },
});

// Fastify's route `config` is an interface the rate-limit plugin's types extend; the engine does not import them.
const routeConfig = (rateLimit: StartRouteLimit | undefined): object => (rateLimit ? { rateLimit } : {});

/**
 * POST `path` { url, downloadId, withoutWatermark? } → `{ success: true }` once the engine has the
 * job (progress on GET /api/download/progress/:downloadId), else `{ success: false, error }` with
 * the engine's status: 400 (the page's sentence for the URL, checked on the parsed host), 409 (the
 * id is taken), 429 and 503 with Retry-After. Needs the media plugin registered first (`app.media`).
 */
export function registerDownloadRoute(app: FastifyInstance, { path, service, body, rateLimit }: DownloadRouteOptions): void {
  const site = app.media.services.get(service);
  app.post<{ Body: DownloadStartBody & { withoutWatermark?: boolean } }>(
    path,
    {
      config: routeConfig(rateLimit),
      schema: { body, response: { 200: DownloadStartResult } },
      errorHandler: fieldErrorHandler(downloadFields(site)),
      onSend: addToErrorBodies({ success: false }),
    },
    async (request, reply) => {
      const { url, downloadId, withoutWatermark } = request.body;
      const started = await app.media.startDownload({ service, url, downloadId, withoutWatermark }, request.ip);
      return started.ok ? { success: true as const } : sendStartFailure(reply, started);
    },
  );
}

export interface VideoInfoRouteOptions {
  /** Relative to the plugin's prefix: '/video/info'. */
  path: string;
  /** The engine's service: 'youtube'. */
  service: string;
  /** The tool's body schema: `{ url }`. */
  body: TSchema;
  rateLimit?: StartRouteLimit;
}

/**
 * POST `path` { url } → `{ success: true, title, thumbnail, duration (s), uploader,
 * selectedQuality, hasFFmpegMerge, isLongVideo }` from `yt-dlp -J`, else `{ success: false, error }`
 * (400, 429, 502 when the site's answer could not be had, 503).
 */
export function registerVideoInfoRoute(app: FastifyInstance, { path, service, body, rateLimit }: VideoInfoRouteOptions): void {
  const site = app.media.services.get(service);
  app.post<{ Body: VideoInfoBody }>(
    path,
    {
      config: routeConfig(rateLimit),
      schema: { body, response: { 200: VideoInfoResult } },
      errorHandler: fieldErrorHandler({ url: urlSentences(site) }),
      onSend: addToErrorBodies({ success: false }),
    },
    async (request, reply) => {
      const looked = await app.media.videoInfo({ service, url: request.body.url }, request.ip);
      return looked.ok ? { success: true as const, ...looked.info } : sendStartFailure(reply, looked);
    },
  );
}

/** What a downloader's ./server differs in: its `toolServer` fields and its routes' data. */
export interface DownloaderToolServerOptions extends Omit<ToolServer, 'plugin'> {
  download: Omit<DownloadRouteOptions, 'rateLimit'>;
  /** The info card's lookup (YouTube's), on the download's service. */
  videoInfo?: Omit<VideoInfoRouteOptions, 'rateLimit' | 'service'>;
}

/**
 * A downloader's `toolServer` (what apps/api registers under /api): a plugin with its start route, and
 * the info route when it has one, each counted apart under the tool's per-IP limit.
 */
export function downloaderToolServer({ download, videoInfo, ...limit }: DownloaderToolServerOptions): ToolServer<FastifyPluginAsync<ToolServerOptions>> {
  const plugin: FastifyPluginAsync<ToolServerOptions> = async (app, { rateLimit }) => {
    registerDownloadRoute(app, { ...download, rateLimit });
    if (videoInfo) registerVideoInfoRoute(app, { ...videoInfo, service: download.service, rateLimit });
  };
  return { ...limit, plugin };
}
