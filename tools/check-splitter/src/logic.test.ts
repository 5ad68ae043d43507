import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXACT_FEWEST_LIMIT,
  MAX_TOTAL_CENTS,
  MESSAGES,
  addPerson,
  allocate,
  chooseSplitType,
  choosePayer,
  computeBalances,
  csvCell,
  deleteExpense,
  displayName,
  draftValueSum,
  draftToExpense,
  expenseShares,
  expensesCsv,
  fewestSettle,
  formatHundredths,
  formatMoney,
  formatWeight,
  greedySettle,
  initialCheck,
  newDraft,
  nextId,
  parseAmount,
  parseHundredths,
  parseStoredCheck,
  parseTotal,
  parseWeight,
  problemText,
  removePerson,
  removePersonFromDraft,
  renamePerson,
  serializeCheck,
  setParticipantValue,
  settle,
  splitSummary,
  toCsv,
  toggleParticipant,
  transfersCsv,
  validateDraft,
  type Check,
  type Draft,
  type Expense,
  type Person,
  type SplitType,
  type Transfer,
} from './logic';

const people = (...names: string[]): Person[] => names.map((name, i) => ({ id: String(i + 1), name }));
const ANN_BEN_CAT = people('Ann', 'Ben', 'Cat');

/** A draft filled in as a visitor would, then saved. */
function saved(check: Check, fill: (draft: Draft) => Draft): Check {
  const draft = fill(newDraft(check.people));
  expect(validateDraft(draft)).toBeNull();
  return { ...check, expenses: [...check.expenses, draftToExpense(draft, check.expenses)] };
}

/** Balances after the transfers: each must be 0. */
function afterTransfers(ids: readonly string[], balances: readonly number[], transfers: readonly Transfer[]) {
  const left = new Map(ids.map((id, i) => [id, balances[i]!]));
  for (const { from, to, amount } of transfers) {
    left.set(from, left.get(from)! + amount);
    left.set(to, left.get(to)! - amount);
  }
  return [...left.values()];
}

describe('parseHundredths: the typed decimal, exactly, rounded half away from zero', () => {
  it.each([
    ['10', 1000],
    ['10.00', 1000],
    ['10.005', 1001],
    ['10.004999', 1000],
    ['0.1', 10],
    ['.5', 50],
    ['5.', 500],
    ['0.004', 0],
    ['0.005', 1],
    ['-0.005', -1],
    ['-0.004', 0],
    ['-5', -500],
    ['+2.5', 250],
    ['  7.25 ', 725],
    ['1e3', 100_000],
    ['1.5E2', 15_000],
    ['5e-3', 1],
    ['4.9e-3', 0],
    ['0e999999999', 0],
    ['1000000000.00', 100_000_000_000],
    // Binary floating point would get these wrong: 1.005 * 100 is 100.49999999999999.
    ['1.005', 101],
    ['8.675', 868],
    ['0.285', 29],
  ])('%j → %d', (text, expected) => {
    expect(parseHundredths(text)).toBe(expected);
  });

  it.each(['', ' ', 'abc', '.', '-', '1,5', '1.2.3', '$5', '1e', 'e5', '0x10', 'Infinity', 'NaN', '١٢'])('%j is not a number', (text) => {
    expect(parseHundredths(text)).toBeNull();
  });

  it('numbers too large to count exactly are infinite, never wrong', () => {
    expect(parseHundredths('1e400')).toBe(Infinity);
    expect(parseHundredths('-99999999999999999999')).toBe(-Infinity);
    expect(parseHundredths('1e-400')).toBe(0);
  });

  it('reads back every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_TOTAL_CENTS, max: MAX_TOTAL_CENTS }), (cents) => {
        expect(parseHundredths(formatHundredths(cents))).toBe(cents);
      }),
    );
  });

  it('rounds on the first digit dropped, whatever follows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TOTAL_CENTS - 1 }), fc.stringMatching(/^\d{1,12}$/), (cents, more) => {
        const up = more[0]! >= '5' ? 1 : 0;
        expect(parseHundredths(`${formatHundredths(cents)}${more}`)).toBe(cents + up);
        expect(parseHundredths(`-${formatHundredths(cents)}${more}`)).toBe(cents + up === 0 ? 0 : -(cents + up));
      }),
    );
  });
});

