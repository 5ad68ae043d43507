// The axe check itself: it must fail where a page has a serious violation, and name it.
import { expect, test, expectNoSeriousA11yViolations } from '@toolnest/test-kit';

const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

test('the axe check fails on an image without a text alternative and on unreadable text, naming both', async ({ page }) => {
  await page.setContent(
    `<main><h1>Check</h1><img src="${GIF}"><p style="color:#eee;background:#fff">faint</p></main>`,
  );
  const failure = await expectNoSeriousA11yViolations(page).then(() => null, (error: Error) => error.message);
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
});

const documentWith = (image: string) =>
  `<html lang="en"><title>Check</title><main><h1>Check</h1>${image}</main></html>`;

test('the axe check passes a clean page, and skips only the rules it is told to', async ({ page }) => {
  await page.setContent(documentWith(`<img alt="" src="${GIF}">`));
  await expectNoSeriousA11yViolations(page);
  await page.setContent(documentWith(`<img src="${GIF}">`));
  await expectNoSeriousA11yViolations(page, ['image-alt']);
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow('image-alt');
});
