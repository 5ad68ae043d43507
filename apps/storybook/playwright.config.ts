// Accessibility run over the built Storybook: Debian's Chromium opens every packages/ui story, in light
// and in dark, from storybook-static/ served by e2e/static-server.ts (started once in e2e/global-setup.ts).
import { defineConfig } from '@playwright/test';
// The web app's browser-test helpers: one Chromium setup for the workspace.
import { jsonReport, testChromium, traceOnFailure } from '@toolnest/test-kit/chromium';


export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: jsonReport('apps__storybook') }]],
  timeout: 20_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results',
  use: {
    // Set by global-setup before the workers start (they load this file again and inherit its env).
    baseURL: process.env.STORYBOOK_E2E_URL,
    browserName: 'chromium',
    // The narrowest screen the site supports, where touch targets and wrapping matter most.
    viewport: { width: 360, height: 800 },
    trace: traceOnFailure,
    launchOptions: testChromium,
    // No transitions (packages/ui's styles.css honours the setting): a colour-scheme switch restyles at once,
    // so the axe check in dark measures dark colours, never a colour half-way through a transition.
    reducedMotion: 'reduce',
  },
});
