// Browser tests: Debian's Chromium against the production build (apps/api/dist/server.js serving
// apps/web/dist), started by @toolnest/test-kit's server harness on a free port with a temporary DATA_DIR:
// once for the run (e2e/global-setup.ts; the kit's `baseURL` fixture reads it), and once more for specs
// that set `serverOptions` (their own data, limits or DNS world).
import { defineConfig } from '@playwright/test';
import { jsonReport, testChromium, traceOnFailure } from '@toolnest/test-kit/chromium';
import type { EngineName } from '@toolnest/test-kit/engines';

// The checks written on the test kit's engine-neutral page, run in Firefox and WebKit as well (Chromium runs the
// first-paint suite through it too): each engine's browser is started once per worker, never Playwright's.
const ENGINE_SPECS = ['apps/web/e2e/engines.spec.ts', 'apps/web/e2e/first-paint.spec.ts'];
// What `npm test` gives each of them, within CI's time on 2 cores: every tool's primary action (its page's load
// included), the other pages' loads, the site chrome, and half the pages' first-paint test (Firefox one half,
// WebKit the other, one load each). ENGINES_FULL=1 (`pnpm bench`) runs everything in both: every page's load
// alone and every page's first paint, FIRST_PAINT_LOADS times.
const ENGINES_FULL = process.env.ENGINES_FULL === '1';
const engineSkips = (half: string) => (ENGINES_FULL ? /@heavy|@bench/ : new RegExp(`@heavy|@bench|@full|${half}`));

export default defineConfig<{ engineName: EngineName }>({
  // The shell's specs and every tool's own (tools/<slug>/e2e), found by glob: nothing to register.
  testDir: '../..',
  testMatch: ['apps/web/e2e/**/*.spec.ts', 'tools/*/e2e/**/*.spec.ts'],
  // Skips what git ignores (node_modules, dist, …) while looking for specs from the repository root.
  respectGitIgnore: true,
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Two, one per core: the specs that change data start servers of their own (worker-scoped fixtures).
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: jsonReport('apps__web') }]],
  timeout: 20_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results',
  projects: [
    // Tests that push megabytes through Chromium's text areas: one at a time (several at once on a 2-core machine
    // take 5x as long each), listed first so that they start at once beside the pages instead of running alone at
    // the end with a core idle. Their waits are made for a busy machine (a minute or more); how fast the tools
    // are is pnpm bench's to say.
    { name: 'heavy', grep: /@heavy/, workers: 1, timeout: 300_000, expect: { timeout: 60_000 } },
    { name: 'pages', grepInvert: /@heavy|@bench/, testIgnore: ['apps/web/e2e/engines.spec.ts'] },
    // Debian's Firefox (puppeteer-core over BiDi) and WebKitGTK (its WebDriver): one worker and one browser each.
    { name: 'firefox', testMatch: ENGINE_SPECS, grepInvert: engineSkips('@first-paint-half-2'), workers: 1, use: { engineName: 'firefox' } },
    { name: 'webkit', testMatch: ENGINE_SPECS, grepInvert: engineSkips('@first-paint-half-1'), workers: 1, use: { engineName: 'webkit' } },
    // Figures for the issues' budgets, run by `pnpm bench` (never by `npm test`, which checks behaviour).
    { name: 'bench', grep: /@bench/, workers: 1, timeout: 300_000, expect: { timeout: 60_000 } },
  ],
  use: {
    // The site's service worker precaches the whole build after each first visit: a fresh context for each test
    // would do that work again and again. Blocked here; offline.spec.ts allows it.
    serviceWorkers: 'block',
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: traceOnFailure,
    launchOptions: testChromium,
    // No transitions (packages/ui's styles.css honours the setting): a colour-scheme switch restyles at once,
    // so the axe check in dark measures dark colours, never a colour half-way through a transition.
    reducedMotion: 'reduce',
  },
});
