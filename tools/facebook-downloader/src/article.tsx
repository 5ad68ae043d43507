/** The meta description of the tool's page. */
export const pageDescription =
  'Free Facebook video downloader: save public Facebook videos, Reels and Watch content as MP4 from a link, including fb.watch short links. No sign-up, files deleted after an hour.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Save a public Facebook video as an MP4</h2>
      <p>
        Facebook Video Downloader saves the video behind a Facebook link as an MP4 file. Our server fetches it with{' '}
        <code>yt-dlp</code>, the open-source downloader, picking the best picture and sound Facebook offers and joining
        them into one file that plays everywhere, then your browser saves it. The bar shows the progress in percent
        with a line saying what is happening.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>
          On Facebook, open the video, press <strong>Share</strong> and choose <strong>Copy link</strong> (or copy the
          address from your browser).
        </li>
        <li>Paste it into the <strong>Facebook video URL</strong> field.</li>
        <li>
          Press <strong>Download</strong>. The button reads <strong>Downloading...</strong> while the server works;
          at 100% your browser saves the file, named after the video (or <code>facebook-video.mp4</code> when it has
          no title).
        </li>
      </ol>

      <h2>Which links work</h2>
      <ul>
        <li>
          Watch and video pages: <code className="break-all">https://www.facebook.com/watch/?v=…</code>,{' '}
          <code className="break-all">https://www.facebook.com/name/videos/…</code>
        </li>
        <li>
          Reels: <code className="break-all">https://www.facebook.com/reel/…</code>
        </li>
        <li>
          Short links: <code className="break-all">https://fb.watch/…</code>, and mobile links on <code>m.facebook.com</code>
        </li>
      </ul>
      <p>
        The link must be on facebook.com or fb.watch. Only public videos can be downloaded: a video shared with friends
        only, in a private group, or one that needs you to log in is refused with Facebook&apos;s reason. Live streams
        that are still running cannot be saved.
      </p>

      <h2>Frequently asked questions</h2>
      <dl>
        <dt>Is it free? Do I need to log in?</dt>
        <dd>It is free, with no sign-up and no advertising. We never ask for your Facebook login.</dd>
        <dt>Do you keep the videos?</dt>
        <dd>
          No. The file is kept on our server only so that your browser can fetch it, and is deleted an hour after the
          download finished.
        </dd>
        <dt>Why did my download fail?</dt>
        <dd>
          The notice says why: a link that is not a Facebook video, a private or deleted video, or a busy server (it
          says when to try again).
        </dd>
        <dt>May I reuse the videos I download?</dt>
        <dd>Keep them for yourself; republishing someone else&apos;s video needs their permission.</dd>
      </dl>
    </>
  );
}
