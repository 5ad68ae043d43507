/** The meta description of the tool's page. */
export const pageDescription =
  'Free Plagiarism Checker: compare your text with up to 10 sources you choose, pasted texts or web pages, and see an originality score, the matching passages highlighted and how similar each source is.';

/** The explanatory article under the tool: what it does, how to use it, FAQs. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>What the Plagiarism Checker does</h2>
      <p>
        It compares your text with sources you choose, texts you paste and web pages our server fetches, and finds every passage
        they share. The report gives an originality score (the share of your words found in no source), how similar each source
        is, the longest passage it shares with your text, and your text with every shared passage highlighted.
      </p>
      <h2>How to use it</h2>
      <ol>
        <li>Paste or type at least 10 words into the text box; the word count under it updates as you type.</li>
        <li>Press Add Pasted Text or Add URL for each source, up to 10, and paste the source text or the page address.</li>
        <li>Press Check for Plagiarism and read the report. Clear All empties the text, the sources and the report.</li>
      </ol>
      <h2>How passages are matched</h2>
      <p>
        Words are the pieces of text between spaces, so emoji and right-to-left scripts such as Arabic and Hebrew count like any
        other word. The count under the text box, and the 10-word minimum, take every such piece, as Word Count does; the
        report's Words compared leaves out pieces that are only punctuation, such as a dash standing alone, so it can be a
        little lower. Before comparing, each word is normalised (Unicode NFKC, upper and lower case folded together, punctuation
        ignored), so "Plagiarism," and "plagiarism" are the same word. Every run of 5 consecutive words gets a fingerprint, and
        the checker keeps the smallest fingerprint of every 4 consecutive runs (the winnowing method also used by the Stanford
        MOSS system). This guarantees that any passage of 8 or more words your text shares with a source is found; each find is
        then extended to the whole shared passage. Shorter coincidences, such as common phrases, are usually ignored.
      </p>
      <p>
        The originality score is 100 minus the percentage of your words that belong to a shared passage: 90 and above is
        Excellent, 70 to 89 Good, and below 70 Needs Review. A source's similarity is the percentage of your words found in that
        source. Nothing is random: the same text and sources always give the same report.
      </p>
      <h2>Web pages as sources</h2>
      <p>
        For a URL source, our server fetches the page (public addresses only, up to 2 MiB, all sources within 10 seconds) and
        keeps its main text, the article rather than menus and footers, using the same method as Firefox's Reader View. A page
        that cannot be fetched is listed under Skipped sources with the reason, for example a page that does not exist or a
        server that did not answer in time.
      </p>
      <h2>Searching the web</h2>
      <p>
        A site operator can connect a web-search service. Then the checker also searches for your text's three most distinctive
        sentences and compares the pages found (up to 5). The service is called as <code>GET URL?q=query&amp;count=3</code> with
        an <code>Authorization: Bearer</code> key and answers <code>{'{ "results": [{ "url": "…" }] }'}</code>. Without one, the
        report says so: only the sources you gave were checked.
      </p>
      <h2>Frequently asked questions</h2>
      <dl>
        <dt>Is this a complete plagiarism check?</dt>
        <dd>
          No. It only knows the sources you give it (and, where a search service is set up, a few pages found on the web). A high
          score means your text shares little with those sources, not with everything ever written.
        </dd>
        <dt>Do you keep my text?</dt>
        <dd>No. Your text and sources are compared in memory on our server and forgotten when the report is sent.</dd>
        <dt>Is there a size limit?</dt>
        <dd>Yes: your text and the pasted sources together must be under 512 KB, and you can check 10 times a minute.</dd>
        <dt>Why was a quoted passage counted?</dt>
        <dd>
          The checker cannot tell a properly quoted and cited passage from a copied one. Check the highlighted passages yourself:
          a quotation with its source named is not plagiarism.
        </dd>
      </dl>
    </>
  );
}
