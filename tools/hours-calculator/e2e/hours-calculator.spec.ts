// What is Hours Calculator's own on its page in the real site (run by apps/web's Playwright, which collects
// tools/*/e2e). The test kit's page smoke checks every tool page's title, heading, description, Related Tools
// (none here: the tool is alone in its group), 360 px and axe in light and dark, so this spec does not.
import { expect, expectFitsAndAccessible, mainButton, notices, test, type Page } from '@toolnest/test-kit';

// The tool's own section: the article below it quotes a result line too.
const tool = (page: Page) => page.getByRole('region', { name: 'Hours Calculator', exact: true });
const field = (page: Page, label: string) => tool(page).getByLabel(label, { exact: true });
const result = (page: Page) => tool(page).getByText(/^Total Time Worked:/);

async function fill(page: Page, start: string, end: string, pause: string) {
  await field(page, 'Start Time').fill(start);
  await field(page, 'End Time').fill(end);
  await field(page, 'Break Time (minutes)').fill(pause);
}

// In the worker's shared page (test-kit's sharedPage): each test opens the tool afresh and leaves nothing behind.
test.beforeEach(async ({ sharedPage: page }) => {
  await page.goto('/hours-calculator');
  await expect(field(page, 'Start Time')).toBeVisible();
});

test('Enter calculates in the native time fields; bad inputs; the page fits with a result', async ({ sharedPage: page }) => {
  await expect(result(page)).toHaveCount(0);
  await fill(page, '09:00', '17:30', '30');
  await field(page, 'Break Time (minutes)').press('Enter');
  await expect(result(page)).toHaveText('Total Time Worked: 8h 0m');
  await expectFitsAndAccessible(page);

  // 23:59 to 00:00 crosses midnight: one minute.
  await fill(page, '23:59', '00:00', '');
  await mainButton(page, 'Calculate Hours').click();
  await expect(result(page)).toHaveText('Total Time Worked: 0h 1m');
  await expect(tool(page).getByText(/across midnight/)).toBeVisible();

  await field(page, 'Break Time (minutes)').fill('1000000000');
  await mainButton(page, 'Calculate Hours').click();
  await expect(notices(page).getByText('Break time cannot be longer than the time worked.')).toBeVisible();
  await expect(result(page)).toHaveCount(0);

  await field(page, 'End Time').fill('');
  await mainButton(page, 'Calculate Hours').click();
  await expect(notices(page).getByText('Please enter both start and end times.')).toBeVisible();
  await expect(result(page)).toHaveCount(0);
});

test('the address keeps the calculation through a reload; Clear, by keyboard, empties the page and the address', async ({ sharedPage: page }) => {
  await fill(page, '22:00', '06:15', '45');
  await mainButton(page, 'Calculate Hours').click();
  await expect(result(page)).toHaveText('Total Time Worked: 7h 30m');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ start: '22:00', end: '06:15', break: '45' });

  await page.reload();
  await expect(result(page)).toHaveText('Total Time Worked: 7h 30m');
  await expect(field(page, 'Start Time')).toHaveValue('22:00');
  await expect(field(page, 'End Time')).toHaveValue('06:15');
  await expect(field(page, 'Break Time (minutes)')).toHaveValue('45');

  // Tab order: the break field, Calculate Hours, then Clear.
  await field(page, 'Break Time (minutes)').focus();
  await page.keyboard.press('Tab');
  await expect(mainButton(page, 'Calculate Hours')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(mainButton(page, 'Clear')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveCount(0);
  for (const label of ['Start Time', 'End Time', 'Break Time (minutes)']) await expect(field(page, label)).toHaveValue('');
  await expect(field(page, 'Start Time')).toBeFocused();
  expect(new URL(page.url()).search).toBe('');
});
