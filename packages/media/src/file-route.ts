// GET (and HEAD) {prefix}/download/file/:job: a finished file, with byte ranges, or a redirect to the
// bucket's signed URL when the shared queue's workers keep the files there.
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { contentDisposition, parseByteRange } from './files';
import type { FinishedFile } from './job';
import type { MediaJobs } from './media-jobs';

const GONE = { error: 'This file is not available. It may have expired; please download it again.' };

/** Sends the file on disk, whole or the range asked for (416 past its end). */
async function sendFile(file: FinishedFile, request: FastifyRequest, reply: FastifyReply) {
  let handle;
  try {
    handle = await open(file.path, 'r');
  } catch {
    return reply.code(404).send(GONE);
  }
  const { size } = await handle.stat();
  const range = parseByteRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    await handle.close();
    reply.header('content-range', `bytes */${size}`);
    return reply.code(416).send({ error: 'The requested range is beyond the end of the file.' });
  }
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', contentDisposition(file.filename));
  reply.header('accept-ranges', 'bytes');
  reply.header('cache-control', 'private, no-store');
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  reply.header('content-length', String(Math.max(0, end - start + 1)));
  if (request.method === 'HEAD' || size === 0) {
    await handle.close();
    // An empty stream: Fastify's HEAD handling keeps the Content-Length of a stream.
    return reply.send(Readable.from([]));
  }
  return reply.send(handle.createReadStream({ start, end }));
}

export function registerFileRoute(app: FastifyInstance, engine: MediaJobs, prefix: string): void {
  app.get<{ Params: { job: string } }>(
    `${prefix}/download/file/:job`,
    { schema: { params: Type.Object({ job: Type.String() }) } },
    async (request, reply) => {
      const file = await engine.files.finished(request.params.job);
      if (!file) return reply.code(404).send(GONE);
      if ('redirect' in file) return reply.header('cache-control', 'private, no-store').redirect(file.redirect, 302);
      return sendFile(file, request, reply);
    },
  );
}