describe('totals and amounts', () => {
  it('a total is more than 0 and at most $1,000,000,000', () => {
    expect(parseTotal('1000000000')).toBe(MAX_TOTAL_CENTS);
    expect(parseTotal('1000000000.01')).toBeNull();
    expect(parseTotal('1000000000.004')).toBe(MAX_TOTAL_CENTS);
    expect(parseTotal('0.01')).toBe(1);
    expect(parseTotal('0.004')).toBeNull();
    expect(parseTotal('0')).toBeNull();
  });

  it('an amount that is not a number, negative or too large counts as 0', () => {
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('-3')).toBe(0);
    expect(parseAmount('1e20')).toBe(0);
    expect(parseAmount('3.335')).toBe(334);
    expect(parseWeight('1.5')).toBe(150);
    expect(parseWeight('33.333')).toBe(3333);
    expect(parseWeight('-1')).toBe(0);
  });

  it('money is shown with a $ sign and 2 decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(1001)).toBe('$10.01');
    expect(formatMoney(MAX_TOTAL_CENTS)).toBe('$1000000000.00');
  });

  it('share counts read as typed: no trailing zeros', () => {
    expect([0, 10, 100, 150, 400, 1000, 12345].map(formatWeight)).toEqual(['0', '0.1', '1', '1.5', '4', '10', '123.45']);
  });
});

describe('splitting an expense', () => {
  it('$10.00 / 3 → 3.34, 3.33, 3.33: the leftover cent to the first participant in people order', () => {
    const check = saved({ people: ANN_BEN_CAT, expenses: [] }, (d) => ({ ...d, description: 'Taxi', total: '10' }));
    expect(expenseShares(check.expenses[0]!)).toEqual({ ok: true, shares: [334, 333, 333] });
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(1001, [1, 1, 1])).toEqual([334, 334, 333]);
  });

  it('splits by shares and by percent to the cent, the largest remainders getting the leftover cents', () => {
    // 2 : 1 shares of $10.00 → 6.666… and 3.333…: the larger remainder (2/3 of a cent) gets the cent.
    expect(allocate(1000, [200, 100])).toEqual([667, 333]);
    expect(allocate(1000, [5000, 2500, 2500])).toEqual([500, 250, 250]);
    expect(allocate(100, [3333, 3333, 3334])).toEqual([33, 33, 34]);
    expect(allocate(MAX_TOTAL_CENTS, [99_999_999, 1])).toEqual([99_999_999_000, 1000]);
    expect(() => allocate(100, [0, 0])).toThrow(RangeError);
  });

  it('gives every part within a cent of its exact proportion, summing to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_TOTAL_CENTS }),
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 60 }).filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = BigInt(weights.reduce((a, b) => a + b, 0));
          parts.forEach((part, i) => {
            const floor = (BigInt(total) * BigInt(weights[i]!)) / sum;
            expect(BigInt(part) - floor).toBeGreaterThanOrEqual(0n);
            expect(BigInt(part) - floor).toBeLessThanOrEqual(1n);
          });
        },
      ),
    );
  });

  it('names its split in the row', () => {
    const base = { id: '1', description: 'x', total: 100, paidBy: '1' };
    const two = [{ personId: '1', amount: 50 }, { personId: '2', amount: 50 }];
    expect(splitSummary({ ...base, splitType: 'equal', participants: two })).toBe('Split equally among 2');
    expect(splitSummary({ ...base, splitType: 'custom', participants: two })).toBe('Custom split');
    expect(splitSummary({ ...base, splitType: 'shares', participants: two })).toBe('Split by shares among 2');
    expect(splitSummary({ ...base, splitType: 'percent', participants: two })).toBe('Split by percent among 2');
  });
});

