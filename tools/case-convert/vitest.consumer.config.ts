import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared';

// The consumer test: built tarballs installed from outside the workspace (slow: npm install hits the registry).
export default defineConfig({
  test: {
    environment: 'node',
    reporters: testReporters('consumer'),
    include: ['test/consumer.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 900_000,
  },
});
