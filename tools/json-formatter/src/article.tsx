/** The document title while the page is open. */
export const pageTitle = 'JSON Formatter - Format and Validate JSON Online';

/** The meta description of the tool's page. */
export const pageDescription =
  'Free online JSON formatter, minifier and validator. Indent JSON with 2 spaces, minify it, or check it: errors name their line and column, duplicate keys are flagged, and big numbers stay exact. Runs in your browser.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Format, minify and check JSON without changing it</h2>
      <p>
        JSON Formatter makes JSON readable, makes it small, or tells you exactly where it is broken. Paste an API
        response, a configuration file or a log line, and press a button. Unlike many formatters, it never reads your
        data into JavaScript values and writes them back: it copies every number, string and key exactly as you wrote
        it and changes only the spaces and line breaks between them. Everything runs in your browser; nothing is
        uploaded.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Paste or type your JSON into the Input JSON box.</li>
        <li>
          Press <strong>Format JSON</strong> to indent it with 2 spaces per level, <strong>Minify JSON</strong> to
          remove every space and line break between values, or <strong>Validate JSON</strong> to check it without
          changing the output.
        </li>
        <li>
          The line under the input says <strong>✓ Valid JSON</strong> or <strong>✗ Invalid JSON</strong>. Press{' '}
          <strong>Copy</strong> to put the result on the clipboard, or <strong>Clear All</strong> to start again.
        </li>
      </ol>
      <p>
        Large documents are worked on in the background, so the page stays responsive: you can keep typing while a
        10 MB file is formatted. If you change the input before the result is ready, the old job is dropped and
        nothing out of date appears in the output.
      </p>

      <h2>Your values stay exactly as written</h2>
      <ul>
        <li>
          <strong>Numbers.</strong> <code>12345678901234567890</code> stays <code>12345678901234567890</code>. A
          formatter built on <code>JSON.parse</code> would turn it into <code>12345678901234567000</code>, because
          JavaScript numbers keep only about 16 digits. <code>1.0</code> stays <code>1.0</code> and{' '}
          <code>1e400</code> stays <code>1e400</code>.
        </li>
        <li>
          <strong>Strings.</strong> Escapes such as <code>\u00e9</code>, <code>\/</code> or <code>\uD800</code> are
          kept as written, and so are emoji, accents and right-to-left text.
        </li>
        <li>
          <strong>Keys.</strong> Keys keep their order, and a key written twice stays twice. Nothing is sorted or
          dropped.
        </li>
      </ul>

      <h2>What counts as valid JSON</h2>
      <p>
        The tool follows the JSON standard, RFC 8259, strictly, the same rules as <code>JSON.parse</code> in your
        browser. These are refused, each with the line and column where the problem starts:
      </p>
      <ul>
        <li>comments (<code>// …</code> or <code>/* … */</code>) and trailing commas, as in <code>[1, 2,]</code>;</li>
        <li>single quotes, and keys without quotes, as in <code>{'{'}name: &apos;Ada&apos;{'}'}</code>;</li>
        <li>
          <code>NaN</code>, <code>Infinity</code>, <code>undefined</code>, and numbers such as <code>007</code>,{' '}
          <code>+1</code>, <code>.5</code>, <code>1.</code> or a lone <code>-</code>;
        </li>
        <li>tabs, line breaks and other control characters typed inside a string (write them as <code>\t</code> or <code>\n</code>);</li>
        <li>unknown escapes such as <code>\x41</code>, and a byte order mark (U+FEFF) at the start.</li>
      </ul>
      <p>
        Any value may stand alone, so <code>42</code>, <code>&quot;text&quot;</code> and <code>null</code> are valid
        documents too. There is no limit on nesting depth.
      </p>

      <h2>Reading an error message</h2>
      <p>
        An invalid document shows an <strong>Invalid JSON</strong> notice naming the first problem, for example{' '}
        <em>Expected &apos;,&apos; or &apos;{'}'}&apos; at line 3, column 14.</em> Lines are counted from 1, and a
        Windows line ending (CR LF) counts as one line break. Columns are counted in characters from 1, where an emoji
        counts as one character and a tab as one. The message stays under the input until you change it.
      </p>

      <h2>Duplicate keys</h2>
      <p>
        JSON allows an object to repeat a key, but most programs then keep only the last value, so a repeat is usually
        a mistake. <strong>Validate JSON</strong> accepts such a document and lists each repeated key with its line and
        column, and where the object first had it. Keys count as the same when they mean the same text, so{' '}
        <code>&quot;é&quot;</code> and <code>&quot;\u00e9&quot;</code> are one key.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Can I choose tabs or 4 spaces?</h3>
      <p>
        No. The output always uses 2 spaces per level, the most common style and the one{' '}
        <code>JSON.stringify(value, null, 2)</code> writes, so the result matches what your tools produce.
      </p>
      <h3>Why are comments refused? My configuration file has them.</h3>
      <p>
        Comments are not part of JSON. Files that allow them (JSONC, JSON5) are different formats, and a JSON parser
        will reject them. Remove the comments, or keep them in a format that supports them.
      </p>
      <h3>Why did formatting fail for a valid document?</h3>
      <p>
        Formatting indents every line by its depth, so a document nested thousands of levels deep would become larger
        than 64 MB. The tool then says so instead of freezing the page. Minify JSON and Validate JSON still work on it.
      </p>
      <h3>How large a document can I paste?</h3>
      <p>
        Tens of megabytes are fine. A 10 MB document is formatted in well under a second on a typical laptop, in the
        background.
      </p>
      <h3>Is my JSON sent anywhere?</h3>
      <p>
        No. Formatting, minifying, validating and copying all happen in your browser. Your JSON is not uploaded,
        stored or put in the page address.
      </p>
    </>
  );
}
