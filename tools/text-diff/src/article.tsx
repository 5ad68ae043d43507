import { EDIT_CAP } from './logic';

/** The meta description of the tool's page. */
export const pageDescription =
  'Free online text compare: paste two versions of a text and see every added and removed word, with the fewest changes possible. Spaces and line breaks are kept exactly, and your text never leaves your browser.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>See exactly what changed between two texts</h2>
      <p>
        Text Diff compares two versions of a text word by word and shows the result as one text, with the words only the
        original has struck through and the words only the changed version has underlined. Use it to check what an editor
        changed in your article, what a colleague rewrote in a contract clause, which lines of a list were added, or
        whether two copies of a document are really the same. The comparison runs in your browser, so the texts are never
        sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>
          Paste the earlier version into <strong>Original text</strong> and the later one into <strong>Changed text</strong>.
          The line under each box counts its words and characters.
        </li>
        <li>
          Press <strong>Compare</strong>. While it works the button reads <strong>Comparing...</strong>; long texts are
          compared in the background, so you can keep typing.
        </li>
        <li>
          Read the summary (how many words were added and removed), then the comparison below it. Press{' '}
          <strong>Clear All</strong> to empty both boxes and the result.
        </li>
      </ol>
      <p>
        Compare stays off while either box is empty or holds only spaces. When you edit either text after comparing, the
        old result disappears (and a comparison still running is stopped), so what you see always belongs to the texts in
        the boxes: press Compare again to update it.
      </p>

      <h2>How the comparison works</h2>
      <p>
        Both texts are split into words at spaces, tabs and line breaks; punctuation stays with its word, so{' '}
        <code>world</code> and <code>world!</code> are different words, as are <code>Café</code> and <code>cafe</code>.
        The tool then finds the longest run of words the two texts share in the same order (their longest common
        subsequence) with Myers&apos; difference algorithm, the method behind <code>git diff</code> and GNU diff. Every
        other word is marked as removed or added, so no comparison could mark fewer words.
      </p>
      <p>
        An older approach, looking only a few words ahead for a match, goes wrong as soon as a sentence is inserted: it
        can mark a whole paragraph as changed when a few words were added in front of it. Searching for the longest common
        subsequence avoids that.
      </p>
      <h3>Spaces and line breaks</h3>
      <p>
        Nothing is thrown away. The unchanged and removed parts of the comparison, put together, are the original text
        character for character, and the unchanged and added parts are the changed text, including every space, tab, line
        break (Windows CR LF too), emoji and right-to-left script. When only the whitespace between two words changed (two
        spaces became one, a line break became a space), the words stay unchanged and the whitespace is shown as removed
        and added, with visible marks: <code>·</code> for a space, <code>→</code> for a tab and <code>↵</code> for a line
        break. Such changes count no word as added or removed.
      </p>
      <h3>Very different texts</h3>
      <p>
        Finding the fewest changes takes time that grows with the number of changes. Up to{' '}
        {EDIT_CAP.toLocaleString('en-US')} changed words the result is always the shortest possible. Beyond that, for
        example with two unrelated texts, the search stops early in each stretch and the page says so: every change shown
        is still real and the texts still rebuild exactly, but some words may be marked as removed and added although both
        texts have them. This keeps a comparison of two 100,000-word texts to well under two seconds.
      </p>
      <h3>Long texts</h3>
      <p>
        Long unchanged passages are folded to a few lines of context around each change, with a note of how many
        unchanged words were left out, and a very long comparison shows its first part only. The counts always cover both
        whole texts.
      </p>

      <h2>Accessibility</h2>
      <p>
        Changes are not shown by colour alone: removed words are struck through and added words underlined, and screen
        readers hear &ldquo;removed&rdquo; or &ldquo;added&rdquo; before each change. The summary is announced when a
        comparison finishes.
      </p>

      <h2>Frequently asked questions</h2>
      <dl>
        <dt>Are my texts uploaded anywhere?</dt>
        <dd>No. The comparison runs entirely in your browser, and the texts are not stored or put in the page address.</dd>
        <dt>Does it compare letters or lines?</dt>
        <dd>
          Words. A changed letter marks its whole word as removed and the new word as added, which is easier to read than a
          letter-by-letter comparison and more precise than a line-by-line one.
        </dd>
        <dt>Why is a word shown as changed when only its capital letter or accent differs?</dt>
        <dd>Words are compared exactly, so <code>The</code> and <code>the</code> are different words.</dd>
        <dt>What do the counts under the boxes count?</dt>
        <dd>
          Words are runs of characters between whitespace. Characters are counted as you see them, spaces and line breaks
          included, so an emoji or an accented letter counts once.
        </dd>
        <dt>How large can the texts be?</dt>
        <dd>
          Several megabytes each. Large texts are compared in the background while the page stays responsive; editing a
          text stops a comparison that is still running.
        </dd>
      </dl>
    </>
  );
}
