// Global setup of the api-postgres vitest project (root vitest.config.ts): a throwaway PostgreSQL cluster and Redis
// server for the run. The helpers read their URLs (inject): each test's DATA_DIR gets a schema of its own
// (helpers.ts databaseFor), and the tests of several servers share the Redis (redisUrl).
import type { TestProject } from 'vitest/node';
import { startPostgres } from '@toolnest/test-kit/postgres';
import { startRedis } from '@toolnest/test-kit/redis';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [cluster, redis] = await Promise.all([startPostgres(), startRedis()]);
  project.provide('postgresUrl', cluster.url);
  project.provide('redisUrl', redis.url);
  return async () => {
    await Promise.all([cluster.stop(), redis.stop()]);
  };
}
