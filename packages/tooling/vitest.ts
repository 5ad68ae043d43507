// Shared by every package's vitest config (a tool's is ./vitest.config.ts here): tests run on sources, never on dist/.
import { join, relative, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export const sourceConditions = ['@toolnest/source'];

const repoRoot = resolve(import.meta.dirname, '../..');
const packageName = relative(repoRoot, process.cwd()).replaceAll('/', '__') || 'root';

/** Console output plus a JSON report in .test-results/ for scripts/test-summary.mjs, one file per package and suite. */
export function testReporters(suite?: string): ['default', ['json', { outputFile: string }]] {
  const name = suite ? `${packageName}-${suite}` : packageName;
  return ['default', ['json', { outputFile: join(repoRoot, '.test-results', `vitest-${name}.json`) }]];
}
const reporters = testReporters();

// CI runs several packages' tests at once on 2 cores: leave room above vitest's 5 s default.
const testTimeout = 15_000;

/**
 * Node tests (pure logic, server). As with the component tests below, a worker's test files share one module
 * graph (`isolate: false`): importing the server's graph again for every file was a fifth of apps/api's time
 * (138 s of CPU against 93 s without). A test that needs a module's state fresh resets it itself.
 */
export const nodeTestConfig = defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    environment: 'node',
    isolate: false,
    reporters,
    testTimeout,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});

/**
 * Component tests in jsdom, plus the node tests of the same package. The test files of a worker share
 * one jsdom and one module graph (`isolate: false`): setting up both again for every file was most of
 * these suites' time (packages/ui: 52 s, 9.9 s without). So a test that needs a module's state fresh
 * says so itself (`vi.resetModules()`, then import it), and Testing Library's cleanup runs after each test.
 */
export const domTestConfig = defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    environment: 'jsdom',
    isolate: false,
    reporters,
    testTimeout,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: [new URL('./vitest.setup-dom.ts', import.meta.url).pathname],
  },
});

/**
 * The slow checks, one suite per turbo task, each a `test/<suite>.check.ts` that the default
 * `test/**\/*.test.ts` glob leaves out: `vitest run --config vitest.checks.config.ts --mode consumer`
 * (`test:consumer`, packed tarballs in a clean project) or `--mode generator` (`test:generator`).
 */
export const checksTestConfig = defineConfig(({ mode }) => ({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    environment: 'node',
    reporters: testReporters(mode),
    include: [`test/${mode}.check.ts`],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
}));
