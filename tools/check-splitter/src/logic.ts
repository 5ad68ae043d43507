// Pure logic of the Check Splitter: no React, no DOM, no I/O, so it runs and tests anywhere.
// All money is integer cents: amounts are read from the typed decimal text, never
// through floating point, so a three-way split of $10.00 settles to the cent.

/** Whole cents. */
export type Cents = number;

/** The largest total accepted: $1,000,000,000 (Bad input). */
export const MAX_TOTAL_CENTS: Cents = 100_000_000_000;
/** At least 2 people are always kept. */
export const MIN_PEOPLE = 2;
/** 'Fewest transfers' searches every grouping up to this many people with a balance (2^12 subsets). */
export const EXACT_FEWEST_LIMIT = 12;
/** A share or a percentage is kept in hundredths (1.5 shares = 150, 33.33% = 3333). */
export const HUNDREDTHS = 100;
/** 100.00%, in hundredths of a percent. */
export const FULL_PERCENT = 100 * HUNDREDTHS;
// Above this a share or percentage counts as 0: it keeps the proportional split's arithmetic small.
const MAX_WEIGHT = 100_000_000;

export type SplitType = 'equal' | 'custom' | 'shares' | 'percent';

/** The Split Type choice: equal and custom, then shares and percent (as Spliit and Splitwise offer). */
export const SPLIT_TYPES: readonly { value: SplitType; label: string }[] = [
  { value: 'equal', label: 'Split Equally' },
  { value: 'custom', label: 'Custom Amounts' },
  { value: 'shares', label: 'By Shares' },
  { value: 'percent', label: 'By Percent' },
];

export interface Person {
  /** Numeric text: a new person gets the highest id plus 1. */
  id: string;
  /** May be blank; shown as 'Person {id}' then. */
  name: string;
}

export interface Participant {
  personId: string;
  /** Custom: cents. Shares: hundredths of a share. Percent: hundredths of a percent. Equal: unused. */
  amount?: number;
}

export interface Expense {
  id: string;
  description: string;
  total: Cents;
  /** A person id, or '' once the payer has been removed. */
  paidBy: string;
  splitType: SplitType;
  /** In people order. */
  participants: Participant[];
}

/** What the tool keeps: people and expenses, saved in the browser. */
export interface Check {
  people: Person[];
  expenses: Expense[];
}

export interface Transfer {
  from: string;
  to: string;
  amount: Cents;
}

/** The messages, word for word (docs/tools/check-splitter.md). */
export const MESSAGES = {
  description: 'Please enter a description for the expense.',
  total: 'Please enter a valid total amount.',
  payer: 'Please select who paid for this expense.',
  participants: 'Please select at least one participant.',
  payerIncluded: 'The person who paid must be included in the split.',
  cannotRemovePayer: 'Cannot remove payer',
  noExpenses: 'No expenses yet. Click "Add" to start.',
  settled: "All settled up! Everyone's even.",
  // Those of the two later split types, shares and percent.
  shares: 'Please give at least one participant a share.',
} as const;

export const customSumMessage = (current: Cents, expected: Cents) =>
  `Custom amounts must add up to the total. Current: ${formatMoney(current)}, Expected: ${formatMoney(expected)}`;
export const percentSumMessage = (current: number) =>
  `Percentages must add up to 100%. Current: ${formatHundredths(current)}%, Expected: 100.00%`;

// ---------------------------------------------------------------------------------------------------
// Numbers

// What a number field can hold: digits with an optional point, sign and exponent ("1e3" is a valid
// value of <input type="number">).
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * The typed decimal text in hundredths (cents), rounded half away from zero, read digit by digit so no
 * binary fraction ever rounds it: '10.005' is 1001. Null for text that is not a number; ±Infinity for
 * one too large to count exactly.
 */
