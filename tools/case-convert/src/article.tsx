/** The meta description of the tool's page. */
export const pageDescription =
  'Free online case converter: change text to Sentence case, lower case, UPPER CASE, Capitalized Case, aLtErNaTiNg CaSe, Title Case or InVeRsE cAsE. Unicode aware, copy or download the result.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Change the case of any text in one click</h2>
      <p>
        Case Convert rewrites the capitalisation of your text without retyping it. Paste a paragraph that was written
        with Caps Lock on, a list of headings that need to match a style guide, or a title you want to share, then pick
        the case you need. Everything happens in your browser: the text is never sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Type or paste your text into the box. The line under it counts characters and words as you type.</li>
        <li>
          Press one of the case buttons. The text in the box is converted in place, so you can press another button
          to try a different style.
        </li>
        <li>
          Press <strong>Copy to Clipboard</strong> to paste the result elsewhere, or <strong>Download Text</strong> to
          save it as <code>converted-text.txt</code>. <strong>Clear</strong> empties the box.
        </li>
      </ol>
      <p>Case buttons do nothing while the box is empty or holds only spaces, so a stray click never loses work.</p>

      <h2>The cases, with examples</h2>
      <h3>Sentence case</h3>
      <p>
        Lower-cases everything, then capitalises the first letter of the text and the first letter after a full stop,
        exclamation mark or question mark that is followed by a space or line break.{' '}
        <code>the QUICK fox. it JUMPED!</code> becomes <code>The quick fox. It jumped!</code> Names and acronyms are
        lowered too, so check them afterwards.
      </p>
      <h3>lower case</h3>
      <p>
        Every letter becomes small: <code>Hello World</code> becomes <code>hello world</code>. Handy for tags, file
        names and e-mail addresses.
      </p>
      <h3>UPPER CASE</h3>
      <p>
        Every letter becomes a capital: <code>warning</code> becomes <code>WARNING</code>. Use it sparingly; whole
        paragraphs in capitals read as shouting and are harder to read.
      </p>
      <h3>Capitalized Case</h3>
      <p>
        The first letter of every word becomes a capital and the rest of the word becomes small:{' '}
        <code>the lord OF the rings</code> becomes <code>The Lord Of The Rings</code>. A word is a run of letters and
        digits, so <code>don&apos;t</code> stays one word (<code>Don&apos;t</code>) while hyphenated parts are
        capitalised separately (<code>Well-Known</code>).
      </p>
      <h3>aLtErNaTiNg CaSe</h3>
      <p>
        Letters alternate between small and capital, starting small: <code>hello world</code> becomes{' '}
        <code>hElLo WoRlD</code>. Spaces, digits and punctuation are skipped, so the rhythm runs through the letters
        only.
      </p>
      <h3>Title Case</h3>
      <p>
        Capitalises every word, exactly like Capitalized Case. It applies no small-word exceptions, so{' '}
        <code>a tale of two cities</code> becomes <code>A Tale Of Two Cities</code>. If your style guide keeps words
        such as <em>of</em> or <em>the</em> small, lower them by hand afterwards.
      </p>
      <h3>InVeRsE cAsE</h3>
      <p>
        Flips every letter: capitals become small and small letters become capitals. <code>Hello World</code> becomes{' '}
        <code>hELLO wORLD</code>. It is the quickest fix for text typed with Caps Lock on by mistake.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Does it work with accents and other alphabets?</h3>
      <p>
        Yes. The converter follows the Unicode case rules, so <code>élan</code> becomes <code>Élan</code>, Greek{' '}
        <code>σοφία</code> becomes <code>ΣΟΦΊΑ</code> and Cyrillic <code>привет</code> becomes <code>Привет</code>.
        Letters outside the basic plane and letters built from a base letter plus a combining accent are kept intact.
        Scripts without capital letters, such as Chinese or Arabic, pass through unchanged.
      </p>
      <h3>Why did the length of my text change?</h3>
      <p>
        A few letters have no single-letter capital. The German <code>ß</code> becomes <code>SS</code> in upper case
        and <code>Ss</code> at the start of a capitalised word, and ligatures such as <code>ﬁ</code> become two
        letters. Everything else keeps its length.
      </p>
      <h3>What about Turkish and Azerbaijani?</h3>
      <p>
        The converter uses the language-neutral Unicode rules, which treat <code>i</code> and <code>I</code> as a
        pair. In Turkish the capital of <code>i</code> is <code>İ</code> and the small form of <code>I</code> is{' '}
        <code>ı</code>, so check dotted and dotless i after converting Turkish or Azerbaijani text.
      </p>
      <h3>Is my text stored anywhere?</h3>
      <p>
        No. Conversion, copying and downloading run entirely in your browser. Nothing is uploaded, logged or kept after
        you leave the page.
      </p>
      <h3>How are characters and words counted?</h3>
      <p>
        Characters are what you see on screen, spaces included, so an emoji or an accented letter counts once. Words
        are the pieces of text separated by spaces or line breaks.
      </p>
    </>
  );
}
