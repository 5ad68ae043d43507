// Shared by every Playwright config of the workspace (apps/web, apps/storybook).
import { fileURLToPath } from 'node:url';

/**
 * Never a downloaded browser: the system Chromium that .ci/run installs, without its calls home. Plain data
 * (Playwright's LaunchOptions where it is used), so playwright-core's own users import it too (packages/media).
 */
export const systemChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // The display compositor in the browser process, not a GPU process of its own (there is no GPU here):
    // a seventh less CPU over the page smoke suite.
    '--in-process-gpu',
  ],
};

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
