/** The meta description of the tool's page. */
export const pageDescription =
  'Free text to binary converter: turn any text into binary code, 8 digits per UTF-8 byte, separated by spaces. Works with accents, emoji and every script; nothing is uploaded.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>See the ones and zeros behind your text</h2>
      <p>
        Computers store text as numbers, and numbers as bits. Text to Binary shows you those bits: every byte of your
        text becomes a group of eight binary digits, and the groups are separated by single spaces.{' '}
        <code>Hi</code> becomes <code>01001000 01101001</code>. The conversion runs in your browser, so your text is
        never sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Type or paste your text into the box.</li>
        <li>
          Press <strong>Convert to Binary</strong>. The binary code appears in the result box; your text stays where it
          was.
        </li>
        <li>
          Press <strong>Copy</strong> to put the binary on the clipboard. <strong>Clear All</strong> empties both
          boxes.
        </li>
      </ol>
      <p>
        To turn binary back into text, use the Binary Decoder: it reads exactly what this tool writes and gives you the
        original text back, character for character.
      </p>

      <h2>How the conversion works</h2>
      <p>
        Each character has a number in Unicode, its code point. The text is encoded as UTF-8, the encoding used by
        nearly every web page and file today, which stores each code point in one to four bytes. Each byte is then
        written as eight binary digits, the most significant bit first, so every group has exactly eight digits,
        leading zeros included.
      </p>
      <ul>
        <li>
          Plain English letters, digits and punctuation (ASCII) take one byte each: <code>A</code> is{' '}
          <code>01000001</code>, <code>a</code> is <code>01100001</code>, <code>0</code> is <code>00110000</code> and a
          space is <code>00100000</code>. A line break is <code>00001010</code>.
        </li>
        <li>
          Accented letters and most other alphabets take two bytes: <code>é</code> is{' '}
          <code>11000011 10101001</code>.
        </li>
        <li>
          Chinese, Japanese, Korean and many symbols take three: <code>€</code> is{' '}
          <code>11100010 10000010 10101100</code>.
        </li>
        <li>
          Emoji take four: <code>😀</code> is <code>11110000 10011111 10011000 10000000</code>. An emoji built from
          several parts, such as a family or a skin tone, is several code points, so it takes several times four.
        </li>
      </ul>
      <p>
        For plain ASCII text there is exactly one group per character, as in the classic ASCII binary tables. The first
        digits of a group tell you its role: <code>0…</code> is a single-byte character, <code>110…</code>,{' '}
        <code>1110…</code> and <code>11110…</code> start a character of two, three or four bytes, and{' '}
        <code>10…</code> continues one.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Why are there more groups than characters?</h3>
      <p>
        Only ASCII characters fit in one byte. Everything else takes two to four bytes in UTF-8, and each byte gets its
        own group of eight digits.
      </p>
      <h3>Why do I get “The text contains an unpaired surrogate at position …”?</h3>
      <p>
        Characters outside the most common range, such as emoji, are stored internally as two halves called a
        surrogate pair. If text was cut in the middle of such a character, one half is left on its own and has no
        UTF-8 form. Rather than silently replacing it, the tool tells you where it is: the position counts characters
        from 1, with an emoji counting as one. Delete that character or paste the text again from its source.
      </p>
      <h3>Can I convert spaces and line breaks?</h3>
      <p>
        Yes. Spaces, tabs and line breaks in your text are characters too and get their own groups, so the binary
        describes the text exactly. A box that is empty or holds only spaces and line breaks is refused, with “Please
        enter some text to convert.”
      </p>
      <h3>Is there a size limit?</h3>
      <p>
        The binary is nine times the size of the text (eight digits and a space per byte), so a result over 16 MB is
        refused with a message asking for a shorter text. That allows about 1.8 MB of plain text, which is roughly a
        thousand pages.
      </p>
      <h3>Is my text stored anywhere?</h3>
      <p>No. The conversion and the copy run entirely in your browser. Nothing is uploaded, logged or kept.</p>
    </>
  );
}
