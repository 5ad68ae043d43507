import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listed readably.
 * `skipRules` only where a widget is known to trip a rule by design (say why at the call).
 */
export async function expectNoSeriousA11yViolations(page: Page, skipRules: string[] = []): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).disableRules(skipRules).analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      return [`[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes].join('\n');
    })
    .join('\n');
  expect(blocking.length, `axe found serious or critical violations on ${page.url()}:\n${report}`).toBe(0);
}
