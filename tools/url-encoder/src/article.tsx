/** The meta description of the tool's page. */
export const pageDescription =
  'Free online URL encoder and decoder: percent-encode text for query strings and paths, or decode %XX escapes back to text. UTF-8 safe for accents, emoji and every script; runs in your browser.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Make any text safe to put in a URL</h2>
      <p>
        A URL may only contain a small set of characters. Spaces, accented letters, emoji and characters that have a
        meaning inside a URL, such as <code>&amp;</code>, <code>=</code>, <code>?</code> or <code>#</code>, have to be
        written as <em>percent escapes</em>: a <code>%</code> followed by two hexadecimal digits for each byte. URL
        Encoder writes those escapes for you and turns them back into readable text. Everything happens in your
        browser; nothing you type is sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Type or paste your text, or an encoded URL, into the Input box.</li>
        <li>
          Press <strong>Encode URL</strong> to percent-encode it, or <strong>Decode URL</strong> to turn the escapes
          back into text. The result appears in the Output box; your input stays as it was.
        </li>
        <li>
          Press <strong>Copy</strong> to put the result on the clipboard, or <strong>Clear All</strong> to empty both
          boxes.
        </li>
      </ol>
      <p>The buttons do nothing while the Input box is empty or holds only spaces.</p>

      <h2>What gets encoded</h2>
      <p>
        The encoder follows the rules of JavaScript&apos;s <code>encodeURIComponent</code>, the usual choice for a
        single piece of a URL such as a query value or a path segment. Letters A to Z and a to z, digits and{' '}
        <code>- _ . ! ~ * &apos; ( )</code> stay as they are. Every other character is first written as UTF-8 bytes,
        and each byte becomes <code>%XX</code> with capital hex digits:
      </p>
      <ul>
        <li>
          <code>hello world</code> becomes <code>hello%20world</code>
        </li>
        <li>
          <code>fish &amp; chips</code> becomes <code>fish%20%26%20chips</code>
        </li>
        <li>
          <code>café</code> becomes <code>caf%C3%A9</code> (é is two bytes in UTF-8)
        </li>
        <li>
          <code>😀</code> becomes <code>%F0%9F%98%80</code> (four bytes)
        </li>
      </ul>
      <p>
        Because <code>/</code>, <code>?</code>, <code>&amp;</code> and <code>=</code> are encoded too, encode each
        value on its own and then join the pieces: <code>?q=</code> followed by the encoded search term. Encoding a
        whole address turns <code>https://</code> into <code>https%3A%2F%2F</code>, which is right when that address is
        itself a parameter of another URL, for example a redirect target.
      </p>

      <h2>How decoding works</h2>
      <p>
        Decoding replaces every <code>%XX</code> escape with its byte and reads the bytes as UTF-8 text. Lower-case hex
        digits are accepted. Characters that are not escapes are kept as they are, so a half-encoded address such as{' '}
        <code>https://example.com/caf%C3%A9</code> decodes to <code>https://example.com/café</code>.
      </p>
      <p>
        If the input holds an escape that is not two hex digits (<code>%ZZ</code>, or a <code>%</code> at the end), or
        the bytes are not valid UTF-8 (such as <code>%E0%A4</code>, a character cut short), the tool says it failed to
        decode and leaves your input in place so you can fix it.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Why is + not turned into a space?</h3>
      <p>
        In percent-encoding a space is <code>%20</code>. The <code>+</code> for a space belongs to HTML form data only,
        and in other parts of a URL a plus sign is a real plus sign, as in <code>c++</code> or a phone number. Decoding
        therefore keeps <code>+</code>. If your text comes from a submitted form, replace the plus signs with spaces
        first.
      </p>
      <h3>What is %2520?</h3>
      <p>
        It is a space encoded twice: <code>%20</code> was encoded again, and its <code>%</code> became{' '}
        <code>%25</code>. To undo double encoding, decode, paste the result into the Input box and decode again. When you
        build a URL, encode each value only once.
      </p>
      <h3>Does it handle every language and emoji?</h3>
      <p>
        Yes. Text is encoded as UTF-8, the encoding every browser and server expects in URLs, so accents, Arabic,
        Hebrew, Chinese, emoji with skin tones and flags all come back exactly as they went in.
      </p>
      <h3>Why did encoding fail?</h3>
      <p>
        The text contains a broken character: half of an emoji or other character outside the basic plane, usually left
        behind when text was cut at the wrong place. It has no UTF-8 form, so the tool refuses it instead of silently
        replacing it. Delete the broken character and try again.
      </p>
      <h3>Is there a size limit?</h3>
      <p>
        Pasting several megabytes is fine. A result larger than 16 MB is refused, because a box that large makes the
        browser sluggish; convert the text in parts instead.
      </p>
      <h3>Is my text stored anywhere?</h3>
      <p>No. Encoding, decoding and copying run entirely in your browser. Nothing is uploaded or logged.</p>
    </>
  );
}
