import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
/** Below this size compression costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** The best encoding the client accepts ('identity' when it names none we offer). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  return (acceptEncoding && negotiate(acceptEncoding, ENCODINGS)) || 'identity';
}

const compressors: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  // Compressed once per change of the data, so a high level is worth it; zlib runs off the event loop.
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

interface Entry {
  identity: Buffer;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/**
 * Holds one serialized response body (plus its compressed forms) until the data behind it changes.
 * A body built while a write happened is answered but not kept, so a stale body is never cached.
 */
export class ResponseCache {
  #version = 0;
  #entry: Entry | undefined;

  async get(build: () => Promise<string>, accepted: Encoding = 'identity'): Promise<{ body: Buffer; encoding: Encoding }> {
    const entry = this.#entry ?? (await this.#build(build));
    if (accepted === 'identity' || entry.identity.length < MIN_COMPRESS_BYTES) {
      return { body: entry.identity, encoding: 'identity' };
    }
    let encoded = entry.encoded.get(accepted);
    if (!encoded) {
      encoded = compressors[accepted](entry.identity);
      entry.encoded.set(accepted, encoded);
    }
    return { body: await encoded, encoding: accepted };
  }

  invalidate(): void {
    this.#version += 1;
    this.#entry = undefined;
  }

  async #build(build: () => Promise<string>): Promise<Entry> {
    const version = this.#version;
    const entry: Entry = { identity: Buffer.from(await build()), encoded: new Map() };
    if (version === this.#version) this.#entry = entry;
    return entry;
  }
}

/** What a route may do with a store's cache: read it. Only the store that writes the data invalidates it. */
export type CachedBody = Pick<ResponseCache, 'get'>;

/** Answers from the cache in the best encoding the client accepts; the body comes from the route's own serializer. */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: CachedBody,
  load: () => Promise<unknown>,
): Promise<void> {
  const { body, encoding } = await cache.get(
    async () => reply.serialize(await load()) as string,
    pickEncoding(request.headers['accept-encoding']),
  );
  reply.header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  reply.send(body);
}
