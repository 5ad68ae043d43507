import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckSplitter, EXPENSES_FILENAME, TRANSFERS_FILENAME } from './CheckSplitter';
import { serializeCheck, type Check } from './logic';
import { STORAGE_KEY } from './storage';

const blobs: Blob[] = [];

beforeEach(() => {
  window.localStorage.clear();
  blobs.length = 0;
  // jsdom has no object URLs or real downloads: record what would be saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:check-splitter';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

function setup(props: Parameters<typeof CheckSplitter>[0] = {}) {
  const user = userEvent.setup();
  const view = render(
    <>
      <CheckSplitter {...props} />
      <Toaster />
    </>,
  );
  const press = (name: string) => user.click(screen.getByRole('button', { name }));
  const nameBox = (id: number) => screen.getByRole('textbox', { name: `Name of Person ${id}` });
  return { user, press, nameBox, ...view };
}

type Setup = ReturnType<typeof setup>;

// The notification region appears with the first notice (the Radix part of the Toaster loads on demand).
async function notice(title: string, description: string) {
  const region = await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });
  const heading = await within(region).findByText(title, { exact: true });
  expect(within(region).getByText(description)).toBeInTheDocument();
  return heading.closest('li');
}

/** Types into an empty field as one paste: far fewer events than typing key by key, and the same input event. */
async function fill(user: Setup['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function namePeople({ user, press, nameBox }: Setup, ...names: string[]) {
  for (let i = 0; i < names.length; i++) {
    if (i >= 2) await press('Add person');
    await fill(user, nameBox(i + 1), names[i]!);
  }
}

/** Opens the form, fills description and total, and (optionally) changes the payer. */
async function startExpense({ user, press }: Setup, description: string, total: string, payer?: string) {
  await press('Add expense');
  if (description) await fill(user, screen.getByRole('textbox', { name: 'Description' }), description);
  if (total) await fill(user, screen.getByRole('spinbutton', { name: 'Total Amount' }), total);
  if (payer) {
    await user.click(screen.getByRole('combobox', { name: 'Who Paid?' }));
    await user.click(await screen.findByRole('option', { name: payer }));
  }
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('people', () => {
  it('starts with two unnamed people and no remove buttons; Add adds one with a remove button each', async () => {
    const s = setup();
    expect(s.nameBox(1)).toHaveAttribute('placeholder', 'Person 1');
    expect(s.nameBox(2)).toHaveAttribute('placeholder', 'Person 2');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await s.press('Add person');
    expect(s.nameBox(3)).toHaveAttribute('placeholder', 'Person 3');
    expect(s.nameBox(3)).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);

    await fill(s.user, s.nameBox(2), 'Ben');
    await s.press('Remove Ben');
    expect(screen.queryByRole('textbox', { name: 'Name of Person 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add person' })).toHaveFocus();
  });
});

describe('expenses', () => {
  it('shows the empty message only with no expenses and the form closed; Cancel closes the form', async () => {
    const s = setup();
    expect(screen.getByText('No expenses yet. Click "Add" to start.')).toBeInTheDocument();
    await s.press('Add expense');
    expect(screen.queryByText('No expenses yet. Click "Add" to start.')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add New Expense' });
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveAttribute('placeholder', 'e.g., Dinner at Restaurant');
    expect(within(form).getByRole('spinbutton', { name: 'Total Amount' })).toHaveAttribute('step', '0.01');
    expect(within(form).getByRole('combobox', { name: 'Who Paid?' })).toHaveTextContent('Person 1');
    expect(within(form).getByRole('radio', { name: 'Split Equally' })).toBeChecked();
    expect(within(form).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['equal', 'custom', 'shares', 'percent']);
    expect(within(form).getByText("Who's Splitting This?")).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Person 1' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Person 1' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(form).getByRole('checkbox', { name: 'Person 2' })).toBeChecked();

    await s.press('Cancel');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('No expenses yet. Click "Add" to start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add expense' })).toHaveFocus();
  });

  it("refuses the total '', 'abc', '-5', '0' and over $1,000,000,000 with 'Please enter a valid total amount.'", async () => {
    const s = setup();
    await startExpense(s, 'Dinner', '');
    const total = screen.getByRole('spinbutton', { name: 'Total Amount' });
    for (const text of ['', 'abc', '-5', '0', '1000000000.01']) {
      await s.user.clear(total);
      if (text) await s.user.type(total, text);
      await s.press('Save Expense');
      const item = await notice('Error', 'Please enter a valid total amount.');
      expect(item).toHaveClass('bg-destructive');
      act(() => dismissToast());
    }
    expect(screen.getByRole('form', { name: 'Add New Expense' })).toBeInTheDocument();
    // The largest total accepted is $1,000,000,000 exactly.
    await s.user.clear(total);
    await fill(s.user, total, '1000000000');
    await s.press('Save Expense');
    expect(rowsOf('Expenses')).toEqual(['DinnerPaid by Person 1 · Split equally among 2$1000000000.00']);
  });

  it('checks the description first', async () => {
    const s = setup();
    await startExpense(s, '   ', '');
    await s.press('Save Expense');
    await notice('Error', 'Please enter a description for the expense.');
  });

  it('refuses to uncheck the payer in an equal split', async () => {
    const s = setup();
    await namePeople(s, 'Ann', 'Ben');
    await startExpense(s, 'Dinner', '20');
    await s.user.click(screen.getByRole('checkbox', { name: 'Ann' }));
    await notice('Cannot remove payer', 'The person who paid must be included in the split.');
    expect(screen.getByRole('checkbox', { name: 'Ann' })).toBeChecked();
    // Unchecking anyone else works; choosing them as payer checks them again.
    await s.user.click(screen.getByRole('checkbox', { name: 'Ben' }));
    expect(screen.getByRole('checkbox', { name: 'Ben' })).not.toBeChecked();
    await s.user.click(screen.getByRole('combobox', { name: 'Who Paid?' }));
    await s.user.click(await screen.findByRole('option', { name: 'Ben' }));
    expect(screen.getByRole('checkbox', { name: 'Ben' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ben' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'Ann' })).not.toHaveAttribute('aria-disabled');
  });

  it('$10.00 split three ways: the row, then the settlement to the cent', async () => {
    const s = setup();
    await namePeople(s, 'Ann', 'Ben', 'Cat');
    await startExpense(s, 'Taxi', '10');
    await s.press('Save Expense');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(rowsOf('Expenses')).toEqual(['TaxiPaid by Ann · Split equally among 3$10.00']);
    expect(screen.getByText('Total expenses: $10.00')).toBeInTheDocument();
    expect(rowsOf('Settlement')).toEqual(['Ben pays AnnSettlement payment$3.33', 'Cat pays AnnSettlement payment$3.33']);
  });

  it('custom amounts must match the total to the cent', async () => {
    const s = setup();
    await namePeople(s, 'Ann', 'Ben');
    await startExpense(s, 'Groceries', '10');
    await s.user.click(screen.getByRole('radio', { name: 'Custom Amounts' }));
    await fill(s.user, screen.getByRole('spinbutton', { name: 'Amount for Ann' }), '3.33');
    await fill(s.user, screen.getByRole('spinbutton', { name: 'Amount for Ben' }), '6.66');
    expect(screen.getByText('Assigned $9.99 of $10.00')).toBeInTheDocument();
    await s.press('Save Expense');
    await notice('Error', 'Custom amounts must add up to the total. Current: $9.99, Expected: $10.00');
    // Unchecking removes the person's amount; the payer may be left out of a custom split.
    await s.user.click(screen.getByRole('checkbox', { name: 'Ann' }));
    expect(screen.queryByRole('spinbutton', { name: 'Amount for Ann' })).not.toBeInTheDocument();
    await s.user.clear(screen.getByRole('spinbutton', { name: 'Amount for Ben' }));
    await fill(s.user, screen.getByRole('spinbutton', { name: 'Amount for Ben' }), '10');
    await s.press('Save Expense');
    expect(rowsOf('Expenses')).toEqual(['GroceriesPaid by Ann · Custom split$10.00']);
    expect(rowsOf('Settlement')).toEqual(['Ben pays AnnSettlement payment$10.00']);
  });

  it('splits by shares and by percent', async () => {
    const s = setup();
    await namePeople(s, 'Ann', 'Ben', 'Cat');
    await startExpense(s, 'Cabin', '100');
    await s.user.click(screen.getByRole('radio', { name: 'By Shares' }));
    expect(screen.getByRole('spinbutton', { name: 'Shares for Ann' })).toHaveValue(1);
    await s.user.clear(screen.getByRole('spinbutton', { name: 'Shares for Ann' }));
    await fill(s.user, screen.getByRole('spinbutton', { name: 'Shares for Ann' }), '2');
    expect(screen.getByText('4 shares in all')).toBeInTheDocument();
    await s.press('Save Expense');

    await startExpense(s, 'Fuel', '30', 'Cat');
    await s.user.click(screen.getByRole('radio', { name: 'By Percent' }));
    await fill(s.user, screen.getByRole('spinbutton', { name: 'Percent for Ann' }), '50');
    await s.press('Save Expense');
    await notice('Error', 'Percentages must add up to 100%. Current: 50.00%, Expected: 100.00%');
    await fill(s.user, screen.getByRole('spinbutton', { name: 'Percent for Ben' }), '50');
    await s.press('Save Expense');

    expect(rowsOf('Expenses')).toEqual(['CabinPaid by Ann · Split by shares among 3$100.00', 'FuelPaid by Cat · Split by percent among 3$30.00']);
    // Ann: +100 − 50 − 15 = 35; Ben: −25 − 15 = −40; Cat: +30 − 25 = 5.
    expect(screen.getByText('Total expenses: $130.00')).toBeInTheDocument();
    expect(rowsOf('Settlement')).toEqual(['Ben pays AnnSettlement payment$35.00', 'Ben pays CatSettlement payment$5.00']);
  });

  it('says "All settled up!" when nobody owes anything, and deletes an expense', async () => {
    const s = setup();
    await startExpense(s, 'Own lunch', '12');
    await s.user.click(screen.getByRole('checkbox', { name: 'Person 2' }));
    await s.press('Save Expense');
    expect(screen.getByText('Total expenses: $12.00')).toBeInTheDocument();
    expect(screen.getByText("All settled up! Everyone's even.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export transfers (CSV)' })).toBeDisabled();
    await s.press('Delete Own lunch');
    expect(screen.queryByRole('heading', { name: 'Settlement' })).not.toBeInTheDocument();
    expect(screen.getByText('No expenses yet. Click "Add" to start.')).toBeInTheDocument();
  });

  it('removing a person marks what they leave broken and keeps it out of the settlement', async () => {
    const s = setup();
    await namePeople(s, 'Ann', 'Ben', 'Cat');
    await startExpense(s, 'Dinner', '30');
    await s.press('Save Expense');
    await startExpense(s, 'Museum', '9', 'Cat');
    await s.press('Save Expense');
    await s.press('Remove Cat');
    expect(rowsOf('Expenses')).toEqual([
      'DinnerPaid by Ann · Split equally among 2$30.00',
      'MuseumNo payer · Split equally among 2Nobody paid it: the payer was removed. Left out of the settlement.$9.00',
    ]);
    expect(screen.getByText('Total expenses: $39.00')).toBeInTheDocument();
    expect(screen.getByText('1 expense is left out of the settlement: see the marks under Expenses.')).toBeInTheDocument();
    expect(rowsOf('Settlement')).toEqual(['Ben pays AnnSettlement payment$15.00']);
  });

  it('a removed person leaves the open form: no payer gives its message', async () => {
    const s = setup();
    await namePeople(s, 'Ann', 'Ben', 'Cat');
    await startExpense(s, 'Dinner', '30');
    await s.press('Remove Ann');
    expect(screen.getByRole('combobox', { name: 'Who Paid?' })).toHaveTextContent('Select person');
    await s.press('Save Expense');
    await notice('Error', 'Please select who paid for this expense.');
  });

  it('shows long, emoji and right-to-left names whole, isolated and wrapping', async () => {
    const long = 'Ω'.repeat(500);
    const s = setup();
    await namePeople(s, 'سارة', '👩🏽‍🍳 Zoë');
    await s.press('Add person');
    await fill(s.user, s.nameBox(3), long);
    await startExpense(s, 'Feast', '3', long);
    await s.press('Save Expense');
    const settlement = within(screen.getByRole('table', { name: 'Settlement' }));
    const cell = settlement.getAllByRole('cell')[0]!;
    const names = [...cell.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(names).toEqual(['سارة', long]);
    expect(cell.querySelector('.wrap-anywhere')).toContainElement(cell.querySelector('bdi'));
    expect(rowsOf('Settlement')).toEqual([`سارة pays ${long}Settlement payment$1.00`, `👩🏽‍🍳 Zoë pays ${long}Settlement payment$1.00`]);
  });
});

describe('settling with the fewest transfers', () => {
  it('is a setting in the URL, off by default', async () => {
    const s = setup({
      initial: {
        people: [
          { id: '1', name: 'A' },
          { id: '2', name: 'B' },
          { id: '3', name: 'C' },
          { id: '4', name: 'D' },
          { id: '5', name: 'E' },
        ],
        // Balances A +4, B −4, C −1, D −7, E +8: largest first needs 4 transfers, 3 suffice.
        expenses: [
          { id: '1', description: 'x', total: 400, paidBy: '1', splitType: 'custom', participants: [{ personId: '2', amount: 400 }] },
          { id: '2', description: 'y', total: 800, paidBy: '5', splitType: 'custom', participants: [{ personId: '3', amount: 100 }, { personId: '4', amount: 700 }] },
        ],
      },
    });
    expect(rowsOf('Settlement')).toHaveLength(4);
    await s.user.click(screen.getByRole('checkbox', { name: 'Fewest transfers' }));
    expect(window.location.search).toBe('?settle=fewest');
    expect(rowsOf('Settlement')).toEqual([
      'B pays ASettlement payment$4.00',
      'D pays ESettlement payment$7.00',
      'C pays ESettlement payment$1.00',
    ]);
  });

  it('says when it falls back to largest first beyond 12 people with a balance', () => {
    window.history.replaceState(null, '', '/check-splitter?settle=fewest');
    const people = Array.from({ length: 14 }, (_, i) => ({ id: String(i + 1), name: `P${i + 1}` }));
    setup({
      initial: {
        people,
        expenses: [{ id: '1', description: 'Trip', total: 1400, paidBy: '1', splitType: 'equal', participants: people.map((p) => ({ personId: p.id })) }],
      },
    });
    expect(screen.getByRole('checkbox', { name: 'Fewest transfers' })).toBeChecked();
    expect(screen.getByText(/14 people owe or are owed: Fewest transfers is exact for up to 12/)).toBeInTheDocument();
    expect(rowsOf('Settlement')).toHaveLength(13);
  });
});

describe('CSV export', () => {
  it('saves the expenses and the transfers, formulas neutralised', async () => {
    const s = setup();
    await namePeople(s, '=HYPERLINK("x")', 'Ben');
    await startExpense(s, '@dinner, late', '9');
    await s.press('Save Expense');

    await s.press('Export expenses (CSV)');
    await s.press('Export transfers (CSV)');
    const links = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    expect(links.map((link) => link.download)).toEqual([EXPENSES_FILENAME, TRANSFERS_FILENAME]);
    // A byte order mark first, so spreadsheets read the names as UTF-8 (Blob.text() drops it when decoding).
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blobs[0]!.text()).toBe(
      'Description,Amount,Paid by,Split,Note,"\'=HYPERLINK(""x"")",Ben\r\n' +
        '"\'@dinner, late",9.00,"\'=HYPERLINK(""x"")",Split equally among 2,,4.50,4.50\r\n',
    );
    expect(await blobs[1]!.text()).toBe('From,To,Amount\r\nBen,"\'=HYPERLINK(""x"")",4.50\r\n');
    await notice('Downloaded!', `${TRANSFERS_FILENAME} downloaded successfully.`);
  });
});

describe('saved in the browser', () => {
  const stored: Check = {
    people: [
      { id: '1', name: 'Ann' },
      { id: '3', name: 'Cat' },
    ],
    expenses: [{ id: '2', description: 'Lunch', total: 2001, paidBy: '3', splitType: 'equal', participants: [{ personId: '1' }, { personId: '3' }] }],
  };

  it('keeps people and expenses under one versioned key, and reads them back after a reload', async () => {
    const s = setup();
    await namePeople(s, 'Ann', 'Ben');
    await startExpense(s, 'Lunch', '20.01');
    await s.press('Save Expense');
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY)!) as Check & { version: number };
    expect(saved.version).toBe(1);
    expect(saved.people.map((p) => p.name)).toEqual(['Ann', 'Ben']);
    expect(saved.expenses[0]).toMatchObject({ description: 'Lunch', total: 2001 });

    s.unmount();
    const again = setup();
    expect(again.nameBox(1)).toHaveValue('Ann');
    expect(rowsOf('Expenses')).toEqual(['LunchPaid by Ann · Split equally among 2$20.01']);
    expect(rowsOf('Settlement')).toEqual(['Ben pays AnnSettlement payment$10.00']);
  });

  it('starts from a saved check', () => {
    window.localStorage.setItem(STORAGE_KEY, serializeCheck(stored));
    setup();
    expect(screen.getByRole('textbox', { name: 'Name of Person 3' })).toHaveValue('Cat');
    // $20.01 between two: the first in people order, Ann, has the extra cent.
    expect(rowsOf('Settlement')).toEqual(['Ann pays CatSettlement payment$10.01']);
  });

  it.each([
    ['corrupt', '{"version":1,"people":[{'],
    ['foreign', '{"currency":"EUR"}'],
  ])('drops a %s value with a notice and starts afresh', async (_, text) => {
    window.localStorage.setItem(STORAGE_KEY, text);
    const s = setup();
    await notice('Saved check dropped', 'The people and expenses saved in this browser could not be read, so the splitter starts afresh.');
    expect(s.nameBox(1)).toHaveValue('');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ version: 1, expenses: [] });
  });

  it('keeps the check in memory, with a notice, when storage is off', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const s = setup();
    await notice('Not saved', "This browser's storage is off or full, so people and expenses are kept on this page only until you leave it.");
    expect(screen.getByText('Not saved: kept on this page only.')).toBeInTheDocument();
    await fill(s.user, s.nameBox(1), 'Ann');
    expect(s.nameBox(1)).toHaveValue('Ann');
    expect(setItem).not.toHaveBeenCalled();
  });

  it('keeps the check in memory, with a notice, when storage is full', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const s = setup();
    await notice('Not saved', "This browser's storage is off or full, so people and expenses are kept on this page only until you leave it.");
    const calls = setItem.mock.calls.length;
    await fill(s.user, s.nameBox(1), 'Ann');
    expect(s.nameBox(1)).toHaveValue('Ann');
    expect(setItem).toHaveBeenCalledTimes(calls);
  });

  it('Start over asks first; Cancel keeps everything, confirming clears people, expenses and storage', async () => {
    window.localStorage.setItem(STORAGE_KEY, serializeCheck(stored));
    const s = setup();
    await s.press('Start over');
    const dialog = await screen.findByRole('dialog', { name: 'Start over?' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowsOf('Expenses')).toHaveLength(1);

    await s.press('Start over');
    await s.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start over' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(s.nameBox(1)).toHaveValue('');
    expect(s.nameBox(2)).toHaveValue('');
    expect(screen.getByText('No expenses yet. Click "Add" to start.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual({
      version: 1,
      people: [
        { id: '1', name: '' },
        { id: '2', name: '' },
      ],
      expenses: [],
    });
  });
});
