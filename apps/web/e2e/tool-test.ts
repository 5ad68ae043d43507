// What a tool's browser test (tools/<slug>/e2e/*.spec.ts, run by this package's Playwright) imports:
// Playwright's test API from here, so tool packages need no Playwright of their own, and the page checks.
export { expect, test, type Page } from '@playwright/test';
export { expectNoSeriousA11yViolations } from './a11y';
