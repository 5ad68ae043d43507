// How the server starts from the environment: `main` for the production entry (server.ts) and the
// browser tests' entry (testing-media-server.ts). Reads the environment, serves API and web app, shuts down cleanly.
import type { AddressInfo } from 'node:net';
import { buildApp, type AppOptions } from './app';
import { publicUrl, readConfig } from '../config/config';
import { shutDownOnExit } from './shutdown';

/**
 * Starts the server from the environment. `media` adds to the engine's options what no variable
 * sets: the browser tests' server (testing-media-server.ts) points the sites at a fake media server.
 */
export async function main({ media }: { media?: Pick<NonNullable<AppOptions['media']>, 'services'> } = {}): Promise<void> {
  const config = readConfig(process.env);
  const app = await buildApp({
    dataDir: config.dataDir,
    synchronous: config.synchronous,
    database: config.database,
    redisUrl: config.redisUrl,
    webDist: config.webDist,
    siteUrl: config.siteUrl,
    generatedOrigin: config.generatedOrigin,
    admin: { username: config.adminUsername, password: config.adminPassword },
    rateLimit: { max: config.toolRequestsPerMinute, timeWindow: '1 minute' },
    failedLoginLimit: { max: config.failedLoginsPerMinute, timeWindow: '1 minute' },
    media: { ...config.media, ...media },
    net: config.net,
    toolRateLimits: config.toolRateLimits,
    search: config.search,
    toolSettings: config.toolSettings,
    llm: config.llm,
    trustProxy: config.trustProxy,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    onAdminPasswordGenerated: (username, password) => {
      // Printed once: only the hash is stored, so this is the one chance to read it.
      console.log(
        `\nNo ADMIN_PASSWORD was set, so one was generated for the admin "${username}":\n\n    ${password}\n\n` +
          'It is shown only this once. Set ADMIN_PASSWORD to choose your own.\n',
      );
    },
  });

  if (config.siteUrlDefaulted) {
    app.log.warn(
      `SITE_URL is not set, so canonical links, og:url, sitemap.xml, robots.txt and llms.txt name ${config.siteUrl}; set it to the site's public origin.`,
    );
  }

  // Every way out kills the media engine's process groups first (see shutdown.ts), a failed listen below included.
  shutDownOnExit(app);

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Toolnest listening on ${publicUrl(config.host, port)}`);
}

/** Runs `main`, or says why it could not start and exits 1. */
export function run(start: () => Promise<void> = main): void {
  start().catch((error: unknown) => {
    console.error(`Toolnest could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
