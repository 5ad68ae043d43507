import { mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../../vitest.shared';

// Server tests open sockets and SQLite files; a generous timeout keeps them steady on a busy 2-core machine.
export default mergeConfig(nodeTestConfig, { test: { testTimeout: 20_000, setupFiles: ['test/setup.ts'] } });