describe('the Add New Expense form', () => {
  it('starts with an empty description, total 0, the first person paying, equal split among everyone', () => {
    expect(newDraft(ANN_BEN_CAT)).toEqual({
      description: '',
      total: '',
      paidBy: '1',
      splitType: 'equal',
      participants: [
        { personId: '1', value: '' },
        { personId: '2', value: '' },
        { personId: '3', value: '' },
      ],
    });
  });

  it('checks the payer chosen in an equal split, in people order; not in a custom one', () => {
    const draft = toggleOk(newDraft(ANN_BEN_CAT), '2', false);
    expect(draft.participants.map((p) => p.personId)).toEqual(['1', '3']);
    expect(choosePayer(draft, ANN_BEN_CAT, '2').participants.map((p) => p.personId)).toEqual(['1', '2', '3']);
    const custom = chooseSplitType(draft, ANN_BEN_CAT, 'custom');
    expect(choosePayer(custom, ANN_BEN_CAT, '2').participants.map((p) => p.personId)).toEqual(['1', '3']);
  });

  it('refuses to uncheck the payer in an equal split with the Cannot remove payer notice', () => {
    expect(toggleParticipant(newDraft(ANN_BEN_CAT), ANN_BEN_CAT, '1', false)).toEqual({
      ok: false,
      title: 'Cannot remove payer',
      message: 'The person who paid must be included in the split.',
    });
    const custom = chooseSplitType(newDraft(ANN_BEN_CAT), ANN_BEN_CAT, 'custom');
    expect(toggleParticipant(custom, ANN_BEN_CAT, '1', false)).toMatchObject({ ok: true });
  });

  it('switching type keeps the checked people and starts custom amounts at 0, shares at 1', () => {
    const draft = toggleOk(newDraft(ANN_BEN_CAT), '2', false);
    const custom = chooseSplitType(draft, ANN_BEN_CAT, 'custom');
    expect(custom.participants).toEqual([
      { personId: '1', value: '' },
      { personId: '3', value: '' },
    ]);
    expect(draftValueSum(custom)).toBe(0);
    const shares = chooseSplitType(setParticipantValue(custom, '1', '4'), ANN_BEN_CAT, 'shares');
    expect(shares.participants.map((p) => p.value)).toEqual(['1', '1']);
    // Back to equal with the payer unchecked (possible in custom): the payer is checked again.
    const noPayer = toggleOk(custom, '1', false);
    expect(chooseSplitType(noPayer, ANN_BEN_CAT, 'equal').participants.map((p) => p.personId)).toEqual(['1', '3']);
    expect(toggleOk(custom, '2', true).participants).toEqual([
      { personId: '1', value: '' },
      { personId: '2', value: '' },
      { personId: '3', value: '' },
    ]);
  });

  it('runs Save Expense’s checks in order, each message word for word', () => {
    const draft: Draft = { ...newDraft(ANN_BEN_CAT), description: 'Dinner', total: '30' };
    expect(validateDraft({ ...draft, description: '   ', total: '', paidBy: '', participants: [] })).toBe(
      'Please enter a description for the expense.',
    );
    expect(validateDraft({ ...draft, total: '', paidBy: '', participants: [] })).toBe('Please enter a valid total amount.');
    expect(validateDraft({ ...draft, paidBy: '', participants: [] })).toBe('Please select who paid for this expense.');
    expect(validateDraft({ ...draft, participants: [] })).toBe('Please select at least one participant.');
    expect(validateDraft({ ...draft, participants: [{ personId: '2', value: '' }] })).toBe(
      'The person who paid must be included in the split.',
    );
    const custom = chooseSplitType(draft, ANN_BEN_CAT, 'custom');
    expect(validateDraft(setParticipantValue(custom, '1', '9.99'))).toBe(
      'Custom amounts must add up to the total. Current: $9.99, Expected: $30.00',
    );
    expect(validateDraft(custom)).toBe('Custom amounts must add up to the total. Current: $0.00, Expected: $30.00');
    expect(validateDraft(draft)).toBeNull();
  });

  it.each(['', 'abc', '-5', '0', '1000000000.01', '1e10', '0.004'])('total %j: "Please enter a valid total amount."', (total) => {
    expect(validateDraft({ ...newDraft(ANN_BEN_CAT), description: 'Dinner', total })).toBe(MESSAGES.total);
  });

  it('custom amounts must match the total to the cent: the old 0.01 tolerance is gone', () => {
    const draft = chooseSplitType({ ...newDraft(ANN_BEN_CAT), description: 'Dinner', total: '10' }, ANN_BEN_CAT, 'custom');
    const almost = setParticipantValue(setParticipantValue(setParticipantValue(draft, '1', '3.33'), '2', '3.33'), '3', '3.33');
    expect(validateDraft(almost)).toBe('Custom amounts must add up to the total. Current: $9.99, Expected: $10.00');
    expect(validateDraft(setParticipantValue(almost, '1', '3.34'))).toBeNull();
  });

  it('percentages must add up to 100%, shares to more than 0', () => {
    const base = { ...newDraft(ANN_BEN_CAT), description: 'Rent', total: '1000' };
    const percent = chooseSplitType(base, ANN_BEN_CAT, 'percent');
    expect(validateDraft(setParticipantValue(percent, '1', '50'))).toBe(
      'Percentages must add up to 100%. Current: 50.00%, Expected: 100.00%',
    );
    const full = setParticipantValue(setParticipantValue(setParticipantValue(percent, '1', '50'), '2', '25'), '3', '25');
    expect(validateDraft(full)).toBeNull();
    const shares = chooseSplitType(base, ANN_BEN_CAT, 'shares');
    expect(validateDraft(shares)).toBeNull();
    const none = ['1', '2', '3'].reduce((d, id) => setParticipantValue(d, id, '0'), shares);
    expect(validateDraft(none)).toBe('Please give at least one participant a share.');
  });

  it('saves the expense in cents with the next id (the highest plus 1, as text)', () => {
    const expenses: Expense[] = [{ id: '7', description: 'x', total: 1, paidBy: '1', splitType: 'equal', participants: [{ personId: '1' }] }];
    const custom = chooseSplitType({ ...newDraft(ANN_BEN_CAT), description: '  Lunch  ', total: '12.345' }, ANN_BEN_CAT, 'custom');
    const filled = setParticipantValue(setParticipantValue(toggleOk(custom, '3', false), '1', '10'), '2', '2.345');
    expect(validateDraft(filled)).toBeNull();
    expect(draftToExpense(filled, expenses)).toEqual({
      id: '8',
      description: 'Lunch',
      total: 1235,
      paidBy: '1',
      splitType: 'custom',
      participants: [
        { personId: '1', amount: 1000 },
        { personId: '2', amount: 235 },
      ],
    });
    expect(draftToExpense({ ...newDraft(ANN_BEN_CAT), description: 'a', total: '1' }, []).participants).toEqual([
      { personId: '1' },
      { personId: '2' },
      { personId: '3' },
    ]);
  });

  it('a removed person leaves the open form as payer and participant', () => {
    const draft = removePersonFromDraft(newDraft(ANN_BEN_CAT), '1');
    expect(draft.paidBy).toBe('');
    expect(draft.participants.map((p) => p.personId)).toEqual(['2', '3']);
    expect(validateDraft({ ...draft, description: 'x', total: '1' })).toBe(MESSAGES.payer);
  });
});

