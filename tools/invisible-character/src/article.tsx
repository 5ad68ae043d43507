/** The meta description of the tool's page. */
export const pageDescription =
  'Copy invisible characters in one click: Zero Width Space, Zero Width Non-Joiner, Zero Width Joiner, Word Joiner and the Hangul Filler, once or 5 or 10 times, for blank names and posts.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Characters you cannot see, ready to paste</h2>
      <p>
        Some Unicode characters take up no room on screen, or only blank room, yet they are real characters. Apps that
        refuse an empty name or an empty message accept them, a line break can be steered with them, and they keep
        spacing in places that strip ordinary spaces. This page puts five of them on your clipboard in one click, so you
        never have to hunt for a character you cannot see to select.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Pick the card for the character you need; the list below explains what each one does.</li>
        <li>
          Press <strong>Copy</strong> to copy one character. The button says <em>Copied</em> for two seconds and a
          notice confirms which character is on your clipboard.
        </li>
        <li>
          Press <strong>Copy 5x</strong> or <strong>Copy 10x</strong> for a run of the same character, handy when one
          is not enough to get past a minimum length.
        </li>
        <li>Paste where you need it with Ctrl+V (⌘V on a Mac), or a long press and Paste on a phone.</li>
      </ol>
      <p>Every button works from the keyboard: move with Tab and press Enter or Space.</p>

      <h2>The five characters</h2>
      <h3>Zero Width Space (U+200B)</h3>
      <p>
        Has no width and tells the browser it may break the line there. Put it inside a long word or URL so it can wrap
        on narrow screens, or use it as an &quot;empty&quot; message where a plain space is trimmed away.
      </p>
      <h3>Zero Width Non-Joiner (U+200C)</h3>
      <p>
        Has no width and keeps the letters on either side from joining. Persian, Arabic and Indic writing use it to
        show a word&apos;s parts in their separate forms; in Latin text it stops a ligature such as <em>fi</em>.
      </p>
      <h3>Zero Width Joiner (U+200D)</h3>
      <p>
        Has no width and asks the characters around it to join. Emoji sequences are built with it: a family, a
        profession with a skin tone or a rainbow flag is several emoji held together by zero width joiners.
      </p>
      <h3>Word Joiner (U+2060)</h3>
      <p>
        Has no width and forbids a line break at its place, so two words or a number and its unit stay on one line. It
        is the modern replacement for the zero width no-break space (U+FEFF), which now marks byte order instead.
      </p>
      <h3>Hangul Filler (U+3164)</h3>
      <p>
        A letter of the Korean alphabet that is drawn blank but as wide as a letter. Because it counts as a letter
        rather than a space, it is the usual choice for names and nicknames that should look empty.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Why does an app reject or remove the character?</h3>
      <p>
        Platforms may filter these characters. Some strip zero-width characters from names to stop impersonation,
        some treat a name made only of fillers as empty, and some show the Hangul Filler as a box when a font lacks it.
        If one character is refused, try another, or add a visible character to it.
      </p>
      <h3>How can I tell that something was copied?</h3>
      <p>
        The notice names the character and, for Copy 5x and Copy 10x, the number of copies. Pasting into a word counter
        shows the count too: these characters are not whitespace, so they count as characters.
      </p>
      <h3>Are invisible characters harmful?</h3>
      <p>
        No, they are ordinary text. They can be a nuisance when they hide in code, passwords or search terms, because
        two strings that look the same no longer match. If text behaves strangely after a paste, an invisible character
        may be the reason.
      </p>
      <h3>Is anything sent to a server?</h3>
      <p>No. Copying happens in your browser; nothing is uploaded or logged.</p>
    </>
  );
}
