/** The meta description of the tool's page. */
export const pageDescription =
  'Free online word counter: count the words and characters in any text as you type. Emoji and accented letters count once, spaces are left out, and your text never leaves your browser.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Count words and characters as you type</h2>
      <p>
        Word Count shows how long a text is while you write it. Paste an essay that has to stay under a word limit, a
        product description for a shop with a character cap, or a social media post you want to keep short, and the
        two counters above the box update with every keystroke. Everything happens in your browser: the text is never
        sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Type or paste your text into the box. There is no button to press.</li>
        <li>
          Read the <strong>Words</strong> and <strong>Characters</strong> counters above the box. They follow every
          change, including text you delete.
        </li>
        <li>
          Press <strong>Clear</strong> to empty the box and start again.
        </li>
      </ol>
      <p>
        Screen reader users hear both counts as the description of the text box, so they can check them at any time
        without being interrupted on every keystroke.
      </p>

      <h2>How the counting works</h2>
      <h3>Words</h3>
      <p>
        A word is anything between spaces, tabs or line breaks. <code>Hello, world!</code> is two words, however
        many spaces or blank lines stand between them or around them. Punctuation stays with the
        word it touches, so <code>don&apos;t</code>, <code>well-known</code> and <code>e-mail</code> each count as one
        word, and a dash written with spaces around it (<code>this – that</code>) counts as a word of its own.
      </p>
      <h3>Characters</h3>
      <p>
        The character count leaves out every kind of whitespace: spaces, tabs, line breaks and no-break spaces. What
        remains is counted the way you see it on screen, so one visible symbol is one character even when it is stored
        as several code points:
      </p>
      <ul>
        <li>
          an accented letter typed as a base letter plus a combining accent (<code>é</code> as <code>e</code> +
          U+0301);
        </li>
        <li>
          an emoji with a skin tone (<code>👍🏽</code>), a flag (<code>🇫🇷</code>) or a family joined by zero-width
          joiners (<code>👨‍👩‍👧‍👦</code>);
        </li>
        <li>a syllable in scripts such as Hindi or Korean that is written as one unit.</li>
      </ul>
      <p>
        This is why the count can be lower than the length a programming language reports for the same text, and why it
        matches what you would count by pointing at the screen.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Does it count spaces?</h3>
      <p>
        No. Spaces, tabs, line breaks and other whitespace are left out of the character count. If you need a count
        with spaces, add the number of spaces to the Characters figure; Case Convert shows a character count that
        includes them.
      </p>
      <h3>Why does Chinese or Japanese text count as one word?</h3>
      <p>
        Words are separated by whitespace, and Chinese, Japanese and Thai are written without spaces between words. A
        sentence in these languages counts as one word until a space or line break appears. The character count is the
        better measure of length for them.
      </p>
      <h3>Why does a text that looks empty have characters?</h3>
      <p>
        Some characters take no space on screen, such as the zero-width space, the word joiner or the Hangul Filler.
        They are real characters, so they are counted. Text copied from web pages or chat apps sometimes carries them
        without anyone noticing.
      </p>
      <h3>Is there a length limit?</h3>
      <p>
        No fixed one. Long texts are fine: a pasted book of several megabytes is counted in a fraction of a second,
        and the counters never hold up your typing.
      </p>
      <h3>Is my text stored anywhere?</h3>
      <p>
        No. The counting runs entirely in your browser. Nothing is uploaded, logged or kept after you leave the page.
      </p>
    </>
  );
}
