// Shared by every package's vitest.config.ts: tests run on sources, never on dist/.
import { defineConfig } from 'vitest/config';

export const sourceConditions = ['@toolnest/source'];

/** Node tests (pure logic, server). */
export const nodeTestConfig = defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});

/** Component tests in jsdom, plus the node tests of the same package. */
export const domTestConfig = defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: [new URL('./vitest.setup-dom.ts', import.meta.url).pathname],
  },
});
