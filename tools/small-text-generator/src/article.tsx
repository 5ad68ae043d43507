/** The meta description of the tool's page. */
export const pageDescription =
  'Free small text generator: turn letters, digits and + - = ( ) into tiny superscript characters you can paste anywhere. Emoji and other scripts stay as they are; nothing is uploaded.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Tiny letters you can paste anywhere</h2>
      <p>
        Small Text Generator rewrites your text with the superscript characters of Unicode: <code>Hello</code> becomes{' '}
        <code>ᴴᵉˡˡᵒ</code>. These are real characters, not formatting, so they survive a copy and paste into a profile
        bio, a chat message, a game name, a spreadsheet cell or a plain-text note where you cannot use a superscript
        button. Everything happens in your browser: the text is never sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Type or paste your text into the box.</li>
        <li>
          Press <strong>Generate Small Text</strong>. The small version appears in the result box below; your original
          text stays where it was, so you can edit it and generate again.
        </li>
        <li>
          Press <strong>Copy</strong> to put the result on the clipboard, then paste it wherever you like.{' '}
          <strong>Clear All</strong> empties both boxes.
        </li>
      </ol>

      <h2>Which characters change</h2>
      <p>
        The 26 small letters, the 26 capitals, the ten digits and the five signs <code>+ - = ( )</code> each have a
        superscript form. Everything else (spaces, punctuation, accented letters, other alphabets, emoji) is kept
        exactly as you typed it, so a line break or an emoji never goes missing.
      </p>
      <ul>
        <li>
          Small letters: <code>abcdefghijklmnopqrstuvwxyz</code> → <code>ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖ𐞥ʳˢᵗᵘᵛʷˣʸᶻ</code>
        </li>
        <li>
          Capitals: <code>ABCDEFGHIJKLMNOPQRSTUVWXYZ</code> → <code>ᴬᴮꟲᴰᴱꟳᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾꟴᴿˢᵀᵁⱽᵂˣʸᶻ</code>
        </li>
        <li>
          Digits and signs: <code>0123456789+-=()</code> → <code>⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾</code>
        </li>
      </ul>
      <p>
        Unicode has no superscript capital S, X, Y or Z, so those four use the small superscript letter instead:{' '}
        <code>XYZ</code> becomes <code>ˣʸᶻ</code>.
      </p>

      <h2>Ideas for using it</h2>
      <ul>
        <li>
          Exponents and formulas in plain text: <code>E = mc2</code> becomes <code>ᴱ ⁼ ᵐᶜ²</code>, and{' '}
          <code>x(n+1)</code> becomes <code>ˣ⁽ⁿ⁺¹⁾</code>.
        </li>
        <li>
          Footnote markers and ordinals: <code>1st</code> → <code>¹ˢᵗ</code>, <code>note(3)</code> →{' '}
          <code>ⁿᵒᵗᵉ⁽³⁾</code>.
        </li>
        <li>Trademark-style tags and small captions in usernames, bios and posts.</li>
      </ul>

      <h2>Frequently asked questions</h2>
      <h3>Why do some letters show as empty boxes?</h3>
      <p>
        The superscript capitals C, F and Q and the small q were added to Unicode in 2021 (version 14). Phones and
        computers whose fonts predate them show a box or a question mark instead. Every other character in the table
        has been in Unicode for many years and displays almost everywhere.
      </p>
      <h3>Why do the letters look uneven?</h3>
      <p>
        The superscript letters were added to Unicode at different times for different purposes, mostly for phonetic
        notation, so fonts draw them at slightly different heights and weights. That is normal and varies from font to
        font.
      </p>
      <h3>Is this the same as the superscript button in a word processor?</h3>
      <p>
        No. A word processor keeps the ordinary letters and only draws them smaller. This tool swaps each letter for a
        different character, which is why the result keeps its look wherever you paste it. The flip side is that search
        boxes, spell checkers and “find” no longer recognise the words.
      </p>
      <h3>Can everyone read it?</h3>
      <p>
        Screen readers may spell the characters out one by one (for example “modifier letter small h”) or skip them,
        so keep anything important, such as a name or a link, in ordinary text.
      </p>
      <h3>What happens to emoji, accents and other alphabets?</h3>
      <p>
        They are kept whole and unchanged: <code>café 👋🏽</code> becomes <code>ᶜᵃᶠé 👋🏽</code>. The result always has
        the same number of characters as your text, one small character for each one converted.
      </p>
      <h3>Is there a size limit?</h3>
      <p>
        Pasting a long document is fine. A result larger than 16 MB is refused with a message asking for a shorter
        text; that is more than five million converted letters, since each small letter takes two or three bytes.
      </p>
      <h3>Is my text stored anywhere?</h3>
      <p>No. The conversion and the copy run entirely in your browser. Nothing is uploaded, logged or kept.</p>
    </>
  );
}
