// The Cloaking Checker's page in the real site, against the real server: POST /api/cloaking-check
// fetches pages from a local site this spec starts on 127.0.0.1 (the browser tests' server runs with
// ALLOW_PRIVATE_FETCH=1). The site serves /same alike to everyone and /cloaked differently to Googlebot.
// The route allows 10 checks a minute per IP: this file makes 4. The page smoke over every tool checks
// the empty page's title, heading, Related Tools, 360 px and axe; here they are checked with each result.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startTestHttpServer, type TestHttpServer } from '@toolnest/net/testing';
import { expect, expectFitsAndAccessible, notices, type Page, requestsDuring, test } from '@toolnest/test-kit';

const ARTICLE = 'Our guide to hiking boots explains how to choose a pair that fits, how to break them in and how to keep them dry on long trails.';
const SPAM = 'Cheap boots cheap shoes buy cheap boots online best price discount boots shop now';

function site(request: IncomingMessage, response: ServerResponse) {
  const isBot = (request.headers['user-agent'] ?? '').includes('Googlebot');
  const path = new URL(request.url ?? '/', 'http://site').pathname;
  const page = (title: string, text: string, head = '') => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>${title}</title>${head}<link rel="canonical" href="/boots"></head><body><p>${text}</p></body></html>`);
  };
  if (path === '/same') page('Hiking boots', ARTICLE);
  else if (path === '/cloaked' && isBot) page('Best cheap boots online', SPAM, '<meta name="robots" content="index, follow">');
  else if (path === '/cloaked') page('Hiking boots', ARTICLE, '<meta name="robots" content="noindex">');
  else {
    response.writeHead(404);
    response.end();
  }
}

let target: TestHttpServer;
test.beforeAll(async () => {
  target = await startTestHttpServer(site);
});
test.afterAll(async () => {
  await target.close();
});

const SAME_VERDICT = 'No cloaking detected: Googlebot and visitors get the same page.';
const DIFFERENT_VERDICT = 'Possible cloaking: Googlebot gets a different page from visitors.';

const input = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Website URL' });
const checkButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Check for Cloaking|Analyzing\.\.\.)$/ });
const panel = (page: Page, name: 'User View' | 'Bot View') => page.getByRole('main').getByRole('region', { name });

/** Types the URL and presses Enter in the box: a check by keyboard alone. */
async function check(page: Page, url: string) {
  await input(page).focus();
  await page.keyboard.type(url);
  await page.keyboard.press('Enter');
}

// In the worker's shared page (test-kit's sharedPage): each test opens the tool afresh and leaves nothing behind.
test.beforeEach(async ({ sharedPage: page }) => {
  await page.goto('/cloaking-checker');
  await expect(page.getByRole('heading', { level: 1, name: 'Cloaking Checker' })).toBeVisible();
  await expect(input(page)).toBeVisible();
});

test('a page served alike to both: no cloaking, and both panels show the same page', async ({ sharedPage: page }) => {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/cloaking-check'));
  await check(page, `${target.url}/same`);
  expect((await answered).status()).toBe(200);
  await expect(page.getByText(SAME_VERDICT)).toBeVisible();
  await expect(page.getByText('Status, final URL, title, robots rules, canonical link and visible text all match.')).toBeVisible();
  await expect(page.getByText('Text similarity: 100%')).toBeVisible();
  for (const name of ['User View', 'Bot View'] as const) {
    await expect(panel(page, name).getByText('Hiking boots', { exact: true })).toBeVisible();
    await expect(panel(page, name).getByText(ARTICLE)).toBeVisible();
    await expect(panel(page, name).getByText(`${target.url}/boots`)).toBeVisible();
  }
  await expect(panel(page, 'User View').getByText(/Chrome\/\d+\.0\.0\.0 Safari/)).toBeVisible();
  await expect(panel(page, 'Bot View').getByText(/Googlebot\/2\.1/)).toBeVisible();
  await expect(checkButton(page)).toHaveText('Check for Cloaking');
  await expectFitsAndAccessible(page);
});

test('a page that shows Googlebot something else: each difference, the two views, then Clear Results by keyboard', async ({ sharedPage: page }) => {
  await input(page).focus();
  await page.keyboard.type(`${target.url}/cloaked`);
  await page.keyboard.press('Tab');
  await expect(checkButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(DIFFERENT_VERDICT)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Differences found:' }).locator('xpath=..').getByRole('listitem')).toHaveText([
    'Title: visitors see "Hiking boots", Googlebot sees "Best cheap boots online".',
    'Meta robots: visitors get "noindex", Googlebot gets "follow, index".',
    'Visible text: only 0% similar (below the 80% threshold).',
  ]);
  await expect(panel(page, 'User View').getByText('Hiking boots', { exact: true })).toBeVisible();
  await expect(panel(page, 'User View').getByText('noindex', { exact: true })).toBeVisible();
  await expect(panel(page, 'Bot View').getByText('Best cheap boots online', { exact: true })).toBeVisible();
  await expect(panel(page, 'Bot View').getByText(SPAM)).toBeVisible();
  await expectFitsAndAccessible(page);

  const clear = page.getByRole('main').getByRole('button', { name: 'Clear Results' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(DIFFERENT_VERDICT)).toHaveCount(0);
  await expect(panel(page, 'Bot View')).toHaveCount(0);
  await expect(input(page)).toHaveValue('');
});

test('a blank or scheme-less URL is refused in the page, without a request', async ({ sharedPage: page }) => {
  const sent = await requestsDuring(page, '/api/cloaking-check', async () => {
    await checkButton(page).click();
    await expect(notices(page).getByText('Please enter a website URL to check.')).toBeVisible();
    await check(page, 'example.com');
    await expect(notices(page).getByText('Please enter a valid URL starting with http:// or https://')).toBeVisible();
  });
  expect(sent).toBe(0);
});

test("an address the server may not fetch: the server's sentence in an error notice", async ({ sharedPage: page }) => {
  await check(page, 'http://169.254.169.254/latest/meta-data/');
  await expect(notices(page).getByText('169.254.169.254 is a cloud metadata address, which cannot be fetched.')).toBeVisible();
  await expect(notices(page).getByText('Error', { exact: true })).toBeVisible();
  await expect(checkButton(page)).toHaveText('Check for Cloaking');
});
