// What a browser test of the site imports: Playwright's test API with the shared fixtures, the page
// checks, and the helpers for a tool page. Tools' specs (tools/<slug>/e2e) keep only what is their own;
// the suites over every tool live in ./suites.
export { controlsHydrated, expect, MEDIA_SERVER_OPTIONS, mediaTest, ownServer, readClipboard, test, waitForHydration, type Clipboard, type Page, type TestServer } from './fixtures';
export type { MediaSite, MediaSiteUrls } from './server';
export { expectNoSeriousA11yViolations } from './a11y';
export * from './page';
