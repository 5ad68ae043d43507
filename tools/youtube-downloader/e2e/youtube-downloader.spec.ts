// YoutubeDownloader's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e), against
// the real server: POST /api/youtube-downloader answers from the tool's ./server plugin. The test kit's page smoke
// over every registered tool already checks its title, heading, description, Related Tools, 360 px and axe
// in light and dark (empty); here they are checked again with a result shown. Add only what is this tool's own.
import { expect, expectFitsAndAccessible, mainButton as button, mainTextbox as box, test } from '@toolnest/test-kit';

test.beforeEach(async ({ page }) => {
  await page.goto('/youtube-downloader');
  await expect(box(page, 'Input')).toBeVisible();
});

test('Convert asks the server and Clear All empties both boxes', async ({ page }) => {
  await box(page, 'Input').fill('  hello  ');
  await button(page, 'Convert').click();
  await expect(box(page, 'Output')).toHaveValue('hello');
  await expectFitsAndAccessible(page);
  await button(page, 'Clear All').click();
  await expect(box(page, 'Input')).toHaveValue('');
  await expect(box(page, 'Output')).toHaveValue('');
});