export function parseHundredths(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent] = match;
  if (whole === '' && fraction === '') return null;
  const digits = whole + fraction;
  // The digits that make whole hundredths: those before the point, moved by the exponent, plus two.
  const kept = whole.length + (exponent ? Number(exponent) : 0) + 2;
  const leadingZeros = /^0*/.exec(digits)![0].length;
  if (leadingZeros === digits.length) return 0;
  const negative = sign === '-';
  // 15 significant digits stay exact in a double, and are far beyond any amount accepted here.
  if (kept - leadingZeros > 15) return negative ? -Infinity : Infinity;
  let units = 0;
  let next = '0';
  if (kept > 0) {
    const padded = digits.padEnd(kept + 1, '0');
    units = Number(padded.slice(0, kept));
    next = padded[kept]!;
  } else if (kept === 0) {
    next = digits[0] ?? '0';
  }
  // The first digit dropped decides: 5 or more moves away from zero.
  if (next >= '5') units += 1;
  return negative && units !== 0 ? -units : units;
}

/** A total in cents, or null when it is not one Save Expense accepts (more than 0, at most $1,000,000,000). */
export function parseTotal(text: string): Cents | null {
  const cents = parseHundredths(text);
  return cents !== null && cents > 0 && cents <= MAX_TOTAL_CENTS ? cents : null;
}

/** A custom amount in cents: not a number, negative or over the largest total counts as 0. */
export function parseAmount(text: string): Cents {
  const cents = parseHundredths(text);
  return cents !== null && cents > 0 && cents <= MAX_TOTAL_CENTS ? cents : 0;
}

/** A share count or a percentage in hundredths: not a number or negative counts as 0. */
export function parseWeight(text: string): number {
  const units = parseHundredths(text);
  return units !== null && units > 0 && units <= MAX_WEIGHT ? units : 0;
}

