import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCategoryBody,
  AdminCreateCategoryBody,
  AdminEditBody,
  AdminGenerateErrorBody,
  AdminGenerateResponse,
  AdminGoLiveResponse,
  AdminPreviewResponse,
  AdminStatusBody,
  Category,
  ErrorBody,
  IdParams,
  ToolRequest,
} from '@toolnest/api-client/schemas';
import { MAX_ROW_ID } from '@toolnest/db';
import { Type } from 'typebox';
import { registerAdminAuth, type AdminAuthOptions } from '../plugins/admin-auth';
import { GenerationFailedError } from '../generation/generated-pages';
import { lintPage } from '../generation/page-checks';
import { sendCached } from '../stores/response-cache';
import { generatedFrameUrl } from './generated';

export type AdminApiOptions = AdminAuthOptions;

// Every id is a row id the database gave out: digits from 1 up, within what its id columns hold (MAX_ROW_ID, checked
// on the number, so the bound is written once).
const ID_PATTERN = /^[1-9]\d*$/;
export const BAD_ID_MESSAGE = `The id in the URL must be a whole number from 1 to ${MAX_ROW_ID}.`;

/** The `{id}` of an admin path as a number; `abc`, `1.5`, `-1`, `007` or 2147483648 are a 400. */
export function parseId(raw: string): number {
  const id = Number(raw);
  if (!ID_PATTERN.test(raw) || id > MAX_ROW_ID) throw Object.assign(new Error(BAD_ID_MESSAGE), { statusCode: 400 });
  return id;
}

// Documented answers; a refused write's StoreError carries its own status (store-errors.ts).
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 429: ErrorBody };
const byId = { params: IdParams };

/**
 * The admin routes without their guard: every write goes through a store, which drops
 * the cached public lists it changes. Registered only behind adminApi's Basic auth (and bare in the bench).
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  listRoutes(app);
  requestWriteRoutes(app);
  pageRoutes(app);
  categoryWriteRoutes(app);
};

/** The server the admin routes are added to, with its TypeBox types. */
type AdminApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The dashboard's two lists: every request and every category. */
function listRoutes(app: AdminApp): void {
  const requests = app.toolRequests;
  const categories = app.categories;

  // "List of requests": a plain array of every field, newest first.
  app.get('/tool-requests', { schema: { response: { 200: Type.Array(ToolRequest), ...errors } } }, () => requests.lists.all());

  // The same list as the public GET /api/categories, so it shares its cached bytes.
  app.get('/categories', { schema: { response: { 200: Type.Array(Category), ...errors } } }, (request, reply) =>
    sendCached(request, reply, categories.listCache, () => categories.list()),
  );
}

/** A request's own changes: approval, status, its fields, its category, and deletion with its page. */
function requestWriteRoutes(app: AdminApp): void {
  const requests = app.toolRequests;

  app.post('/tool-requests/:id/approve', { schema: { ...byId, response: { 200: ToolRequest, ...errors } } }, (request) =>
    requests.approve(parseId(request.params.id)),
  );

  app.post(
    '/tool-requests/:id/status',
    { schema: { ...byId, body: AdminStatusBody, response: { 200: ToolRequest, ...errors } } },
    (request) => requests.setStatus(parseId(request.params.id), request.body.status),
  );

  app.post(
    '/tool-requests/:id/edit',
    { schema: { ...byId, body: AdminEditBody, response: { 200: ToolRequest, ...errors } } },
    (request) => requests.edit(parseId(request.params.id), request.body),
  );

  app.post(
    '/tool-requests/:id/category',
    { schema: { ...byId, body: AdminCategoryBody, response: { 200: ToolRequest, ...errors } } },
    (request) => requests.setCategory(parseId(request.params.id), request.body.categoryId),
  );

  app.delete('/tool-requests/:id', { schema: { ...byId, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    const pagePath = await requests.delete(parseId(request.params.id));
    await app.generatedPages.remove(pagePath);
    return reply.code(204).send(null);
  });
}

/** A request's generated page: generating it, previewing it, and putting it live. */
function pageRoutes(app: AdminApp): void {
  const requests = app.toolRequests;

  app.post(
    '/tool-requests/:id/generate',
    {
      schema: {
        ...byId,
        response: {
          200: AdminGenerateResponse,
          ...errors,
          409: AdminGenerateErrorBody,
          422: AdminGenerateErrorBody,
          500: AdminGenerateErrorBody,
          502: AdminGenerateErrorBody,
          504: AdminGenerateErrorBody,
        },
      },
    },
    async (request, reply) => {
      try {
        return { filePath: await app.generatedPages.generate(parseId(request.params.id)) };
      } catch (error) {
        // Its own status and details for the dashboard; a fault of this server goes to the log too.
        if (error instanceof GenerationFailedError) {
          if (error.cause) request.log.error({ err: error.cause }, 'generating a tool page failed');
          return reply.code(error.statusCode).send({ error: error.message, details: error.details });
        }
        throw error;
      }
    },
  );

  app.post('/tool-requests/:id/go-live', { schema: { ...byId, response: { 200: AdminGoLiveResponse, ...errors } } }, async (request) => ({
    url: await requests.generations.goLive(parseId(request.params.id)),
  }));

  // The shell's preview of a ready_for_qa page (`/{slug}?preview={id}`) and the review before Go Live frame the
  // page's document through this URL, and show its source beside it with what the lint found.
  app.post('/tool-requests/:id/preview', { schema: { ...byId, response: { 200: AdminPreviewResponse, ...errors } } }, async (request) => {
    const pageName = await requests.generations.previewPageName(parseId(request.params.id));
    const source = (await app.generatedPages.readSource(pageName)) ?? '';
    return { frameUrl: generatedFrameUrl(pageName, app.generatedPages.tokens.issue(pageName)), source, lint: await lintPage(source) };
  });
}

/** Adding and removing categories. */
function categoryWriteRoutes(app: AdminApp): void {
  const categories = app.categories;

  app.post('/categories', { schema: { body: AdminCreateCategoryBody, response: { 201: Category, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await categories.create(request.body.name)),
  );

  app.delete('/categories/:id', { schema: { ...byId, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    await categories.delete(parseId(request.params.id));
    return reply.code(204).send(null);
  });
}

/** Every /api/admin/* route in one plugin, each behind HTTP Basic auth with the failed-login throttle. */
export const adminApi: FastifyPluginAsyncTypebox<AdminApiOptions> = async (app, options) => {
  // Answers carry requesters' e-mails and the admin's view: no browser or proxy may keep a copy (a 401 neither).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await registerAdminAuth(app, options);
  await app.register(adminRoutes);
};
