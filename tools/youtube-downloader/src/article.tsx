/** The meta description of the tool's page. */
export const pageDescription =
  'Free YouTube video downloader: paste a public YouTube link, see its title, length and quality, and save it as an MP4 (H.264 and AAC, up to 1080p). No sign-up, files deleted after an hour.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Save a YouTube video as an MP4 that plays everywhere</h2>
      <p>
        YouTube Video Downloader saves a public YouTube video as an MP4 file. Our server fetches it with{' '}
        <code>yt-dlp</code>, the open-source downloader, choosing the best H.264 video up to 1080p and the best AAC
        audio: the pair every phone, computer and TV plays. YouTube keeps picture and sound of its better qualities in
        separate streams; the server joins them into one file with <code>ffmpeg</code>, without re-encoding, so
        nothing is lost.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Copy the video&apos;s address from your browser, or from the app&apos;s Share button.</li>
        <li>
          Paste it into the <strong>YouTube video URL</strong> field. A second later a card shows the thumbnail,
          title, length, channel and the quality you will get, so you can check it is the right video.
        </li>
        <li>
          Press <strong>Download Video</strong>. The bar shows how far it has got; at 100% your browser saves the
          file, named after the video (or <code>video.mp4</code> when it has no title).
        </li>
      </ol>

      <h2>Which links work</h2>
      <ul>
        <li>
          Watch pages: <code className="break-all">https://www.youtube.com/watch?v=…</code>, and <code>m.youtube.com</code>
        </li>
        <li>
          Short links: <code className="break-all">https://youtu.be/…</code>
        </li>
        <li>
          Shorts: <code className="break-all">https://www.youtube.com/shorts/…</code>
        </li>
      </ul>
      <p>
        The link must be on youtube.com or youtu.be. A playlist link downloads only the video it points at. Private,
        members-only and age-restricted videos, and videos that were removed, cannot be downloaded: the download stops
        with YouTube&apos;s reason. Live streams still running cannot be saved.
      </p>

      <h2>Videos longer than 2.5 hours</h2>
      <p>
        Only the first 2.5 hours of a longer video are saved: the card warns you before you start. Everything up to
        that point is kept in full quality.
      </p>

      <h2>Frequently asked questions</h2>
      <dl>
        <dt>Is it free? Do I need an account?</dt>
        <dd>It is free, with no sign-up and no advertising.</dd>
        <dt>Do you keep the videos?</dt>
        <dd>
          No. The file is kept on our server only so that your browser can fetch it, and is deleted an hour after the
          download finished.
        </dd>
        <dt>What does &quot;merged&quot; on the card mean?</dt>
        <dd>
          That the chosen quality comes as separate picture and sound streams, which the server joins into one MP4.
          It takes a moment longer and changes nothing in the quality.
        </dd>
        <dt>Can I get just the sound?</dt>
        <dd>Use the YouTube to MP3 Converter, in the related tools below.</dd>
        <dt>May I reuse the videos I download?</dt>
        <dd>Keep them for yourself; republishing someone else&apos;s video needs their permission.</dd>
      </dl>
    </>
  );
}
