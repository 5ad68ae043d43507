import { formatCount } from '@toolnest/tool-kit/text';
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
        Text Diff compares two versions of a text word by word and shows them as one text: words only the original has
        are struck through, words only the changed version has are underlined. Check what an editor changed in your
        article, what was rewritten in a contract clause, or whether two copies of a document are really the same. The
        comparison runs in your browser; the texts are never sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>
          Paste the earlier version into <strong>Original text</strong> and the later one into <strong>Changed text</strong>.
          The line under each box counts its words and characters.
        </li>
        <li>
          Press <strong>Compare</strong>. It reads <strong>Comparing...</strong> while it works, in the background, so
          you can keep typing.
        </li>
        <li>
          Read the summary of added and removed words, then the comparison. <strong>Clear All</strong> empties both boxes
          and the result.
        </li>
      </ol>
      <p>
        Compare stays off while either box is empty. Editing a text after comparing removes the old result (and stops a
        comparison still running), so what you see always belongs to the texts in the boxes.
      </p>

      <h2>How the comparison works</h2>
      <p>
        Both texts are split into words at spaces, tabs and line breaks; punctuation stays with its word, so{' '}
        <code>world</code> and <code>world!</code> differ, as do <code>The</code> and <code>the</code>. The longest run of
        words both texts share in the same order is found with Myers&apos; algorithm, the method behind{' '}
        <code>git diff</code>; every other word is marked, so no comparison could mark fewer. A quick look a few words
        ahead, as older tools do, would mark a whole paragraph as changed when a sentence is added before it.
      </p>
      <p>
        Nothing is thrown away: the unchanged and removed parts together are the original text character for character,
        and the unchanged and added parts are the changed text, with every space, line break (CR LF too), emoji and
        right-to-left script. When only the whitespace between two words changed, the words stay unchanged and the
        whitespace is shown with marks: <code>·</code> a space, <code>→</code> a tab, <code>↵</code> a line break.
      </p>
      <p>
        Up to {formatCount(EDIT_CAP)} changed words the result is always the shortest possible. Past that, as
        with two unrelated texts, the search stops early and the page says so: every change shown is real, but some words
        may be marked although both texts have them. Long unchanged passages fold to the context around each change.
      </p>

      <h2>Frequently asked questions</h2>
      <dl>
        <dt>Are my texts uploaded or saved?</dt>
        <dd>No. They stay in your browser and are never stored or put in the page address.</dd>
        <dt>Does it compare letters or lines?</dt>
        <dd>Words: easier to read than letter by letter, more precise than line by line.</dd>
        <dt>Can screen readers follow the changes?</dt>
        <dd>
          Yes. Each change is read as &ldquo;added&rdquo; or &ldquo;removed&rdquo;, the summary is announced when a
          comparison finishes, and changes are shown by strike-through and underline, not by colour alone.
        </dd>
        <dt>What do the counts count?</dt>
        <dd>Words between whitespace, and characters as you see them, spaces included: an emoji counts once.</dd>
        <dt>How large can the texts be?</dt>
        <dd>Several megabytes each; the page stays responsive while they are compared.</dd>
      </dl>
    </>
  );
}
