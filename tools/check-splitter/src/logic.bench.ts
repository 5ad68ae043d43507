// @vitest-environment node
// `pnpm bench`, figures only, never a failure. Its budget: settlement of 50 people and 1,000
// expenses ≤ 5 ms (balances of every expense, then the transfers). Beside it, the reference: the old
// site's settlement (float dollars, 0.01 tolerances), and 'Fewest transfers'
// at its exact limit of 12 people with a balance.
import { test } from 'vitest';
import { allocate, settle, type Check, type Expense, type SplitType } from './logic';

const SPLITS: SplitType[] = ['equal', 'custom', 'shares', 'percent'];

/** A fixed check: `count` people, `expenses` expenses of every split type, each shared by about 4 in 5 people. */
function bigCheck(count: number, expenses: number): Check {
  const people = Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Person ${i + 1}` }));
  const list: Expense[] = Array.from({ length: expenses }, (_, i) => {
    const splitType = SPLITS[i % SPLITS.length]!;
    const total = 100 + ((i * 7919) % 2_000_000);
    const payer = (i * 7) % count;
    const members = people.filter((_, j) => j === payer || (j * 13 + i) % 5 !== 0);
    const weights = members.map((_, j) => 1 + ((i + j) % 4));
    // Custom amounts and percentages that add up, as Save Expense requires.
    const amounts = splitType === 'custom' ? allocate(total, weights) : splitType === 'percent' ? allocate(10_000, weights) : weights;
    return {
      id: String(i + 1),
      description: `Expense ${i + 1}`,
      total,
      paidBy: String(payer + 1),
      splitType,
      participants: members.map((p, j) => (splitType === 'equal' ? { personId: p.id } : { personId: p.id, amount: amounts[j]! })),
    };
  });
  return { people, expenses: list };
}

/** The old site's settlement in float dollars: the reference the cents version replaces. */
function floatSettle(check: Check) {
  const balance = new Map(check.people.map((p) => [p.id, 0]));
  for (const e of check.expenses) {
    const total = e.total / 100;
    balance.set(e.paidBy, balance.get(e.paidBy)! + total);
    const weights = e.participants.map((p) => (e.splitType === 'equal' ? 1 : (p.amount ?? 0)));
    const sum = weights.reduce((a, b) => a + b, 0);
    e.participants.forEach((p, i) => {
      const share = e.splitType === 'custom' ? weights[i]! / 100 : (total * weights[i]!) / sum;
      balance.set(p.personId, balance.get(p.personId)! - share);
    });
  }
  const side = (sign: number) =>
    [...balance]
      .map(([id, b]) => ({ id, left: b * sign }))
      .filter((x) => x.left > 0.01)
      .sort((a, b) => b.left - a.left);
  const creditors = side(1);
  const debtors = side(-1);
  const transfers: { from: string; to: string; amount: number }[] = [];
  for (let c = 0, d = 0; c < creditors.length && d < debtors.length; ) {
    const amount = Math.min(creditors[c]!.left, debtors[d]!.left);
    transfers.push({ from: debtors[d]!.id, to: creditors[c]!.id, amount });
    creditors[c]!.left -= amount;
    debtors[d]!.left -= amount;
    if (creditors[c]!.left < 0.01) c++;
    if (debtors[d]!.left < 0.01) d++;
  }
  return transfers;
}

const RUNS = { time: 0, iterations: 200, warmupIterations: 20, warmupTime: 0 };

test('settlement of 50 people and 1,000 expenses (budget ≤ 5 ms)', async ({ bench }) => {
  const check = bigCheck(50, 1000);
  const greedy = settle(check);
  const fewest = settle(check, 'fewest');
  console.log(
    `50 people, 1,000 expenses: ${greedy.transfers.length} transfers (greedy), ${fewest.transfers.length} with Fewest transfers` +
      ` (exact: ${fewest.exact}), ${greedy.leftOut.length} left out; float reference: ${floatSettle(check).length} transfers`,
  );
  await bench.compare(
    bench('settle (cents, largest first)', () => void settle(check)),
    bench("settle 'fewest' (beyond 12 people: greedy)", () => void settle(check, 'fewest')),
    bench('reference: float settlement of the old site', () => void floatSettle(check)),
    RUNS,
  );
});

test("'Fewest transfers' at its exact limit: 12 people with a balance, 1,000 expenses", async ({ bench }) => {
  const check = bigCheck(12, 1000);
  const greedy = settle(check);
  const fewest = settle(check, 'fewest');
  console.log(`12 people: ${greedy.transfers.length} transfers greedy, ${fewest.transfers.length} fewest (exact: ${fewest.exact})`);
  await bench.compare(
    bench('settle (greedy)', () => void settle(check)),
    bench("settle 'fewest' (subset search, 2^12)", () => void settle(check, 'fewest')),
    RUNS,
  );
});
