// What is Check Splitter's own on its page in the real site (run by apps/web's Playwright, which collects
// tools/*/e2e). The test kit's page smoke already checks the page's title, heading, Related Tools, 360 px
// and axe when empty; the splitting itself is unit- and interaction-tested. Here: what needs a real
// browser: localStorage across reloads of the prerendered page, real downloads, and the filled page
// (Radix form controls, long names, tables) at 360 px under axe.
import { readFile } from 'node:fs/promises';
import { expect, expectFitsAndAccessible, mainButton, mainTextbox, notices, test, type Page } from '@toolnest/test-kit';

const KEY = 'toolnest:check-splitter:v1';
const LONG = 'Ω'.repeat(500);
const EMPTY = 'No expenses yet. Click "Add" to start.';

const settlementRows = (page: Page) => page.getByRole('table', { name: 'Settlement' }).getByRole('row');

async function addExpense(page: Page, description: string, total: string, payer: string) {
  await mainButton(page, 'Add expense').click();
  await mainTextbox(page, 'Description').fill(description);
  await page.getByRole('spinbutton', { name: 'Total Amount' }).fill(total);
  await page.getByRole('combobox', { name: 'Who Paid?' }).selectOption({ label: payer });
}

test('with emoji, RTL and 500-character names, the filled page and the open form fit 360 px under axe', async ({ page }) => {
  // axe twice (light, dark) over a page holding every control and the long name a dozen times took 18 s
  // of the 20 s default on a loaded 2-core machine.
  test.setTimeout(40_000);
  await page.goto('/check-splitter');
  await mainTextbox(page, 'Name of Person 1').fill('سارة');
  await mainTextbox(page, 'Name of Person 2').fill('👩🏽‍🍳 Zoë');
  await mainButton(page, 'Add person').click();
  await expect(mainTextbox(page, 'Name of Person 3')).toBeFocused();
  await page.keyboard.insertText(LONG);
  await addExpense(page, 'Dinner', '10', LONG);
  await mainButton(page, 'Save Expense').click();
  await expect(settlementRows(page)).toHaveText(['PaymentAmount', `سارة pays ${LONG}Settlement payment$3.34`, `👩🏽‍🍳 Zoë pays ${LONG}Settlement payment$3.33`]);
  await expect(page.getByText('Total expenses: $10.00')).toBeVisible();
  // The form open again over the expense and the settlement, the long name chosen in its select: every
  // control of the page at once (Radix select, radio group, checkboxes, the tables).
  await addExpense(page, 'Taxi', '5', LONG);
  await page.getByRole('radio', { name: 'Custom Amounts' }).click();
  await expect(page.getByRole('spinbutton', { name: `Amount for ${LONG}` })).toBeVisible();
  await expectFitsAndAccessible(page);
});

test('a check typed in survives a reload; Start over clears it, reload included', async ({ page }) => {
  await page.goto('/check-splitter');
  await mainTextbox(page, 'Name of Person 1').fill('Ann');
  await addExpense(page, 'Lunch', '20.01', 'Ann');
  await mainButton(page, 'Save Expense').click();
  await expect(settlementRows(page).nth(1)).toHaveText('Person 2 pays AnnSettlement payment$10.00');

  await page.reload();
  await expect(mainTextbox(page, 'Name of Person 1')).toHaveValue('Ann');
  await expect(page.getByRole('table', { name: 'Expenses' }).getByRole('row').nth(1)).toHaveText('LunchPaid by Ann · Split equally among 2$20.01');
  await expect(settlementRows(page).nth(1)).toHaveText('Person 2 pays AnnSettlement payment$10.00');
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY))!)).toMatchObject({ version: 1 });

  await mainButton(page, 'Start over').click();
  const dialog = page.getByRole('dialog', { name: 'Start over?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await page.reload();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(mainTextbox(page, 'Name of Person 1')).toHaveValue('');
});

test('a corrupt saved value is dropped with a notice; the CSV files download; Fewest transfers stays in the address', async ({ page }) => {
  await page.addInitScript((key) => {
    // Only before the first load: the page's own save must survive the reload below.
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, '{"version":1,"people":[');
    }
  }, KEY);
  await page.goto('/check-splitter');
  await expect(notices(page).getByText('Saved check dropped', { exact: true })).toBeVisible();
  await expect(page.getByText(EMPTY)).toBeVisible();

  await mainTextbox(page, 'Name of Person 1').fill('=Ann');
  await mainTextbox(page, 'Name of Person 2').fill('Ben');
  await addExpense(page, 'Taxi, late', '25.005', 'Ben');
  await mainButton(page, 'Save Expense').click();
  await expect(settlementRows(page).nth(1)).toHaveText('=Ann pays BenSettlement payment$12.51');

  const [expenses] = await Promise.all([page.waitForEvent('download'), mainButton(page, 'Export expenses (CSV)').click()]);
  expect(expenses.suggestedFilename()).toBe('check-splitter-expenses.csv');
  expect(await readFile(await expenses.path(), 'utf8')).toBe(
    "\uFEFFDescription,Amount,Paid by,Split,Note,'=Ann,Ben\r\n\"Taxi, late\",25.01,Ben,Split equally among 2,,12.51,12.50\r\n",
  );
  const [transfers] = await Promise.all([page.waitForEvent('download'), mainButton(page, 'Export transfers (CSV)').click()]);
  expect(transfers.suggestedFilename()).toBe('check-splitter-transfers.csv');
  expect(await readFile(await transfers.path(), 'utf8')).toBe("\uFEFFFrom,To,Amount\r\n'=Ann,Ben,12.51\r\n");

  await page.getByRole('checkbox', { name: 'Fewest transfers' }).click();
  await expect(page).toHaveURL(/\/check-splitter\?settle=fewest$/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Fewest transfers' })).toBeChecked();
  await expect(settlementRows(page).nth(1)).toHaveText('=Ann pays BenSettlement payment$12.51');
});
