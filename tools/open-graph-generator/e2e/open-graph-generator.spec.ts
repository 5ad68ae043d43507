// What is the Open Graph Generator's own on its page in the real site (run by apps/web's Playwright, which
// collects tools/*/e2e). The test kit's page smoke checks every tool page's title, heading, Related Tools,
// 360 px and axe in light and dark with the page empty; tags, escaping and messages are unit and
// interaction tests. Here, what needs the real browser: the production CSP, the clipboard, the layout
// with 10 KB in the fields and with the messages shown.
import { expect, expectFitsAndAccessible, mainButton as button, mainTextbox as box, notices, test, type Page } from '@toolnest/test-kit';

const URL_MESSAGE = 'Please enter a full URL starting with http:// or https://.';
// A 1×1 PNG, served for the preview's image by the test instead of a real host.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const preview = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Link preview' });

/** Console errors and page errors (a CSP refusal is one) from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`a dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return errors;
}

test('a title that breaks out is escaped, a javascript: URL is refused by its field, the tags copy, and 10 KB fields fit 360 px', async ({
  page,
  clipboard,
}) => {
  const errors = collectErrors(page);
  await page.goto('/open-graph-generator');
  await box(page, 'Title').fill('"><script>window.pwned = 1</script>');
  await box(page, 'Description').fill(`<img src=x onerror="window.pwned = 2"> it's`);
  await box(page, 'Page URL').fill('javascript:alert(1)');
  await button(page, 'Generate').click();

  await expect(box(page, 'Page URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(box(page, 'Page URL')).toHaveAccessibleDescription(URL_MESSAGE);
  await expect(box(page, 'Page URL')).toBeFocused();
  await expect(box(page, 'Generated Tags')).toHaveValue('');
  await expect(button(page, 'Copy')).toBeDisabled();

  await box(page, 'Page URL').fill('https://example.com/launch');
  await expect(box(page, 'Page URL')).not.toHaveAttribute('aria-invalid');
  await button(page, 'Generate').click();
  const tags = [
    '<meta property="og:title" content="&quot;&gt;&lt;script&gt;window.pwned = 1&lt;/script&gt;" />',
    '<meta property="og:description" content="&lt;img src=x onerror=&quot;window.pwned = 2&quot;&gt; it&#39;s" />',
    '<meta property="og:type" content="website" />',
    '<meta property="og:url" content="https://example.com/launch" />',
    '<meta name="twitter:card" content="summary" />',
    '<meta name="twitter:title" content="&quot;&gt;&lt;script&gt;window.pwned = 1&lt;/script&gt;" />',
    '<meta name="twitter:description" content="&lt;img src=x onerror=&quot;window.pwned = 2&quot;&gt; it&#39;s" />',
  ].join('\n');
  await expect(box(page, 'Generated Tags')).toHaveValue(tags);
  // The preview shows the title as text, never as markup.
  await expect(preview(page).getByText('"><script>window.pwned = 1</script>', { exact: true })).toBeVisible();

  await button(page, 'Copy').click();
  await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
  await expect(notices(page).getByText('Open Graph tags copied to clipboard successfully.')).toBeVisible();
  expect(await clipboard.read()).toBe(tags);

  // Bad input row 2: 10 KB in text fields, kept whole, with the layout intact at 360 px.
  const tenKb = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(180).slice(0, 10_240);
  const oneWord = 'x'.repeat(10_240);
  await box(page, 'Title').fill(oneWord);
  await box(page, 'Description').fill(tenKb);
  await box(page, 'Site Name').fill(tenKb);
  await button(page, 'Generate').click();
  await expect(box(page, 'Generated Tags')).toHaveValue(new RegExp(`^<meta property="og:title" content="${oneWord}" />\n`));
  expect(await box(page, 'Title').inputValue()).toHaveLength(10_240);
  await expectFitsAndAccessible(page);

  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('the preview draws an https image under the production CSP, leaves out an http one and says why; messages fit 360 px', async ({ page }) => {
  const errors = collectErrors(page);
  await page.route('https://og-image.example/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  await page.goto('/open-graph-generator');
  await box(page, 'Title').fill('Launch day');
  await box(page, 'Page URL').fill('https://news.example.org/launch');
  await expect(preview(page).getByText('news.example.org')).toBeVisible();

  await box(page, 'Image URL').fill('https://og-image.example/cover.png');
  const image = preview(page).locator('img');
  await expect(image).toHaveAttribute('src', 'https://og-image.example/cover.png');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // The reason the page gives is true: this site's CSP refuses an http image.
  const refused = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
        new Image().src = 'http://og-image.example/probe.png';
      }),
  );
  expect(refused).toBe('img-src');
  errors.length = 0; // That refusal is the probe's, logged on purpose.

  await box(page, 'Image URL').fill('http://og-image.example/cover.png');
  await expect(image).toHaveCount(0);
  await expect(
    preview(page).getByText('The image is left out of this preview: this site loads images from https:// addresses only. The tags still include it.'),
  ).toBeVisible();

  // The messages shown, at 360 px, light and dark: the required notice, the marked fields, the URL message.
  await button(page, 'Clear All').click();
  await box(page, 'Image URL').fill('javascript:alert(1)');
  await button(page, 'Generate').click();
  await expect(notices(page).getByText('Please enter at least a title and description.')).toBeVisible();
  await expect(box(page, 'Title')).toBeFocused();
  await expect(box(page, 'Image URL')).toHaveAccessibleDescription(/Please enter a full URL starting with http:\/\/ or https:\/\/\./);
  await expectFitsAndAccessible(page);
  expect(errors).toEqual([]);
});
