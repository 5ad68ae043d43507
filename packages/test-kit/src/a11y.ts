import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const BLOCKING = new Set(['serious', 'critical']);

// axe-core itself, run in the page. @axe-core/playwright re-injects its 500 kB into every frame on each
// check and finishes each run in a second, blank page: 1.1 s a check here, against 0.15 s this way,
// which the browser runs pay for every page in light and in dark. The one frame of ours, a generated page's
// sandboxed frame, is checked on its own: pass it as the Frame.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

type Violation = Pick<Axe.AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: { target: string[]; failureSummary?: string }[];
};

/** axe's violations on the page (or one frame of it) as it is now (axe-core injected once per document). */
async function axeViolations(page: Page | Frame, skipRules: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  return page.evaluate(async (skip) => {
    const rules: Axe.RuleObject = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
    const { violations } = await window.axe!.run(document, { resultTypes: ['violations'], rules });
    return violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })),
    }));
  }, skipRules);
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listed readably.
 * `skipRules` only where a widget is known to trip a rule by design (say why at the call).
 */
export async function expectNoSeriousA11yViolations(page: Page | Frame, skipRules: string[] = []): Promise<void> {
  const blocking = (await axeViolations(page, skipRules)).filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      return [`[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes].join('\n');
    })
    .join('\n');
  expect(blocking.length, `axe found serious or critical violations on ${page.url()}:\n${report}`).toBe(0);
}
