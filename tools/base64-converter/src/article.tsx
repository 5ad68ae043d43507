/** The meta description of the tool's page. */
export const pageDescription =
  'Free online Base64 encoder and decoder: turn text into Base64 and back, UTF-8 safe for accents, emoji and every script. Reads URL-safe Base64, missing padding and line breaks; runs in your browser.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Turn text into Base64 and back</h2>
      <p>
        Base64 writes any data with 64 plain characters: the letters A to Z and a to z, the digits 0 to 9,{' '}
        <code>+</code> and <code>/</code>, with <code>=</code> as padding at the end. It lets text travel through
        places that only take plain characters: e-mail attachments, JSON and XML fields, data URLs, HTTP headers and
        configuration files. Base64 Converter encodes your text and decodes Base64 back to text, entirely in your
        browser; nothing is sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Type or paste your text, or a Base64 string, into the Input box.</li>
        <li>
          Press <strong>Encode to Base64</strong> to encode the text, or <strong>Decode from Base64</strong> to read
          Base64 back as text. The result appears in the Output box; your input stays as it was.
        </li>
        <li>
          Press <strong>Copy</strong> to put the result on the clipboard, or <strong>Clear All</strong> to empty both
          boxes.
        </li>
      </ol>
      <p>The buttons do nothing while the Input box is empty or holds only spaces.</p>

      <h2>How it works</h2>
      <p>
        The text is first turned into bytes with UTF-8, the encoding of the web. Every three bytes (24 bits) become
        four Base64 characters of six bits each; when the last group is short, one or two <code>=</code> fill it up.
        So <code>Man</code> becomes <code>TWFu</code>, <code>hello</code> becomes <code>aGVsbG8=</code>, and{' '}
        <code>é</code>, two bytes in UTF-8, becomes <code>w6k=</code>. The result is always about a third longer
        than the bytes it stands for.
      </p>
      <p>Decoding reverses the steps, and is forgiving about the form of the input:</p>
      <ul>
        <li>
          <strong>URL-safe Base64</strong>, which writes <code>-</code> and <code>_</code> instead of <code>+</code>{' '}
          and <code>/</code> (used in JSON Web Tokens and file names), decodes as well.
        </li>
        <li>
          <strong>Missing padding</strong> is fine: <code>aGVsbG8</code> decodes like <code>aGVsbG8=</code>.
        </li>
        <li>
          <strong>Spaces and line breaks</strong> are skipped, so Base64 wrapped at 64 or 76 characters, as in e-mail
          or PEM files, can be pasted as it is.
        </li>
      </ul>

      <h2>Frequently asked questions</h2>
      <h3>Why does decoding fail?</h3>
      <p>
        Either the input is not Base64, or it is Base64 of something that is not text. Common causes: a character
        outside the alphabet (a quote, a comma or a full stop copied along with the string), a string cut short by one
        character, or the Base64 of an image, a ZIP file or other binary data, whose bytes are not UTF-8 text. The
        tool then says it failed and leaves your input in place. It never shows a half-garbled text with replacement
        characters.
      </p>
      <h3>Is Base64 encryption?</h3>
      <p>
        No. Base64 only changes how data is written; anyone can decode it without a key. Never use it to hide
        passwords or personal data.
      </p>
      <h3>Does it handle every language and emoji?</h3>
      <p>
        Yes. Because the text is encoded as UTF-8, accents, Arabic, Hebrew, Chinese, emoji with skin tones and flags
        all come back exactly as they went in. Base64 made here decodes the same in any other tool that reads UTF-8,
        such as <code>base64 -d</code> on the command line.
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
