import { configDefaults, mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../../packages/tooling/vitest';

/** Tests of what only PostgreSQL does (several servers on one database): in the api-postgres project alone. */
const POSTGRES_ONLY = 'test/**/*.pg.test.ts';
/** What the api-postgres project (root vitest.config.ts) runs on PostgreSQL: every test that reads or writes the database. */
export const POSTGRES_TESTS = ['test/stores.test.ts', 'test/routes.test.ts', 'test/admin.test.ts', 'test/generated-pages.test.ts', POSTGRES_ONLY];

// Server tests open sockets and SQLite files; a generous timeout keeps them steady on a busy 2-core machine.
export default mergeConfig(nodeTestConfig, {
  test: { testTimeout: 20_000, setupFiles: ['test/setup.ts'], exclude: [...configDefaults.exclude, POSTGRES_ONLY] },
});
