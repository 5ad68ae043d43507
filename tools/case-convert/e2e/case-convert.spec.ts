// What is Case Convert's own on its page in the real site (run by apps/web's Playwright, which collects
// tools/*/e2e). The test kit's page-smoke suite checks every tool page's title, heading, Related Tools,
// 360 px and axe in light and dark, so this spec does not.
import { readFile } from 'node:fs/promises';
import { expect, expectFitsAndAccessible, notices, readClipboard, test, waitForHydration, type Page } from '@toolnest/test-kit';

const SOURCE = 'hello wORLD. élan vital! is it? yes';

// The case rules (docs/tools/case-convert.md), Unicode aware: each button applied to SOURCE.
const CASES: [button: string, expected: string][] = [
  ['Sentence case', 'Hello world. Élan vital! Is it? Yes'],
  ['lower case', 'hello world. élan vital! is it? yes'],
  ['UPPER CASE', 'HELLO WORLD. ÉLAN VITAL! IS IT? YES'],
  ['Capitalized Case', 'Hello World. Élan Vital! Is It? Yes'],
  ['aLtErNaTiNg CaSe', 'hElLo WoRlD. éLaN vItAl! Is It? YeS'],
  ['Title Case', 'Hello World. Élan Vital! Is It? Yes'],
  ['InVeRsE cAsE', 'HELLO World. ÉLAN VITAL! IS IT? YES'],
];

const textArea = (page: Page) => page.getByRole('main').getByRole('textbox');

/**
 * Opens the tool in the worker's shared page (test-kit's sharedPage): each test opens it afresh and leaves
 * nothing behind, so a tab and a cold cache per test would buy nothing.
 */
async function open(page: Page) {
  await page.goto('/case-convert');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Convert' })).toBeVisible();
  await expect(textArea(page)).toBeVisible();
}

test('each case button converts the text', async ({ sharedPage: page }) => {
  await open(page);
  for (const [button, expected] of CASES) {
    await textArea(page).fill(SOURCE);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(textArea(page), button).toHaveValue(expected);
  }
});

test('Clear empties the text', async ({ sharedPage: page }) => {
  await open(page);
  await textArea(page).fill(SOURCE);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(textArea(page)).toHaveValue('');
});

test.describe('before the tool hydrates', () => {
  test.use({ waitForHydration: false });

  test('text typed into the prerendered page is the text the buttons convert', async ({ page }) => {
    // The tool's chunk arrives late, as on a slow phone: the visitor types into the server's HTML meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/CaseConvert-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/case-convert');
    await textArea(page).fill(SOURCE);
    release();
    await waitForHydration(page);
    await expect(page.getByText('Character Count: 35 | Word Count: 7')).toBeVisible();
    await page.getByRole('button', { name: 'UPPER CASE', exact: true }).click();
    await expect(textArea(page)).toHaveValue('HELLO WORLD. ÉLAN VITAL! IS IT? YES');
  });
});

test('Copy to Clipboard copies the text and says Copied!; the page fits 360 px with text in it', async ({ sharedPage: page }) => {
  await open(page);
  await textArea(page).fill(SOURCE);
  await page.getByRole('button', { name: 'UPPER CASE', exact: true }).click();
  await expectFitsAndAccessible(page);
  await page.getByRole('button', { name: 'Copy to Clipboard', exact: true }).click();
  await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
  await expect(notices(page).getByText('Text copied to clipboard successfully.')).toBeVisible();
  expect(await readClipboard(page)).toBe('HELLO WORLD. ÉLAN VITAL! IS IT? YES');
});

test('Download Text saves converted-text.txt with the converted text', async ({ sharedPage: page }) => {
  await open(page);
  await textArea(page).fill(SOURCE);
  await page.getByRole('button', { name: 'Title Case', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Text', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('converted-text.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe('Hello World. Élan Vital! Is It? Yes');
  await expect(notices(page).getByText('Downloaded!', { exact: true })).toBeVisible();
});

test('Download Text with no text says so', async ({ sharedPage: page }) => {
  await open(page);
  let downloaded = false;
  const onDownload = () => (downloaded = true);
  page.on('download', onDownload);
  try {
    await page.getByRole('button', { name: 'Download Text', exact: true }).click();
    await expect(notices(page).getByText('No text to download', { exact: true })).toBeVisible();
    await expect(notices(page).getByText('Please enter some text first.')).toBeVisible();
    expect(downloaded).toBe(false);
  } finally {
    page.off('download', onDownload);
  }
});
