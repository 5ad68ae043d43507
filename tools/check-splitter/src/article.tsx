/** The meta description of the tool's page. */
export const pageDescription =
  'Free check splitter: add people and shared expenses, split each equally, by exact amounts, shares or percent, and see who pays whom to settle up, to the cent. Saved in your browser, no sign-up.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Split shared bills and settle up in a few payments</h2>
      <p>
        Check Splitter keeps track of who paid for what on a trip, in a shared flat or at a group dinner, and works out
        the payments that leave everyone even. Add the people, add each expense with who paid it and who shares it,
        and the Settlement card lists who pays whom and how much. Everything is worked out in your browser: nothing is
        sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>
          Under <strong>People</strong>, type a name for each person. Press <strong>Add</strong> for more people; a
          person left unnamed is shown as <em>Person 1</em>, <em>Person 2</em> and so on. There are always at least two
          people, so the remove buttons appear from the third.
        </li>
        <li>
          Under <strong>Expenses</strong>, press <strong>Add</strong>. Fill in a description, the total amount and{' '}
          <strong>Who Paid?</strong>, then choose how to split it (see below) and tick <strong>Who&apos;s Splitting
          This?</strong>. Press <strong>Save Expense</strong>.
        </li>
        <li>
          Read the <strong>Settlement</strong> card: the total of all expenses, then one line per payment, such as{' '}
          <em>Ben pays Ann $12.50</em>. When nobody owes anything it says <em>All settled up! Everyone&apos;s even.</em>
        </li>
      </ol>

      <h2>Four ways to split an expense</h2>
      <h3>Split Equally</h3>
      <p>
        The total is divided between the people ticked. The person who paid is always one of them. When the cents do
        not divide evenly, the leftover cents go one each to the first people in the People list: $10.00 between three
        is $3.34, $3.33 and $3.33.
      </p>
      <h3>Custom Amounts</h3>
      <p>
        Type what each person owes. The amounts must add up to the total exactly, to the cent; the line under the
        amounts shows how much is assigned so far. The person who paid does not have to be included, which suits
        paying for someone else.
      </p>
      <h3>By Shares</h3>
      <p>
        Give each person a number of shares, for example 2 for a couple and 1 for a single traveller. The total is
        divided in proportion to the shares, and any leftover cents go to the people whose part was cut the most.
      </p>
      <h3>By Percent</h3>
      <p>
        Give each person a percentage, up to two decimals. The percentages must add up to exactly 100%.
      </p>

      <h2>How the settlement is worked out</h2>
      <p>
        Each person&apos;s balance is what they paid minus their share of every expense. People who are owed money are
        matched with people who owe it, largest amounts first, until every balance is zero. With <em>n</em> people who
        owe or are owed, that never takes more than <em>n</em> − 1 payments.
      </p>
      <p>
        Tick <strong>Fewest transfers</strong> to find the smallest possible number of payments instead. It looks for
        groups of people whose debts cancel out among themselves, because each such group can settle on its own with
        one payment fewer. The search tries every grouping, which is exact for up to 12 people who owe or are owed;
        with more, the page says so and shows the largest-first payments. The setting is kept in the page address,
        so a shared link opens with it.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Why are amounts exact to the cent?</h3>
      <p>
        Every amount is kept as a whole number of cents, read straight from what you type, so no rounding error can
        creep in: the shares of an expense always add up to its total, and the payments always balance. An amount with
        more than two decimals is rounded to the nearest cent, halves away from zero ($10.005 becomes $10.01).
      </p>
      <h3>Which totals are accepted?</h3>
      <p>
        A total must be more than $0.00 and at most $1,000,000,000. An empty, negative or non-numeric total gives{' '}
        <em>Please enter a valid total amount.</em> A custom amount, share or percentage that is empty or not a number
        counts as 0.
      </p>
      <h3>Is my data saved?</h3>
      <p>
        Yes, in this browser only. People and expenses are kept in your browser&apos;s local storage, so a reload or a
        later visit on the same device finds them again. They are never uploaded. If your browser blocks storage or it
        is full, the page says so and keeps everything only until you leave. <strong>Start over</strong> clears
        everything after asking you to confirm.
      </p>
      <h3>What happens when I remove a person?</h3>
      <p>
        They are taken out of every expense. An expense they paid for, or whose custom amounts or percentages no longer
        add up without them, stays in the list with a mark explaining why, and is left out of the settlement so the
        payments still balance. Delete it, or add it again with the right people.
      </p>
      <h3>Can I take the results to a spreadsheet?</h3>
      <p>
        Yes. <strong>Export expenses (CSV)</strong> saves every expense with each person&apos;s share, and{' '}
        <strong>Export transfers (CSV)</strong> saves the payments. Any cell that starts with <code>=</code>, <code>+</code>, <code>-</code> or <code>@</code> gets a
        leading apostrophe, so a spreadsheet shows it as text and never runs it as a formula.
      </p>
      <h3>Does it handle different currencies?</h3>
      <p>
        Amounts are shown with a $ sign, but any currency with cents works the same way. Mixing currencies in one check
        is not supported: convert the amounts first.
      </p>
    </>
  );
}
