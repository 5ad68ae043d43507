// The Plagiarism Checker's page in the real site, against the real server: POST /api/plagiarism-check
// fetches a URL source from a page this spec serves on 127.0.0.1 (the e2e server runs with
// ALLOW_PRIVATE_FETCH=1, the test kit's server harness). The page smoke over every tool checks the empty
// page's title, heading, Related Tools, 360 px and axe; here they are checked with a report shown.
import { startTestHttpServer, type TestHttpServer } from '@toolnest/net/testing';
import { expect, expectFitsAndAccessible, notices, type Page, requestsDuring, test } from '@toolnest/test-kit';

const FROM_PAGE = 'the quick brown fox jumps over the lazy dog near the quiet river bank at dawn';
const FROM_PASTE = 'gardening tomatoes and peppers in a small sunny backyard plot takes patience every summer';
const OWN = 'these last few words are entirely my own and appear nowhere else at all';
const TEXT = `${FROM_PAGE}. ${FROM_PASTE}. ${OWN}.`;

let site: TestHttpServer;
test.beforeAll(async () => {
  site = await startTestHttpServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html><head><title>Story</title></head><body><nav>Home About</nav>
<article><h1>A story</h1><p>Once upon a time, ${FROM_PAGE}, and nobody saw it.</p></article><footer>Contact</footer></body></html>`);
  });
});
test.afterAll(async () => {
  await site.close();
});

const main = (page: Page) => page.getByRole('main');
const textBox = (page: Page) => main(page).getByRole('textbox', { name: 'Text to check' });
const button = (page: Page, name: string | RegExp) => main(page).getByRole('button', { name, exact: typeof name === 'string' });

/** The whole flow by keyboard: the text, a pasted source, a URL source from the local site, Enter to check. */
async function checkByKeyboard(page: Page) {
  await textBox(page).focus();
  await page.keyboard.insertText(TEXT);
  await expect(main(page).getByText('Words: 44')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Add Pasted Text')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('textbox', { name: 'Source 1: pasted text' })).toBeFocused();
  await page.keyboard.insertText(`Notes from a blog: ${FROM_PASTE}!`);
  await page.keyboard.press('Tab'); // Remove source 1
  await page.keyboard.press('Tab'); // Add Pasted Text
  await page.keyboard.press('Tab');
  await expect(button(page, 'Add URL')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('textbox', { name: 'Source 2: web page address' })).toBeFocused();
  await page.keyboard.insertText(`${site.url}/story`);
  await page.keyboard.press('Tab'); // Remove source 2
  await page.keyboard.press('Tab'); // Add Pasted Text
  await page.keyboard.press('Tab');
  await expect(button(page, 'Add URL')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('textbox', { name: 'Source 3: web page address' })).toBeFocused();
  await page.keyboard.insertText('http://127.0.0.1:1/');
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('heading', { name: 'Plagiarism Report' })).toBeVisible();
}

// In the worker's shared page (test-kit's sharedPage): each test opens the tool afresh and leaves nothing behind.
test.beforeEach(async ({ sharedPage: page }) => {
  await page.goto('/plagiarism-checker');
  await expect(page.getByRole('heading', { level: 1, name: 'Plagiarism Checker' })).toBeVisible();
  await expect(textBox(page)).toBeVisible();
});

test('the keyboard alone checks a text against a pasted and a fetched source, and the report shows every part', async ({ sharedPage: page }) => {
  await checkByKeyboard(page);
  const report = main(page);
  await expect(report.getByText('32%', { exact: true })).toBeVisible();
  await expect(report.getByText('Needs Review', { exact: true })).toBeVisible();
  await expect(report.getByText('Words compared', { exact: true }).locator('xpath=..')).toContainText('44');
  await expect(report.getByText('Sources checked').locator('xpath=..')).toContainText('2');
  await expect(report.getByText('Only the sources you gave were checked: no web search is set up on this server.')).toBeVisible();

  const matches = report.getByRole('heading', { name: 'Matches' }).locator('xpath=..').getByRole('listitem');
  await expect(matches).toHaveCount(2);
  await expect(matches.nth(0)).toContainText(`${site.url}/story`);
  await expect(matches.nth(0)).toContainText('36% similar');
  await expect(matches.nth(0)).toContainText(FROM_PAGE);
  await expect(matches.nth(1)).toContainText('Source 1 (pasted text)');
  await expect(matches.nth(1)).toContainText('32% similar');
  await expect(matches.nth(1)).toContainText(`${FROM_PASTE}.`);

  const highlighted = report.getByRole('region', { name: 'Your text with matches highlighted' }).locator('mark');
  await expect(highlighted).toHaveText([`${FROM_PAGE}. ${FROM_PASTE}.`]);

  const skipped = report.getByRole('heading', { name: 'Skipped sources' }).locator('xpath=..').getByRole('listitem');
  await expect(skipped).toHaveText(['http://127.0.0.1:1/: Port 1 cannot be fetched; use 80, 443 or a port from 1024 up.']);
  await expectFitsAndAccessible(page);

  await button(page, 'Clear All').click();
  await expect(textBox(page)).toHaveValue('');
  await expect(main(page).getByRole('heading', { name: 'Plagiarism Report' })).toBeHidden();
  await expect(main(page).getByText('Words: 0')).toBeVisible();
});

test('an empty text and one under 10 words get their messages, and nothing is sent', async ({ sharedPage: page }) => {
  const sent = await requestsDuring(page, '/api/plagiarism-check', async () => {
    await button(page, 'Check for Plagiarism').click();
    await expect(notices(page).getByText('Please enter some text to check for plagiarism.')).toBeVisible();
    await textBox(page).fill('one two three four five six seven eight nine');
    await button(page, 'Check for Plagiarism').click();
    await expect(notices(page).getByText('Please enter at least 10 words for meaningful plagiarism detection.')).toBeVisible();
  });
  expect(sent).toBe(0);
});
