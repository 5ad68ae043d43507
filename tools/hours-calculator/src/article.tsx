/** The meta description of the tool's page. */
export const pageDescription =
  'Free online hours calculator: enter a start time, an end time and your break in minutes to see the hours and minutes worked, in decimal hours too. Handles overnight shifts; runs in your browser.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Work out the hours you worked</h2>
      <p>
        Hours Calculator tells you how long a shift or a working day lasted. Enter when you started, when you
        finished and how many minutes of break you took, and it shows the time worked in hours and minutes, such
        as <code>Total Time Worked: 7h 30m</code>, with the same figure in decimal hours (<code>7.50</code>) for
        a timesheet or an invoice. The sum runs in your browser; nothing is sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>
          Set the <strong>Start Time</strong> and the <strong>End Time</strong>. Both are needed: with one missing
          the tool says <em>Please enter both start and end times.</em>
        </li>
        <li>
          Type your unpaid break in <strong>Break Time (minutes)</strong>, or leave it empty for no break. A break of
          an hour and a half is <code>90</code>.
        </li>
        <li>
          Press <strong>Calculate Hours</strong>, or Enter in any field. The result appears below the buttons.
          <strong> Clear</strong> empties every field and the result.
        </li>
      </ol>

      <h2>How the time is counted</h2>
      <h3>Shifts that cross midnight</h3>
      <p>
        The times have no date, so an end time earlier than the start time is read as the next day. From 22:00 to
        06:00 is an overnight shift of 8h 0m, and from 23:59 to 00:00 is 0h 1m. The line under the result says
        when a shift crosses midnight, so you can check that this is what you meant. The same start and end time
        count as 0h 0m, not a full day: for a shift of exactly 24 hours, add the two halves separately.
      </p>
      <h3>Breaks</h3>
      <p>
        The break is counted in whole minutes. A decimal is cut, not rounded: <code>15.9</code> counts as 15
        minutes. A negative number or anything that is not a number counts as no break. A break longer than the
        time between the two times cannot be right, so instead of a result the tool says{' '}
        <em>Break time cannot be longer than the time worked.</em>
      </p>
      <h3>Decimal hours</h3>
      <p>
        Payroll and invoices often want hours as a decimal number. The minutes are divided by 60 and shown with two
        decimals: 7h 30m is 7.50 hours, 7h 20m is 7.33 and 45 minutes is 0.75.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Does it handle daylight saving time?</h3>
      <p>
        The calculator works with clock times only, with no date, so it never adds or removes the hour of a clock
        change. If your night shift ran over the night the clocks went forward, you worked one hour less than the
        result shows; over the night they went back, one hour more.
      </p>
      <h3>Can I use a 12-hour clock?</h3>
      <p>
        Yes. The time fields follow your device&apos;s settings, showing AM and PM where that is the custom. The
        sum is the same either way.
      </p>
      <h3>Can I add up several days or shifts?</h3>
      <p>
        One calculation covers one stretch of up to 24 hours. For a week, calculate each day and add the decimal
        hours together.
      </p>
      <h3>Can I save or share a calculation?</h3>
      <p>
        After you press Calculate Hours, the page address holds the two times and the break, for example{' '}
        <code>?start=09%3A00&amp;end=17%3A30&amp;break=30</code>. Bookmark it or send it, and the same calculation
        appears when the page opens. Clear removes them from the address.
      </p>
      <h3>Is anything stored?</h3>
      <p>
        No. The calculation runs in your browser, and nothing is uploaded or kept, apart from what you choose to
        keep in the page address.
      </p>
    </>
  );
}