describe('people', () => {
  it('starts with two people with empty names, shown as Person {id}', () => {
    const check = initialCheck();
    expect(check).toEqual({ people: [{ id: '1', name: '' }, { id: '2', name: '' }], expenses: [] });
    expect(check.people.map(displayName)).toEqual(['Person 1', 'Person 2']);
    expect(displayName({ id: '4', name: '   ' })).toBe('Person 4');
    expect(displayName({ id: '4', name: ' Zoë ' })).toBe(' Zoë ');
  });

  it('adds people with the next id, renames them, and keeps at least 2', () => {
    let check = addPerson(initialCheck());
    expect(check.people.map((p) => p.id)).toEqual(['1', '2', '3']);
    check = renamePerson(check, '3', 'Cat');
    expect(check.people[2]).toEqual({ id: '3', name: 'Cat' });
    check = removePerson(check, '1');
    expect(check.people.map((p) => p.id)).toEqual(['2', '3']);
    expect(removePerson(check, '2')).toBe(check);
    expect(nextId([{ id: '2' }, { id: '10' }, { id: 'x' }])).toBe('11');
    expect(nextId([])).toBe('1');
  });

  it('removing a person clears them from every payer and participant list; a broken expense stays, marked, out of the settlement', () => {
    let check: Check = { people: [...ANN_BEN_CAT, { id: '4', name: 'Dan' }], expenses: [] };
    check = saved(check, (d) => ({ ...d, description: 'Dinner', total: '40' }));
    check = saved(check, (d) => {
      const custom = chooseSplitType({ ...choosePayer(d, check.people, '2'), description: 'Taxi', total: '9' }, check.people, 'custom');
      return setParticipantValue(setParticipantValue(toggleOk(toggleOk(custom, '1', false), '2', false), '3', '4'), '4', '5');
    });
    check = saved(check, (d) => ({ ...choosePayer(d, check.people, '4'), description: 'Museum', total: '8' }));
    check = removePerson(check, '4');
    expect(check.expenses.map((e) => [e.paidBy, e.participants.map((p) => p.personId)])).toEqual([
      ['1', ['1', '2', '3']],
      ['2', ['3']],
      ['', ['1', '2', '3']],
    ]);
    expect(expenseShares(check.expenses[0]!)).toEqual({ ok: true, shares: [1334, 1333, 1333] });
    expect(problemText(problemOf(check.expenses[1]!), 900)).toBe('Custom amounts add up to $4.00, not $9.00. Left out of the settlement.');
    expect(problemText(problemOf(check.expenses[2]!), 800)).toBe('Nobody paid it: the payer was removed. Left out of the settlement.');

    const result = settle(check);
    expect(result.total).toBe(5700);
    expect(result.leftOut.map((l) => l.expense.description)).toEqual(['Taxi', 'Museum']);
    expect(result.balances).toEqual([2666, -1333, -1333]);
    expect(result.transfers).toEqual([
      { from: '2', to: '1', amount: 1333 },
      { from: '3', to: '1', amount: 1333 },
    ]);
  });

  it('an expense whose every participant was removed is left out', () => {
    const check: Check = {
      people: [...ANN_BEN_CAT],
      expenses: [{ id: '1', description: 'Gift', total: 500, paidBy: '1', splitType: 'shares', participants: [{ personId: '3', amount: 100 }] }],
    };
    const after = removePerson(check, '3');
    expect(expenseShares(after.expenses[0]!)).toEqual({ ok: false, problem: { kind: 'no-participants' } });
    expect(problemText({ kind: 'no-participants' }, 500)).toBe('Nobody is left to share it. Left out of the settlement.');
    expect(problemText({ kind: 'percent-sum', current: 7500 }, 500)).toBe('Percentages add up to 75.00%, not 100%. Left out of the settlement.');
    expect(settle(after).transfers).toEqual([]);
    expect(deleteExpense(after, '1').expenses).toEqual([]);
  });
});

