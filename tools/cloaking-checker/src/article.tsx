import { percent, SHINGLE_SIZE, SIMILARITY_THRESHOLD } from './logic';

/** The meta description of the tool's page. */
export const pageDescription =
  'Free Cloaking Checker: fetch any page as a desktop browser and as Googlebot and compare status, redirects, title, robots rules, canonical link and visible text to see if search engines are shown something else than visitors.';

const threshold = `${percent(SIMILARITY_THRESHOLD)}%`;

/** The explanatory article under the tool: what it does, how to use it, FAQs. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>What cloaking is</h2>
      <p>
        Cloaking means showing search engine crawlers different content from what people see: a page stuffed with keywords for
        Googlebot and a sales page for visitors, a redirect that only people get, or rules such as noindex that only the crawler sees.
        Google treats deliberate cloaking as spam and can drop the pages, or the whole site, from its results. It also happens by
        accident, when a firewall, a bot-protection service or a plugin answers crawlers differently, or when a hacked site shows
        spam to Googlebot only.
      </p>
      <h2>How the Cloaking Checker works</h2>
      <p>
        When you press Check for Cloaking, our server fetches the address twice at the same time: once with the User-Agent of a
        current desktop Chrome, and once with Googlebot's. Everything else about the two requests is the same. Each fetch follows up
        to 5 redirects and has at most 9 seconds, so the check takes no more than 10 seconds. The two answers are then compared on:
      </p>
      <ul>
        <li>the final HTTP status code, after redirects;</li>
        <li>the final URL, that is where the redirects led;</li>
        <li>the page title;</li>
        <li>the robots rules: the meta robots and meta googlebot tags, and the X-Robots-Tag header;</li>
        <li>the canonical link, resolved to a full address;</li>
        <li>the visible text: what a visitor can read, without scripts, styles, noscript blocks, templates and hidden elements.</li>
      </ul>
      <p>
        Each field that differs gives one line in the list of differences, and the User View and Bot View panels show what each
        fetch saw. Any difference makes the verdict "Possible cloaking".
      </p>
      <h2>How the text is compared</h2>
      <p>
        Pages rarely come back byte for byte the same: dates, counters and rotating banners change between two requests. So the
        text is compared by word shingles. Both texts are split into words (lower case, punctuation ignored) and then into every run
        of {SHINGLE_SIZE} consecutive words. The similarity is the number of runs the two texts share divided by the number of
        different runs in both, from 0% (nothing shared) to 100% (the same words in the same order). Below {threshold} the texts
        count as different. One changed word changes at most {SHINGLE_SIZE} runs, so a normal page with a few changing words stays
        well above {threshold}, while a page whose text was replaced or padded for the crawler falls below it. On very short pages
        a single changed word weighs more, so read the two excerpts before drawing conclusions.
      </p>
      <h2>How to use it</h2>
      <ol>
        <li>Enter the full address of the page, starting with http:// or https://.</li>
        <li>Press Check for Cloaking. The button says Analyzing... for the few seconds the two fetches take.</li>
        <li>Read the verdict and the differences, compare the User View and Bot View panels, and press Clear Results to start again.</li>
      </ol>
      <h2>Limits</h2>
      <ul>
        <li>
          Only the User-Agent differs. Sites that recognise Googlebot by its IP address (a reverse DNS lookup of the visitor) cannot
          be caught this way, because our server is not Google's.
        </li>
        <li>
          The page is not rendered: scripts do not run, so content that JavaScript adds or changes for one visitor is not seen. The
          text compared is the text in the HTML.
        </li>
        <li>Pages larger than 2 MiB, non-text answers and pages that take longer than 9 seconds cannot be checked.</li>
        <li>
          For safety, the server refuses addresses on private networks, the local machine and cloud metadata services, and addresses
          with a user name or password in them.
        </li>
        <li>
          A difference is not always cloaking: sites may legitimately vary by language, location or A/B tests. It is a reason to look
          closer.
        </li>
      </ul>
      <h2>Frequently asked questions</h2>
      <dl>
        <dt>One of the two fetches failed. What does that mean?</dt>
        <dd>
          If the page loads for one User-Agent and fails for the other (a time-out, a refused connection, a redirect somewhere that
          cannot be fetched), that is itself a difference and is listed as one. If both fail, you get the reason instead of a
          result.
        </dd>
        <dt>Is the page I check stored?</dt>
        <dd>No. The two fetched pages are compared in memory and forgotten once the answer is sent.</dd>
        <dt>Does the checker send cookies or log in?</dt>
        <dd>No. Both fetches are anonymous, without cookies, like a first visit.</dd>
      </dl>
    </>
  );
}
