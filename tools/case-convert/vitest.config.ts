import { mergeConfig } from 'vitest/config';
import { domTestConfig } from '../../vitest.shared';

// The consumer test needs built tarballs and the registry: it runs apart, via `test:consumer`.
export default mergeConfig(domTestConfig, { test: { exclude: ['**/node_modules/**', 'test/consumer.test.ts'] } });