describe('settlement', () => {
  it('$30.00 paid by Ann for three: Ben and Cat each pay Ann $10.00', () => {
    const check = saved({ people: ANN_BEN_CAT, expenses: [] }, (d) => ({ ...d, description: 'Dinner', total: '30' }));
    expect(settle(check)).toMatchObject({
      total: 3000,
      balances: [2000, -1000, -1000],
      transfers: [
        { from: '2', to: '1', amount: 1000 },
        { from: '3', to: '1', amount: 1000 },
      ],
    });
  });

  it('$10.00 three ways settles to the cent', () => {
    const check = saved({ people: ANN_BEN_CAT, expenses: [] }, (d) => ({ ...d, description: 'Taxi', total: '10' }));
    const { balances, transfers } = settle(check);
    expect(balances).toEqual([666, -333, -333]);
    expect(transfers.map((t) => t.amount)).toEqual([333, 333]);
  });

  it('matches creditors and debtors largest first, ties in people order', () => {
    const ids = ['1', '2', '3', '4', '5'];
    expect(greedySettle(ids, [-300, 500, -300, 500, -400])).toEqual([
      { from: '5', to: '2', amount: 400 },
      { from: '1', to: '2', amount: 100 },
      { from: '1', to: '4', amount: 200 },
      { from: '3', to: '4', amount: 300 },
    ]);
    expect(greedySettle(ids, [0, 0, 0, 0, 0])).toEqual([]);
  });

  it('Fewest transfers finds groups that settle among themselves', () => {
    const ids = ['1', '2', '3', '4', '5'];
    const balances = [400, -400, -100, -700, 800];
    expect(greedySettle(ids, balances)).toHaveLength(4);
    expect(fewestSettle(ids, balances)).toEqual({
      exact: true,
      transfers: [
        { from: '2', to: '1', amount: 400 },
        { from: '4', to: '5', amount: 700 },
        { from: '3', to: '5', amount: 100 },
      ],
    });
  });

  it(`Fewest transfers is exact up to ${EXACT_FEWEST_LIMIT} people with a balance, greedy beyond`, () => {
    const balances = (n: number) => Array.from({ length: n }, (_, i) => (i < n / 2 ? 100 : -100));
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
    expect(fewestSettle(ids(12), balances(12))).toMatchObject({ exact: true });
    const thirteen = [...balances(12), 0];
    expect(fewestSettle(ids(13), thirteen)).toMatchObject({ exact: true });
    const fourteen = balances(14);
    expect(fewestSettle(ids(14), fourteen)).toEqual({ exact: false, transfers: greedySettle(ids(14), fourteen) });
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties over random checks: any people, any expenses of every kind, some people removed after.

const SPLITS: SplitType[] = ['equal', 'custom', 'shares', 'percent'];

const expenseArb = (count: number) =>
  fc
    .record({
      payer: fc.nat({ max: count - 1 }),
      splitType: fc.constantFrom(...SPLITS),
      members: fc.uniqueArray(fc.nat({ max: count - 1 }), { minLength: 1, maxLength: count }),
      total: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: MAX_TOTAL_CENTS })),
      values: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: count, maxLength: count }),
    })
    .map(({ payer, splitType, members, total, values }): Omit<Expense, 'id'> => {
      const sorted = [...new Set(splitType === 'equal' ? [...members, payer] : members)].sort((a, b) => a - b);
      const amounts = sorted.map((m) => values[m]!);
      if (!amounts.some((a) => a > 0)) amounts[0] = 1;
      // Custom amounts and percentages made to add up, as Save Expense requires.
      const target = splitType === 'custom' ? total : splitType === 'percent' ? 10_000 : 0;
      const fitted = target ? allocate(target, amounts) : amounts;
      return {
        description: 'x',
        total,
        paidBy: String(payer + 1),
        splitType,
        participants: sorted.map((m, i) => (splitType === 'equal' ? { personId: String(m + 1) } : { personId: String(m + 1), amount: fitted[i]! })),
      };
    });

