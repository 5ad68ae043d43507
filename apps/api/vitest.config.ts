import { mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../../vitest.shared';

/** What the api-postgres project (root vitest.config.ts) runs again on PostgreSQL: every test that reads or writes the database. */
export const POSTGRES_TESTS = ['test/stores.test.ts', 'test/routes.test.ts', 'test/admin.test.ts', 'test/generated-pages.test.ts'];

// Server tests open sockets and SQLite files; a generous timeout keeps them steady on a busy 2-core machine.
export default mergeConfig(nodeTestConfig, { test: { testTimeout: 20_000, setupFiles: ['test/setup.ts'] } });
