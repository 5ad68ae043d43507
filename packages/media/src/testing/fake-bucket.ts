// A fake S3-style bucket for tests of MEDIA_S3_*: path-style PUT, GET and DELETE of objects on
// 127.0.0.1, kept in memory. A GET must carry a presigned URL's query (X-Amz-Signature, X-Amz-Expires)
// and answers with the response-content-* it names, as S3 does; signatures are not checked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBucket {
  /** MEDIA_S3_ENDPOINT: http://127.0.0.1:PORT */
  endpoint: string;
  /** The objects by `bucket/key`. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** `METHOD /path` of every request. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeBucket(): Promise<FakeBucket> {
  const objects: FakeBucket['objects'] = new Map();
  const requests: string[] = [];
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://bucket');
    const name = decodeURIComponent(url.pathname.slice(1));
    requests.push(`${request.method} /${name}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === 'PUT') {
      // A body in aws-chunked encoding (the SDK's trailing checksums) would be stored as it came: refuse it.
      if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) return response.writeHead(400).end('aws-chunked');
      objects.set(name, { body: Buffer.concat(chunks), contentType: request.headers['content-type'] });
      return response.writeHead(200, { etag: '"fake"' }).end();
    }
    if (request.method === 'DELETE') {
      objects.delete(name);
      return response.writeHead(204).end();
    }
    const object = objects.get(name);
    if (!url.searchParams.has('X-Amz-Signature') || !url.searchParams.has('X-Amz-Expires')) return response.writeHead(403).end();
    if (!object) return response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': url.searchParams.get('response-content-type') ?? object.contentType ?? 'application/octet-stream',
      ...(url.searchParams.has('response-content-disposition') ? { 'content-disposition': url.searchParams.get('response-content-disposition')! } : {}),
      'content-length': object.body.length,
    });
    response.end(object.body);
  };
  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