const checkArb = fc.integer({ min: 2, max: 16 }).chain((count) =>
  fc
    .record({
      expenses: fc.array(expenseArb(count), { maxLength: 25 }),
      removed: fc.uniqueArray(fc.nat({ max: count - 1 }), { maxLength: count }),
    })
    .map(({ expenses, removed }) => {
      let check: Check = {
        people: Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `P${i + 1}` })),
        expenses: expenses.map((e, i) => ({ ...e, id: String(i + 1) })),
      };
      for (const index of removed) check = removePerson(check, String(index + 1));
      return check;
    }),
);

describe('properties', () => {
  it('each splittable expense’s shares are whole cents ≥ 0 and sum to its total', () => {
    fc.assert(
      fc.property(checkArb, (check) => {
        for (const expense of check.expenses) {
          const split = expenseShares(expense);
          if (!split.ok) continue;
          expect(split.shares).toHaveLength(expense.participants.length);
          for (const share of split.shares) expect(Number.isSafeInteger(share) && share >= 0).toBe(true);
          expect(split.shares.reduce((a, b) => a + b, 0)).toBe(expense.total);
        }
      }),
    );
  });

  it('balances sum to 0; after the transfers (greedy or fewest) every balance is 0', () => {
    fc.assert(
      fc.property(checkArb, (check) => {
        const ids = check.people.map((p) => p.id);
        const { balances } = computeBalances(check);
        expect(balances.reduce((a, b) => a + b, 0)).toBe(0);
        for (const method of ['greedy', 'fewest'] as const) {
          const { transfers } = settle(check, method);
          for (const t of transfers) expect(t.amount).toBeGreaterThan(0);
          expect(afterTransfers(ids, balances, transfers).every((b) => b === 0)).toBe(true);
        }
      }),
    );
  });

  it('transfers ≤ people with a balance − 1; fewest transfers never more than greedy', () => {
    fc.assert(
      fc.property(checkArb, (check) => {
        const { balances } = computeBalances(check);
        const owing = balances.filter((b) => b !== 0).length;
        const greedy = settle(check, 'greedy').transfers;
        const fewest = settle(check, 'fewest');
        expect(greedy.length).toBeLessThanOrEqual(Math.max(0, owing - 1));
        expect(fewest.transfers.length).toBeLessThanOrEqual(greedy.length);
        expect(fewest.exact).toBe(owing <= EXACT_FEWEST_LIMIT);
      }),
    );
  });

  it('fewest transfers is optimal on small cases (checked against every partition)', () => {
    // The fewest transfers are n − (most zero-sum groups): count them by brute force over set partitions.
    const mostGroups = (values: number[]): number => {
      if (values.length === 0) return 0;
      let best = 0;
      const [first, ...rest] = values;
      for (let mask = 0; mask < 1 << rest.length; mask++) {
        const group = [first!, ...rest.filter((_, i) => mask & (1 << i))];
        if (group.reduce((a, b) => a + b, 0) !== 0) continue;
        best = Math.max(best, 1 + mostGroups(rest.filter((_, i) => !(mask & (1 << i)))));
      }
      return best;
    };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -6, max: 6 }).filter((x) => x !== 0), { minLength: 1, maxLength: 7 }), (values) => {
        const balances = [...values, -values.reduce((a, b) => a + b, 0)].filter((b) => b !== 0);
        const ids = balances.map((_, i) => String(i));
        expect(fewestSettle(ids, balances).transfers).toHaveLength(balances.length - mostGroups(balances));
      }),
    );
  });

  it('a stored check reads back as it was', () => {
    fc.assert(
      fc.property(checkArb, (check) => {
        expect(parseStoredCheck(serializeCheck(check))).toEqual({ status: 'ok', check });
      }),
    );
  });
});

