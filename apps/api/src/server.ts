// Production entry: `node dist/server.js`. Reads the environment, serves API and web app, shuts down cleanly.
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { publicUrl, readConfig } from './config';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const app = await buildApp({
    dataDir: config.dataDir,
    webDist: config.webDist,
    admin: { username: config.adminUsername, password: config.adminPassword },
    rateLimit: { max: config.toolRequestsPerMinute, timeWindow: '1 minute' },
    failedLoginLimit: { max: config.failedLoginsPerMinute, timeWindow: '1 minute' },
    media: config.media,
    net: { dnsServers: config.net.dnsServers, allowPrivateFetch: config.net.allowPrivateFetch },
    toolRateLimits: config.toolRateLimits,
    search: config.search,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    onAdminPasswordGenerated: (username, password) => {
      // Printed once: only the hash is stored, so this is the one chance to read it.
      console.log(
        `\nNo ADMIN_PASSWORD was set, so one was generated for the admin "${username}":\n\n    ${password}\n\n` +
          'It is shown only this once. Set ADMIN_PASSWORD to choose your own.\n',
      );
    },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      process.exit(1); // A second signal means "now".
    }
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Toolnest listening on ${publicUrl(config.host, port)}`);
}

main().catch((error: unknown) => {
  console.error(`Toolnest could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
