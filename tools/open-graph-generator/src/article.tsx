/** The meta description of the tool's page. */
export const pageDescription =
  'Free Open Graph generator: write the og: and Twitter Card meta tags for your page’s title, description, image and URL, with a live link preview. Safely escaped, made in your browser.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Control how your links look when they are shared</h2>
      <p>
        When someone pastes a link into Facebook, X, LinkedIn, Slack, Discord or WhatsApp, the app fetches the page
        and looks for <em>Open Graph</em> meta tags in its <code>&lt;head&gt;</code>: they name the title, the
        description and the image of the preview card. X reads its own <em>Twitter Card</em> tags first. Without them
        each app guesses, and the card often shows the wrong picture or none. Open Graph Generator writes both sets of
        tags from five fields and shows a preview card as you type. Everything happens in your browser: nothing you
        type is sent to a server.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>
          Fill in the <strong>Title</strong> and the <strong>Description</strong>; both are required. Keep the title
          under about 60 characters and the description under about 160, as longer text is cut short in most cards.
        </li>
        <li>
          Optionally add an <strong>Image URL</strong>, the <strong>Page URL</strong> (the page&apos;s canonical
          address) and a <strong>Site Name</strong>. Both addresses must be full URLs starting with{' '}
          <code>http://</code> or <code>https://</code>.
        </li>
        <li>
          Press <strong>Generate</strong>. The tags appear in the Generated Tags box, one a line. Press{' '}
          <strong>Copy</strong> and paste them inside your page&apos;s <code>&lt;head&gt;</code>, or press{' '}
          <strong>Clear All</strong> to start again.
        </li>
      </ol>
      <p>
        The Link preview beside the fields follows your typing, so you can shorten a title until it fits. If you edit
        the fields after generating, the page says so: press Generate again before copying.
      </p>

      <h2>The tags it writes</h2>
      <p>The tags always come in this order, and the ones marked optional only when you filled in their field:</p>
      <ul>
        <li>
          <code>og:title</code> and <code>og:description</code>: your title and description.
        </li>
        <li>
          <code>og:type</code>: always <code>website</code>, the type for an ordinary page.
        </li>
        <li>
          <code>og:url</code> (optional): the page URL, so shares of the same page with different tracking parameters
          count as one.
        </li>
        <li>
          <code>og:image</code> (optional): the image URL.
        </li>
        <li>
          <code>og:site_name</code> (optional): the name of your site, shown above the title by some apps.
        </li>
        <li>
          <code>twitter:card</code>: <code>summary_large_image</code> when you gave an image (a wide card with the
          picture on top), otherwise <code>summary</code>.
        </li>
        <li>
          <code>twitter:title</code>, <code>twitter:description</code> and <code>twitter:image</code> (optional): the
          same values again for X.
        </li>
      </ul>
      <p>
        Open Graph tags use the <code>property</code> attribute and Twitter Card tags the <code>name</code>
        attribute, as each standard asks.
      </p>

      <h2>Frequently asked questions</h2>
      <h3>Why does my title show &amp;quot; or &amp;amp; in the tags?</h3>
      <p>
        Those are HTML character references. A title such as <code>Tom &amp; Jerry&apos;s &quot;Best&quot;</code>{' '}
        has characters that would otherwise end the <code>content=&quot;…&quot;</code> attribute early or start a new
        tag, so the generator writes <code>&amp;</code>, <code>&lt;</code>, <code>&gt;</code>, <code>&quot;</code> and{' '}
        <code>&apos;</code> as <code>&amp;amp;</code>, <code>&amp;lt;</code>, <code>&amp;gt;</code>,{' '}
        <code>&amp;quot;</code> and <code>&amp;#39;</code>. Browsers and the apps that read the tags turn them back
        into the original characters, so the preview shows your title exactly as typed. Spaces around each value are
        trimmed, and a line break inside the description becomes a space, so every tag stays on one line.
      </p>
      <h3>Why is my image URL refused?</h3>
      <p>
        The apps that build previews fetch the image from another server, so they need its full address, such as{' '}
        <code>https://example.com/images/cover.png</code>. A relative path (<code>/images/cover.png</code>), an address
        without <code>https://</code> or a <code>javascript:</code> or <code>data:</code> URL cannot be fetched, and
        the field says &quot;Please enter a full URL starting with http:// or https://.&quot; The same rule applies to
        the page URL.
      </p>
      <h3>Why is my image missing from the preview?</h3>
      <p>
        This site only loads images from <code>https://</code> addresses, so an <code>http://</code> image is left out
        of the preview card, and the page says so. The tags still include it. Serving the image over https is the
        safer choice anyway: browsers upgrade or block plain http images on https pages. If an https image does not
        appear, its server could not be reached or did not send an image.
      </p>
      <h3>What size should the image be?</h3>
      <p>
        1200 × 630 pixels (a 1.91:1 ratio) fills the large cards of Facebook, X and LinkedIn. Keep the file well under
        5 MB, use JPEG, PNG or WebP, and keep important text away from the edges, as some apps crop the picture.
      </p>
      <h3>I changed my tags but Facebook still shows the old preview. Why?</h3>
      <p>
        Apps keep a copy of each preview for days. After publishing the new tags, ask for a fresh copy with
        Facebook&apos;s Sharing Debugger or LinkedIn&apos;s Post Inspector; X refreshes its cards on its own within
        about a week.
      </p>
      <h3>Is what I type saved or sent anywhere?</h3>
      <p>
        No. The tags and the preview are made in your browser, and nothing is stored. The fields are your content,
        perhaps for a page that is not published yet, so they are never put in the page address either: a reload or a
        shared link of this page starts with empty fields. The only request the page makes for you is loading the
        preview image from the address you typed, and it sends that server no referrer.
      </p>
    </>
  );
}