describe('stored value', () => {
  const check = saved({ people: ANN_BEN_CAT, expenses: [] }, (d) => ({ ...d, description: 'Dinner', total: '30' }));

  it('nothing stored is no notice', () => {
    expect(parseStoredCheck(null)).toEqual({ status: 'none' });
  });

  it.each([
    ['corrupt JSON', '{"version":1,"people":['],
    ['another version', JSON.stringify({ ...JSON.parse(serializeCheck(check)), version: 2 })],
    ['a foreign value', '{"theme":"dark"}'],
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['one person', JSON.stringify({ version: 1, people: [{ id: '1', name: 'a' }], expenses: [] })],
    ['duplicate people', JSON.stringify({ version: 1, people: [{ id: '1', name: 'a' }, { id: '1', name: 'b' }], expenses: [] })],
    ['a dangling payer', serializeCheck({ ...check, expenses: [{ ...check.expenses[0]!, paidBy: '9' }] })],
    ['a fractional total', serializeCheck({ ...check, expenses: [{ ...check.expenses[0]!, total: 10.5 }] })],
    ['a total over the limit', serializeCheck({ ...check, expenses: [{ ...check.expenses[0]!, total: MAX_TOTAL_CENTS + 1 }] })],
    ['an unknown split', serializeCheck({ ...check, expenses: [{ ...check.expenses[0]!, splitType: 'weird' as SplitType }] })],
    ['a custom amount missing', serializeCheck({ ...check, expenses: [{ ...check.expenses[0]!, splitType: 'custom' }] })],
  ])('%s is dropped', (_, text) => {
    expect(parseStoredCheck(text)).toEqual({ status: 'dropped' });
  });

  it('puts participants back in people order', () => {
    const stored = JSON.parse(serializeCheck(check)) as { expenses: { participants: unknown[] }[] };
    stored.expenses[0]!.participants.reverse();
    expect(parseStoredCheck(JSON.stringify(stored))).toEqual({ status: 'ok', check });
  });
});

