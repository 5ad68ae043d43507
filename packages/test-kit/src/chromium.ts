// Debian's Chromium for the workspace: the browser tests (apps/web, apps/storybook, packages/media) and the benchmarks.
import { fileURLToPath } from 'node:url';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The display compositor in the browser process, not a GPU process of its own (there is no GPU here): a seventh
  // less CPU over the page smoke suite in the whole browser; no difference measured in the headless shell.
  '--in-process-gpu',
];

// Never a downloaded browser: Debian's Chromium, which .ci/run installs, without its calls home. Plain data
// (Playwright's LaunchOptions where it is used), so playwright-core's own users import it too (packages/media).
// CHROMIUM_PATH names another binary for both.

/** The whole browser, run headless, for the benchmarks (`pnpm bench`): what Lighthouse measures. */
export const systemChromium = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args };

/**
 * The tests' Chromium: Debian's chromium-headless-shell, the same Chromium (its version, Blink and V8) built as
 * the headless shell that Playwright itself runs for headless Chromium, without the whole browser's desktop
 * layers. The site's 138 browser tests took 4.4 min in it against 7.7 min in /usr/bin/chromium, on a 2-core
 * machine where they are CPU-bound; 39 of them kept it busy 83-85 s of CPU against 117-137 s.
 */
export const testChromium = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args };

/**
 * A failed test's trace, kept in test-results/ for `playwright show-trace` on a developer's machine. In CI
 * (`.ci/run` sets CI), only the printed output is kept, so recording a trace of every test there, a seventh
 * of the browser tests' CPU on the page smoke suite, would be work thrown away.
 */
export const traceOnFailure = process.env.CI ? 'off' : 'retain-on-failure';

/** The JSON report that joins the vitest ones in .test-results/ for scripts/test-summary.mjs. */
export function jsonReport(name: string): string {
  return fileURLToPath(new URL(`../../../.test-results/playwright-${name}.json`, import.meta.url));
}
