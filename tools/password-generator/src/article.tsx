/** The meta description of the tool's page. */
export const pageDescription =
  'Free password generator: strong random passwords of 4 to 50 characters from upper case, lower case, numbers and symbols, with a strength meter. Made in your browser, never sent or stored.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Strong passwords, made in your browser</h2>
      <p>
        Password Generator makes a new random password each time you open the page, change a setting or press{' '}
        <strong>Generate Password</strong>. You choose how long it is and which kinds of characters it may use; the
        strength bar under it tells you how it scores. The password is made on your device and goes nowhere: it is
        not sent to a server, not put in the page address and not saved in your browser.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>
          Set the length with the <strong>Password Length</strong> slider, or type a number from 4 to 50 in the box
          beside it (a number outside that range is brought back to the nearest end).
        </li>
        <li>
          Tick the character types the password may use: upper-case letters, lower-case letters, numbers and the
          symbols <code>{'!@#$%^&*()_+-=[]{}|;:,.<>?'}</code>. Every type you tick appears at least once.
        </li>
        <li>
          Tick <strong>Exclude Similar Characters</strong> to leave out i, l, 1, L, o, 0 and O, which are easy to
          misread when a password has to be typed from paper or a screen.
        </li>
        <li>
          Press <strong>Copy</strong> to put the password on your clipboard, or <strong>Generate Password</strong>{' '}
          for another one with the same settings.
        </li>
      </ol>
      <p>
        The settings, but never the password, are kept in the page address, so a bookmark or a shared link opens the
        generator with the same length and character types.
      </p>

      <h2>How the password is drawn</h2>
      <p>
        Each character comes from your browser&apos;s cryptographically secure random generator (
        <code>crypto.getRandomValues</code>), the same source browsers use for encryption keys. Random bytes are
        turned into characters by rejection sampling: a byte that would make some characters more likely than others
        is thrown away and another is drawn, so every allowed character is exactly as likely as every other.
      </p>
      <p>
        To make sure each type you ticked appears, a password that misses one is thrown away whole and a new one is
        drawn. That keeps every possible password with all your types in it equally likely. Putting one character of
        each type into fixed places instead would make the password more predictable.
      </p>

      <h2>What the strength bar measures</h2>
      <p>The score runs from 0 to 7, with one point for each of these:</p>
      <ul>
        <li>at least 8 characters, at least 12 characters, and at least 16 characters (up to three points);</li>
        <li>a lower-case letter, an upper-case letter, a digit, and any other character (one point each).</li>
      </ul>
      <p>
        A score up to 2 is <strong>Weak</strong>, up to 4 is <strong>Medium</strong>, 5 is <strong>Strong</strong>{' '}
        and 6 or 7 is <strong>Very Strong</strong>. The bar turns red, yellow, green and dark green to match, and the
        label says the same in words.
      </p>
      <p>
        The score is a quick checklist, not a measure of how long a password would take to guess. What protects a
        random password is its length and the number of characters it is drawn from: with all four types (88
        characters) each character adds about 6.5 bits of randomness, so 12 characters give about 77 bits and 16
        characters about 103 bits.
      </p>

      <h2>Frequently asked questions</h2>
      <dl>
        <dt>Is my password sent or saved anywhere?</dt>
        <dd>
          No. It is made by code running in your browser and stays on this page until you close it or make another.
          Only the settings are written in the address bar.
        </dd>
        <dt>Why is no password shown while the page loads?</dt>
        <dd>
          The page is prepared in advance on the server, and a password written into it there would be the same for
          everyone who loads it. Your password is drawn only once the page is running on your device.
        </dd>
        <dt>Why can I not untick every character type?</dt>
        <dd>
          You can, but a password needs characters to be made of: with no type ticked the page says{' '}
          <em>Please select at least one character type</em> and shows no password until you tick one.
        </dd>
        <dt>How long should my password be?</dt>
        <dd>
          For an account protected by a password manager, 16 characters or more with all four types is a good
          default. If you have to type the password by hand, a longer password of letters and numbers with similar
          characters excluded is easier to enter and can be just as strong.
        </dd>
        <dt>Does excluding similar characters make the password weaker?</dt>
        <dd>
          Slightly: seven fewer characters to choose from (81 instead of 88 with all types) take about 0.1 bits from
          each character. Adding one more character to the length more than makes up for it.
        </dd>
        <dt>What should I do with the password?</dt>
        <dd>
          Copy it straight into your password manager or the site&apos;s sign-up form, and use a different password
          for every account.
        </dd>
      </dl>
    </>
  );
}
