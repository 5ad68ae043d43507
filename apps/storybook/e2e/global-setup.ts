// One static server for the whole run; workers inherit its URL through the environment.
import { startStaticServer } from './static-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startStaticServer();
  // Workers load playwright.config.ts again after this, and read the URL from their inherited env.
  process.env.STORYBOOK_E2E_URL = server.url;
  return server.close;
}
