// One production server for the whole run; workers inherit its URL through the environment.
import { SHARED_SERVER_URL, startServer } from '@toolnest/test-kit/server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  // Workers load playwright.config.ts again after this, and read the URL from their inherited env.
  process.env[SHARED_SERVER_URL] = server.baseURL;
  return server.stop;
}
