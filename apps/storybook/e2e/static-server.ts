// A tiny static file server over the built Storybook (storybook-static/), on a free 127.0.0.1 port.
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const storybookStatic = fileURLToPath(new URL('../storybook-static/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export function assertBuilt(): void {
  if (!existsSync(join(storybookStatic, 'index.json'))) {
    throw new Error(`${storybookStatic} is missing: build first (pnpm --filter @toolnest/storybook build)`);
  }
}

export async function startStaticServer(root = storybookStatic): Promise<StaticServer> {
  assertBuilt();
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    // Nothing outside the folder, whatever the path says.
    const found = file.startsWith(root.endsWith(sep) ? root : root + sep) && (await stat(file).catch(() => null))?.isFile();
    if (!found) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  // Port 0: the OS picks a free one.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