describe('CSV export', () => {
  it.each([
    ['Dinner', 'Dinner'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1,"2"', `"'=1,""2"""`],
    ['Zoë 🍕 سارة', 'Zoë 🍕 سارة'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('reads back cell for cell through an RFC 4180 reader, formulas neutralised', () => {
    const read = (csv: string): string[][] => {
      const rows: string[][] = [];
      let row: string[] = [];
      let cell = '';
      let quoted = false;
      const text = csv.replace(/^\uFEFF/, '');
      for (let i = 0; i < text.length; i++) {
        const char = text[i]!;
        if (quoted && char === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (char === '"') {
          quoted = !quoted;
        } else if (quoted || (char !== ',' && !(char === '\r' && text[i + 1] === '\n'))) {
          cell += char;
        } else {
          row.push(cell);
          cell = '';
          if (char === '\r') {
            rows.push(row);
            row = [];
            i++;
          }
        }
      }
      return rows;
    };
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        expect(read(toCsv(rows))).toEqual(rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell))));
      }),
    );
  });

  it('exports the expenses with each person’s share, and the transfers', () => {
    let check: Check = { people: people('Ann', '=Ben', ''), expenses: [] };
    check = saved(check, (d) => ({ ...d, description: 'Taxi, late', total: '10' }));
    check = saved(check, (d) => ({ ...choosePayer(d, check.people, '3'), description: 'Snacks', total: '3' }));
    check = { ...check, expenses: [...check.expenses, { ...check.expenses[1]!, id: '3', paidBy: '' }] };
    expect(expensesCsv(check)).toBe(
      '\uFEFFDescription,Amount,Paid by,Split,Note,Ann,\'=Ben,Person 3\r\n' +
        '"Taxi, late",10.00,Ann,Split equally among 3,,3.34,3.33,3.33\r\n' +
        'Snacks,3.00,Person 3,Split equally among 3,,1.00,1.00,1.00\r\n' +
        'Snacks,3.00,,Split equally among 3,Nobody paid it: the payer was removed. Left out of the settlement.,,,\r\n',
    );
    const { transfers } = settle(check);
    expect(transfersCsv(check.people, transfers)).toBe("\uFEFFFrom,To,Amount\r\n'=Ben,Ann,4.33\r\nPerson 3,Ann,1.33\r\n");
  });
});

function problemOf(expense: Expense) {
  const split = expenseShares(expense);
  if (split.ok) throw new Error(`${expense.description} can be split`);
  return split.problem;
}

function toggleOk(draft: Draft, personId: string, checked: boolean, ...more: string[]): Draft {
  let next = draft;
  for (const id of [personId, ...more]) {
    const result = toggleParticipant(next, ANN_BEN_CAT, id, checked);
    if (!result.ok) throw new Error(result.message);
    next = result.draft;
  }
  return next;
}