/** Hundredths as a decimal with 2 places: 1001 → '10.01', no grouping. */
export function formatHundredths(units: number): string {
  const sign = units < 0 ? '-' : '';
  const magnitude = Math.abs(units);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** '$X.XX' (a $ sign and 2 decimals). */
export const formatMoney = (cents: Cents): string => `$${formatHundredths(cents)}`;

/** A share count as typed back into its field: 150 → '1.5', 200 → '2'. */
export function formatWeight(units: number): string {
  return formatHundredths(units).replace(/\.?0+$/, '');
}

// ---------------------------------------------------------------------------------------------------
// People and ids

/** The highest numeric id plus 1, as text; '1' for none. */
export function nextId(items: readonly { id: string }[]): string {
  let highest = 0;
  for (const { id } of items) if (/^\d+$/.test(id)) highest = Math.max(highest, Number(id));
  return String(highest + 1);
}

/** The name to show: a blank name is 'Person {id}'. */
export const displayName = (person: Person): string => (person.name.trim() === '' ? `Person ${person.id}` : person.name);

/** Two people with empty names, no expenses. */
export function initialCheck(): Check {
  return { people: [{ id: '1', name: '' }, { id: '2', name: '' }], expenses: [] };
}

export function addPerson(check: Check): Check {
  return { ...check, people: [...check.people, { id: nextId(check.people), name: '' }] };
}

export function renamePerson(check: Check, id: string, name: string): Check {
  return { ...check, people: check.people.map((p) => (p.id === id ? { ...p, name } : p)) };
}

/**
 * Removes a person and clears them from every expense's payer and participants. An expense
 * left without a payer, or whose amounts no longer add up, stays: expenseShares reports it. Refused
 * (the check unchanged) when only 2 people are left.
 */
export function removePerson(check: Check, id: string): Check {
  if (check.people.length <= MIN_PEOPLE || !check.people.some((p) => p.id === id)) return check;
  return {
    people: check.people.filter((p) => p.id !== id),
    expenses: check.expenses.map((expense) =>
      expense.paidBy === id || expense.participants.some((p) => p.personId === id)
        ? {
            ...expense,
            paidBy: expense.paidBy === id ? '' : expense.paidBy,
            participants: expense.participants.filter((p) => p.personId !== id),
          }
        : expense,
    ),
  };
}

export function deleteExpense(check: Check, id: string): Check {
  return { ...check, expenses: check.expenses.filter((e) => e.id !== id) };
}

// ---------------------------------------------------------------------------------------------------
// Splitting one expense

/**
 * Splits `total` cents in proportion to `weights` (all ≥ 0, summing to more than 0) so the parts add
 * up to the total exactly: each part is rounded down, and the cents left go one each to the largest
 * remainders, ties to the earlier entry (people order). Equal weights give $10.00 / 3 → 334, 333, 333.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) throw new RangeError('allocate: the weights must add up to more than 0');
  // total = whole · sum + rest, so total · w / sum = whole · w + rest · w / sum, and rest · w stays small.
  const whole = Math.floor(total / sum);
  const rest = total - whole * sum;
  const parts: Cents[] = [];
  const remainders: number[] = [];
  let given = 0;
  for (const weight of weights) {
    let share: number;
    let remainder: number;
    const product = rest * weight;
    if (Number.isSafeInteger(product)) {
      share = Math.floor(product / sum);
      remainder = product - share * sum;
    } else {
      const big = BigInt(rest) * BigInt(weight);
      share = Number(big / BigInt(sum));
      remainder = Number(big % BigInt(sum));
    }
    const part = whole * weight + share;
    parts.push(part);
    remainders.push(remainder);
    given += part;
  }
  // Fewer cents are left than there are parts: pick the largest remainders one by one (the first of
  // equals wins), marking each taken with -1; no comparator sort, which costs more at these sizes.
  for (let left = total - given; left > 0; left--) {
    let best = 0;
    for (let index = 1; index < remainders.length; index++) if (remainders[index]! > remainders[best]!) best = index;
    parts[best]! += 1;
    remainders[best] = -1;
  }
  return parts;
}

/** $10.00 / 3 → 334, 333, 333: the cents left over go to the first participants (people order). */
function equalParts(total: Cents, count: number): Cents[] {
  const base = Math.floor(total / count);
  const extra = total - base * count;
  const parts: Cents[] = [];
  for (let index = 0; index < count; index++) parts.push(index < extra ? base + 1 : base);
  return parts;
}

/** Why an expense is left out of the settlement (a person's removal can leave it so). */
export type ExpenseProblem =
  | { kind: 'no-payer' }
  | { kind: 'no-participants' }
  | { kind: 'custom-sum'; current: Cents }
  | { kind: 'percent-sum'; current: number };

export type ExpenseShares = { ok: true; shares: Cents[] } | { ok: false; problem: ExpenseProblem };

const sumAmounts = (participants: readonly Participant[]) => participants.reduce((sum, p) => sum + (p.amount ?? 0), 0);

/**
 * Each participant's share in cents (same order as `expense.participants`), summing to the total; or
 * why the expense cannot be split any more. Custom amounts must match the total to the cent.
 */
export function expenseShares(expense: Expense): ExpenseShares {
  const { participants, total } = expense;
  if (expense.paidBy === '') return { ok: false, problem: { kind: 'no-payer' } };
  if (participants.length === 0) return { ok: false, problem: { kind: 'no-participants' } };
  switch (expense.splitType) {
    case 'equal':
      return { ok: true, shares: equalParts(total, participants.length) };
    case 'custom': {
      const current = sumAmounts(participants);
      if (current !== total) return { ok: false, problem: { kind: 'custom-sum', current } };
      return { ok: true, shares: participants.map((p) => p.amount ?? 0) };
    }
    case 'percent': {
      const current = sumAmounts(participants);
      if (current !== FULL_PERCENT) return { ok: false, problem: { kind: 'percent-sum', current } };
      return { ok: true, shares: allocate(total, participants.map((p) => p.amount ?? 0)) };
    }
    case 'shares': {
      if (sumAmounts(participants) <= 0) return { ok: false, problem: { kind: 'no-participants' } };
      return { ok: true, shares: allocate(total, participants.map((p) => p.amount ?? 0)) };
    }
  }
}

/** The mark an expense's row carries when it is left out of the settlement. */
export function problemText(problem: ExpenseProblem, total: Cents): string {
  const out = 'Left out of the settlement.';
  switch (problem.kind) {
    case 'no-payer':
      return `Nobody paid it: the payer was removed. ${out}`;
    case 'no-participants':
      return `Nobody is left to share it. ${out}`;
    case 'custom-sum':
      return `Custom amounts add up to ${formatMoney(problem.current)}, not ${formatMoney(total)}. ${out}`;
    case 'percent-sum':
      return `Percentages add up to ${formatHundredths(problem.current)}%, not 100%. ${out}`;
  }
}

/** The row's split line: 'Split equally among N', 'Custom split', and the two later types'. */
export function splitSummary(expense: Expense): string {
  const count = expense.participants.length;
  switch (expense.splitType) {
    case 'equal':
      return `Split equally among ${count}`;
    case 'custom':
      return 'Custom split';
    case 'shares':
      return `Split by shares among ${count}`;
    case 'percent':
      return `Split by percent among ${count}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Settlement

export interface Balances {
  /** Paid minus shares, in cents, one per person in people order. */
  balances: Cents[];
  /** The sum of every expense's total, the ones left out included ('Total expenses: $X'). */
  total: Cents;
  /** The expenses left out of the settlement, in list order. */
  leftOut: { expense: Expense; problem: ExpenseProblem }[];
}

/** Each person's balance is what they paid minus their shares; unsplittable expenses are left out. */
export function computeBalances(check: Check): Balances {
  const index = new Map(check.people.map((person, i) => [person.id, i]));
  const balances: Cents[] = check.people.map(() => 0);
  const leftOut: Balances['leftOut'] = [];
  let total = 0;
  for (const expense of check.expenses) {
    total += expense.total;
    const split = expenseShares(expense);
    if (!split.ok) {
      leftOut.push({ expense, problem: split.problem });
      continue;
    }
    balances[index.get(expense.paidBy)!]! += expense.total;
    const { participants } = expense;
    for (let i = 0; i < participants.length; i++) balances[index.get(participants[i]!.personId)!]! -= split.shares[i]!;
  }
  return { balances, total, leftOut };
}

/**
 * The largest-first settlement over cent balances (ids[i] has balances[i]): creditors and debtors each
 * sorted largest first, ties in the given (people) order, matched greedily; a side is done when its
 * remainder is 0. Each transfer finishes at least one side, so n people with a balance need at most n − 1.
 */
export function greedySettle(ids: readonly string[], balances: readonly Cents[]): Transfer[] {
  const side = (sign: 1 | -1) =>
    balances
      .map((balance, i) => ({ id: ids[i]!, left: balance * sign, i }))
      .filter((entry) => entry.left > 0)
      .sort((a, b) => b.left - a.left || a.i - b.i);
  const creditors = side(1);
  const debtors = side(-1);
  const transfers: Transfer[] = [];
  let c = 0;
  let d = 0;
  while (c < creditors.length && d < debtors.length) {
    const creditor = creditors[c]!;
    const debtor = debtors[d]!;
    const amount = Math.min(creditor.left, debtor.left);
    transfers.push({ from: debtor.id, to: creditor.id, amount });
    creditor.left -= amount;
    debtor.left -= amount;
    if (creditor.left === 0) c += 1;
    if (debtor.left === 0) d += 1;
  }
  return transfers;
}

export interface Settlement {
  transfers: Transfer[];
  /** False when 'Fewest transfers' fell back to the greedy matching (more than 12 people with a balance). */
  exact: boolean;
}

/**
 * The fewest transfers that settle the balances. People whose balances cancel out within a group can
 * settle among themselves in (group size − 1) transfers, so the fewest transfers are n − (the most
 * zero-sum groups the n people with a balance split into). A dynamic programme over the 2^n subsets
 * finds those groups (exact up to 12 people with a balance); each group is then settled greedily.
 * Beyond 12 it returns the greedy transfers with `exact: false`.
 */
export function fewestSettle(ids: readonly string[], balances: readonly Cents[]): Settlement {
  const members = balances.map((balance, i) => ({ balance, i })).filter((entry) => entry.balance !== 0);
  const n = members.length;
  if (n > EXACT_FEWEST_LIMIT) return { transfers: greedySettle(ids, balances), exact: false };
  const size = 1 << n;
  const sums = new Float64Array(size);
  // groups[mask]: the most zero-sum groups the people of `mask` can be split into, taken in some order.
  const groups = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    sums[mask] = sums[mask ^ low]! + members[31 - Math.clz32(low)]!.balance;
    let best = 0;
    for (let rest = mask; rest; rest &= rest - 1) best = Math.max(best, groups[mask ^ (rest & -rest)]!);
    groups[mask] = best + (sums[mask] === 0 ? 1 : 0);
  }
  // Walk back from everyone, removing one person at a time along a best path; each time the people
  // left sum to zero, the ones removed since the last such point form a group.
  const found: number[] = [];
  let mask = size - 1;
  let groupStart = mask;
  while (mask) {
    const step = groups[mask]! - (sums[mask] === 0 ? 1 : 0);
    let rest = mask;
    // The earliest person whose removal keeps to a best path (one always does, by the programme above).
    while (groups[mask ^ (rest & -rest)] !== step) rest &= rest - 1;
    mask ^= rest & -rest;
    if (sums[mask] === 0) {
      found.push(groupStart ^ mask);
      groupStart = mask;
    }
  }
  const transfers: Transfer[] = [];
  // Groups in people order of their first member; within a group, the largest-first greedy.
  found.sort((a, b) => (a & -a) - (b & -b));
  for (const group of found) {
    const inGroup = members.filter((_, k) => group & (1 << k));
    transfers.push(...greedySettle(inGroup.map((m) => ids[m.i]!), inGroup.map((m) => m.balance)));
  }
  return { transfers, exact: true };
}

export type SettleMethod = 'greedy' | 'fewest';

/** The balances and the transfers that settle them, by the chosen method (largest first by default). */
export function settle(check: Check, method: SettleMethod = 'greedy'): Balances & Settlement {
  const balances = computeBalances(check);
  const ids = check.people.map((p) => p.id);
  const settlement =
    method === 'fewest' ? fewestSettle(ids, balances.balances) : { transfers: greedySettle(ids, balances.balances), exact: true };
  return { ...balances, ...settlement };
}

// ---------------------------------------------------------------------------------------------------
// The Add New Expense form

export interface DraftParticipant {
  personId: string;
  /** The typed amount (custom), share count (shares) or percentage (percent); unused when equal. */
  value: string;
}

/** The form as typed: amounts stay text until Save Expense reads them. */
export interface Draft {
  description: string;
  total: string;
  paidBy: string;
  splitType: SplitType;
  /** The checked people, in people order. */
  participants: DraftParticipant[];
}

// Switching type resets each checked person's value: custom amounts start at 0, shares at 1.
const startValue = (type: SplitType) => (type === 'shares' ? '1' : '');

/** Empty description, total 0, first person as payer, equal split, all people as participants. */
export function newDraft(people: readonly Person[]): Draft {
  return {
    description: '',
    total: '',
    paidBy: people[0]?.id ?? '',
    splitType: 'equal',
    participants: people.map((p) => ({ personId: p.id, value: '' })),
  };
}

const inPeopleOrder = (people: readonly Person[], participants: DraftParticipant[]) => {
  const order = new Map(people.map((p, i) => [p.id, i]));
  return participants.sort((a, b) => order.get(a.personId)! - order.get(b.personId)!);
};

function withParticipant(draft: Draft, people: readonly Person[], personId: string): Draft {
  if (draft.participants.some((p) => p.personId === personId)) return draft;
  const participants = inPeopleOrder(people, [...draft.participants, { personId, value: startValue(draft.splitType) }]);
  return { ...draft, participants };
}

/** Choosing a payer while the split is equal adds that payer to participants if missing. */
export function choosePayer(draft: Draft, people: readonly Person[], personId: string): Draft {
  const next = { ...draft, paidBy: personId };
  return next.splitType === 'equal' ? withParticipant(next, people, personId) : next;
}

/**
 * Keeps the checked people and resets their values for the new type (custom amounts start at 0).
 * Back to equal, the payer is checked again, as choosing a payer there would do.
 */
export function chooseSplitType(draft: Draft, people: readonly Person[], splitType: SplitType): Draft {
  const next = { ...draft, splitType, participants: draft.participants.map((p) => ({ ...p, value: startValue(splitType) })) };
  return splitType === 'equal' && next.paidBy !== '' ? withParticipant(next, people, next.paidBy) : next;
}

/** Checks or unchecks a person; unchecking the payer in an equal split is refused. */
export function toggleParticipant(
  draft: Draft,
  people: readonly Person[],
  personId: string,
  checked: boolean,
): { ok: true; draft: Draft } | { ok: false; title: string; message: string } {
  if (checked) return { ok: true, draft: withParticipant(draft, people, personId) };
  if (draft.splitType === 'equal' && personId === draft.paidBy) {
    return { ok: false, title: MESSAGES.cannotRemovePayer, message: MESSAGES.payerIncluded };
  }
  return { ok: true, draft: { ...draft, participants: draft.participants.filter((p) => p.personId !== personId) } };
}

export function setParticipantValue(draft: Draft, personId: string, value: string): Draft {
  return { ...draft, participants: draft.participants.map((p) => (p.personId === personId ? { ...p, value } : p)) };
}

/** A removed person leaves the open form too: as payer and as participant. */
export function removePersonFromDraft(draft: Draft, personId: string): Draft {
  return {
    ...draft,
    paidBy: draft.paidBy === personId ? '' : draft.paidBy,
    participants: draft.participants.filter((p) => p.personId !== personId),
  };
}

/** The running sum of the draft's values for the current type: cents (custom) or hundredths (shares, percent). */
export function draftValueSum(draft: Draft): number {
  const read = draft.splitType === 'custom' ? parseAmount : parseWeight;
  return draft.participants.reduce((sum, p) => sum + read(p.value), 0);
}

/** Save Expense's checks, in order (docs/tools/check-splitter.md#messages): the first failing one's message, or null. */
export function validateDraft(draft: Draft): string | null {
  if (draft.description.trim() === '') return MESSAGES.description;
  const total = parseTotal(draft.total);
  if (total === null) return MESSAGES.total;
  if (draft.paidBy === '') return MESSAGES.payer;
  if (draft.participants.length === 0) return MESSAGES.participants;
  switch (draft.splitType) {
    case 'equal':
      return draft.participants.some((p) => p.personId === draft.paidBy) ? null : MESSAGES.payerIncluded;
    case 'custom': {
      const current = draftValueSum(draft);
      return current === total ? null : customSumMessage(current, total);
    }
    case 'percent': {
      const current = draftValueSum(draft);
      return current === FULL_PERCENT ? null : percentSumMessage(current);
    }
    case 'shares':
      return draftValueSum(draft) > 0 ? null : MESSAGES.shares;
  }
}

/** The saved expense of a valid draft (validateDraft returned null), with the next id. */
export function draftToExpense(draft: Draft, expenses: readonly Expense[]): Expense {
  const read = draft.splitType === 'custom' ? parseAmount : parseWeight;
  return {
    id: nextId(expenses),
    description: draft.description.trim(),
    total: parseTotal(draft.total)!,
    paidBy: draft.paidBy,
    splitType: draft.splitType,
    participants: draft.participants.map(({ personId, value }) =>
      draft.splitType === 'equal' ? { personId } : { personId, amount: read(value) },
    ),
  };
}

// ---------------------------------------------------------------------------------------------------
// Saving in the browser: one versioned value

export const STORAGE_VERSION = 1;

/** The stored text of a check. */
export function serializeCheck(check: Check): string {
  return JSON.stringify({ version: STORAGE_VERSION, ...check });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;
const SPLIT_VALUES = new Set<unknown>(SPLIT_TYPES.map((t) => t.value));

function readExpense(value: unknown, ids: Set<string>): Expense | null {
  if (!isRecord(value) || !Array.isArray(value.participants)) return null;
  const { id, description, total, paidBy, splitType } = value;
  if (typeof id !== 'string' || typeof description !== 'string' || typeof paidBy !== 'string') return null;
  if (!isCount(total, MAX_TOTAL_CENTS) || total === 0 || !SPLIT_VALUES.has(splitType)) return null;
  if (paidBy !== '' && !ids.has(paidBy)) return null;
  const seen = new Set<string>();
  const participants: Participant[] = [];
  for (const entry of value.participants) {
    if (!isRecord(entry) || typeof entry.personId !== 'string' || !ids.has(entry.personId) || seen.has(entry.personId)) return null;
    seen.add(entry.personId);
    if (splitType === 'equal') participants.push({ personId: entry.personId });
    else if (isCount(entry.amount, splitType === 'custom' ? MAX_TOTAL_CENTS : MAX_WEIGHT)) {
      participants.push({ personId: entry.personId, amount: entry.amount });
    } else return null;
  }
  return { id, description, total, paidBy, splitType: splitType as SplitType, participants };
}

/**
 * Reads a stored value back. `dropped` when it is not one this version wrote (corrupt JSON, another
 * shape, a dangling person id): the caller starts afresh and says so. Participants come back in people order.
 */
export function parseStoredCheck(text: string | null): { status: 'none' } | { status: 'ok'; check: Check } | { status: 'dropped' } {
  if (text === null) return { status: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { status: 'dropped' };
  }
  if (!isRecord(value) || value.version !== STORAGE_VERSION || !Array.isArray(value.people) || !Array.isArray(value.expenses)) {
    return { status: 'dropped' };
  }
  const people: Person[] = [];
  const ids = new Set<string>();
  for (const entry of value.people) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || !/^\d+$/.test(entry.id) || typeof entry.name !== 'string' || ids.has(entry.id)) {
      return { status: 'dropped' };
    }
    ids.add(entry.id);
    people.push({ id: entry.id, name: entry.name });
  }
  if (people.length < MIN_PEOPLE) return { status: 'dropped' };
  const order = new Map(people.map((p, i) => [p.id, i]));
  const expenses: Expense[] = [];
  const expenseIds = new Set<string>();
  for (const entry of value.expenses) {
    const expense = readExpense(entry, ids);
    if (!expense || expenseIds.has(expense.id)) return { status: 'dropped' };
    expenseIds.add(expense.id);
    expense.participants.sort((a, b) => order.get(a.personId)! - order.get(b.personId)!);
    expenses.push(expense);
  }
  return { status: 'ok', check: { people, expenses } };
}

// ---------------------------------------------------------------------------------------------------
// CSV export

// OWASP's CSV injection advice: a cell a spreadsheet would read as a formula gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula starts neutralised, then quoted when it holds a quote, comma or line break (RFC 4180). */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text with CRLF line ends, after a byte order mark so spreadsheets read it as UTF-8. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Every expense with its payer, split and each person's share (blank for an expense left out). */
export function expensesCsv(check: Check): string {
  const names = new Map(check.people.map((p) => [p.id, displayName(p)]));
  const header = ['Description', 'Amount', 'Paid by', 'Split', 'Note', ...check.people.map(displayName)];
  const rows = check.expenses.map((expense) => {
    const split = expenseShares(expense);
    const shares = new Map<string, string>();
    if (split.ok) expense.participants.forEach((p, i) => shares.set(p.personId, formatHundredths(split.shares[i]!)));
    return [
      expense.description,
      formatHundredths(expense.total),
      names.get(expense.paidBy) ?? '',
      splitSummary(expense),
      split.ok ? '' : problemText(split.problem, expense.total),
      ...check.people.map((p) => shares.get(p.id) ?? (split.ok ? '0.00' : '')),
    ];
  });
  return toCsv([header, ...rows]);
}

/** The transfers that settle up: who pays whom how much. */
export function transfersCsv(people: readonly Person[], transfers: readonly Transfer[]): string {
  const names = new Map(people.map((p) => [p.id, displayName(p)]));
  return toCsv([['From', 'To', 'Amount'], ...transfers.map((t) => [names.get(t.from)!, names.get(t.to)!, formatHundredths(t.amount)])]);
}
