/** The meta description of the tool's page. */
export const pageDescription =
  'Free TikTok to MP4 downloader: paste a public TikTok video link and save it as an MP4, with the watermark (faster) or without it. No sign-up, files deleted after an hour.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Save a TikTok video as an MP4 file</h2>
      <p>
        TikTok to MP4 Downloader turns the link of a public TikTok video into an MP4 file on your device. Our server
        asks TikTok for the video with <code>yt-dlp</code>, the open-source downloader, saves it, and hands you the
        file. The bar under the button shows how far it has got, with a line saying what is happening.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>
          In the TikTok app or on tiktok.com, open the video, press <strong>Share</strong> and choose{' '}
          <strong>Copy link</strong>.
        </li>
        <li>Paste the link into the <strong>TikTok video URL</strong> field.</li>
        <li>
          Choose <strong>With watermark (faster)</strong> or <strong>Without watermark</strong>.
        </li>
        <li>
          Press <strong>Download Video</strong>. When the bar reaches 100% your browser saves the file, named after
          the video (or <code>tiktok-video.mp4</code> when it has no title).
        </li>
      </ol>

      <h2>With or without the watermark?</h2>
      <p>
        TikTok offers the copy it makes for its own Save button, with the TikTok logo and the author&apos;s name moving
        across the picture: that is the watermarked one, and usually the quickest to fetch. The clean copy is the
        stream the app plays, without the overlay. Your choice stays in the page&apos;s address, so a bookmark keeps it.
        If a video has no copy of the kind you chose, the download says so; try the other option.
      </p>

      <h2>Which links work</h2>
      <ul>
        <li>
          Video pages: <code className="break-all">https://www.tiktok.com/@name/video/1234567890</code>
        </li>
        <li>
          Short share links: <code className="break-all">https://vm.tiktok.com/…</code> and <code className="break-all">https://vt.tiktok.com/…</code>
        </li>
      </ul>
      <p>
        The link must be on tiktok.com or one of its subdomains. Profiles, sounds and hashtags are not videos and are
        refused, as are private videos, videos of private accounts and videos that have been removed: the download
        stops with the reason TikTok gave.
      </p>

      <h2>Frequently asked questions</h2>
      <dl>
        <dt>Is it free? Do I need an account?</dt>
        <dd>It is free, with no sign-up and no advertising.</dd>
        <dt>Do you keep the videos?</dt>
        <dd>
          No. Each file is kept on our server only so that your browser can fetch it, and is deleted an hour after the
          download finished.
        </dd>
        <dt>How long can the video be?</dt>
        <dd>
          There is no length rule on this page. Longer videos simply take longer; the server stops a download that
          runs for very long or grows very large, and says so.
        </dd>
        <dt>Why did my download fail?</dt>
        <dd>
          The notice gives the reason: a link that is not a TikTok video, a video that is private or gone, or a busy
          server (it says when to try again). Only public videos can be downloaded.
        </dd>
        <dt>May I reuse the videos I download?</dt>
        <dd>
          Downloading for your own viewing is one thing; republishing someone else&apos;s video needs their
          permission. Please respect the creators and TikTok&apos;s terms.
        </dd>
      </dl>
    </>
  );
}
