import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApprovedToolRequest,
  checkToolRequest,
  ErrorBody,
  LiveToolRequest,
  ToolRequest,
  ToolRequestBody,
} from '@toolnest/api-client/schemas';
import { Type } from 'typebox';
import { sendCached } from '../stores/response-cache';

export interface ToolRequestRoutesOptions {
  /** Submissions allowed per client IP and time window. */
  rateLimit: { max: number; timeWindow: number | string };
}

export const toolRequestRoutes: FastifyPluginAsyncTypebox<ToolRequestRoutesOptions> = async (app, { rateLimit }) => {
  const store = app.toolRequests;
  // The public lists are read on every catalogue visit and change only on writes: serve cached bytes.
  app.get('/tool-requests/live', { schema: { response: { 200: Type.Array(LiveToolRequest) } } }, (request, reply) =>
    sendCached(request, reply, store.lists.liveCache, () => store.lists.live()),
  );

  app.get(
    '/tool-requests/approved',
    { schema: { response: { 200: Type.Array(ApprovedToolRequest) } } },
    (request, reply) => sendCached(request, reply, store.lists.approvedCache, () => store.lists.approved()),
  );

  app.post(
    '/tool-request',
    {
      config: { rateLimit },
      schema: {
        body: ToolRequestBody,
        response: { 201: ToolRequest, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const checked = checkToolRequest(request.body);
      if (!checked.ok) return reply.code(400).send({ error: checked.error });
      return reply.code(201).send(await store.create(checked.value));
    },
  );
};
