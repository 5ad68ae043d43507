/** The meta description of the tool's page. */
export const pageDescription =
  'Free binary decoder: paste groups of 0s and 1s and read them as text. Decodes UTF-8, so accents, emoji and every script come back exactly; nothing is uploaded.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Turn binary code back into readable text</h2>
      <p>
        Binary Decoder reads binary code, groups of 0s and 1s with one byte in each group, and shows the text they
        spell. <code>01001000 01101001</code> decodes to <code>Hi</code>. The bytes are read as UTF-8, the encoding of
        nearly all text on the web, so accented letters, other alphabets and emoji decode correctly too. Decoding
        happens in your browser; nothing is sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Paste or type the binary code into the box.</li>
        <li>
          Press <strong>Decode Binary</strong>. The text appears in the result box; the binary stays where it was.
        </li>
        <li>
          Press <strong>Copy</strong> to put the text on the clipboard. <strong>Clear All</strong> empties both boxes.
        </li>
      </ol>

      <h2>What the decoder accepts</h2>
      <ul>
        <li>
          Groups separated by any whitespace: single or multiple spaces, tabs, line breaks, or a mix. One group per
          line works as well as one long line.
        </li>
        <li>
          Each group is one byte, written with the digits 0 and 1 only, and its value is at most 255. Groups usually
          have eight digits, but leading zeros may be left out: <code>1000001</code> and <code>01000001</code> are both{' '}
          <code>A</code>.
        </li>
        <li>
          Anything else, such as other digits, letters, commas or a group worth more than 255 (for example two bytes
          written without a space), gives “Invalid binary format. Please enter valid binary code (0s and 1s only).”
          The decoder does not guess where a missing space should go.
        </li>
      </ul>

      <h2>Reading a byte by hand</h2>
      <p>
        The eight digits of a byte stand, from left to right, for 128, 64, 32, 16, 8, 4, 2 and 1. Add up the places
        that hold a 1: <code>01001000</code> is 64 + 8 = 72, the code of <code>H</code>, and <code>01101001</code> is
        64 + 32 + 8 + 1 = 105, the code of <code>i</code>. Bytes from 0 to 127 are single ASCII characters. Larger
        values belong to characters of two to four bytes: <code>11000011 10101001</code> together make{' '}
        <code>é</code>, and <code>11110000 10011111 10011000 10000000</code> make <code>😀</code>.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Why do I get “The binary code is not valid UTF-8 text.”?</h3>
      <p>
        Every group was a valid byte, but together the bytes do not form UTF-8 text. Common causes: a multi-byte
        character was cut off (a group starting with <code>110</code>, <code>1110</code> or <code>11110</code> without
        the groups that should follow it), a group is missing or in the wrong order, or the binary came from an older
        one-byte encoding such as Latin-1, where <code>é</code> is the single byte <code>11101001</code>. The byte{' '}
        <code>11111111</code> never appears in UTF-8 at all. The decoder reports the problem instead of filling the
        text with replacement marks.
      </p>
      <h3>Does it decode what Text to Binary produces?</h3>
      <p>
        Yes, exactly. Text to Binary writes eight digits per UTF-8 byte, and this decoder reads them back to the same
        text, including emoji, flags, combining accents and right-to-left scripts.
      </p>
      <h3>What does an empty box do?</h3>
      <p>
        Pressing Decode Binary with an empty box, or one holding only spaces, shows “Please enter binary code to
        decode.” and changes nothing.
      </p>
      <h3>Is there a size limit?</h3>
      <p>
        Pasting megabytes of binary is fine. A decoded text larger than 16 MB is refused with a message asking for a
        shorter input.
      </p>
      <h3>Is my data stored anywhere?</h3>
      <p>No. Decoding and copying run entirely in your browser. Nothing is uploaded, logged or kept.</p>
    </>
  );
}
