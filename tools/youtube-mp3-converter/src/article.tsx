/** The meta description of the tool's page. */
export const pageDescription =
  'Free YouTube to MP3 converter: paste a YouTube link, pick 320, 256, 192, 128 or 96 kbps, and download the audio as an MP3 file. No sign-up; files are deleted after an hour.';

/** The explanatory article under the tool. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>Turn a YouTube video into an MP3</h2>
      <p>
        The YouTube to MP3 Converter saves the sound of a YouTube video as an MP3 file you can play anywhere: in a
        car, on an old music player, or in an app that does not take video. Our server fetches the video&apos;s
        audio track with yt-dlp, converts it to MP3 at the bitrate you choose with ffmpeg, and hands you the file. It
        is free, there is no account, and nothing is installed on your device.
      </p>

      <h2>How to use it</h2>
      <ol>
        <li>Copy the link of the video from your browser&apos;s address bar or YouTube&apos;s Share button.</li>
        <li>Paste it into the YouTube URL box.</li>
        <li>Pick a quality (320 kbps unless you choose otherwise) and press Convert to MP3.</li>
        <li>
          Watch the progress area: it shows the video&apos;s title, how far the work has gone and what the server is
          doing, first extracting the audio, then converting it.
        </li>
        <li>
          When it reaches 100%, press Download MP3. The file opens in a new tab, where your browser saves it, named
          after the video.
        </li>
      </ol>
      <p>
        Keep the page open until the download button appears: the page asks the server for news once a second, and if
        you leave it, it stops asking and the link to the finished file is lost.
      </p>

      <h2>Which links work</h2>
      <ul>
        <li>
          Watch links: <code>https://www.youtube.com/watch?v=…</code>, including the mobile site (
          <code>m.youtube.com</code>) and YouTube Music (<code>music.youtube.com</code>).
        </li>
        <li>
          Short links from the Share button: <code>https://youtu.be/…</code>.
        </li>
        <li>
          Shorts and finished live streams: <code>https://www.youtube.com/shorts/…</code>,{' '}
          <code>https://www.youtube.com/live/…</code>.
        </li>
      </ul>
      <p>
        A link must be on youtube.com or youtu.be itself; a link that merely mentions YouTube somewhere else is
        refused. When the link points at a video inside a playlist, only that video is converted.
      </p>

      <h2>Choosing a quality</h2>
      <p>
        The quality is the MP3&apos;s bitrate: how many kilobits each second of sound may use. Higher means a bigger
        file, about 2.4 MB a minute at 320 kbps and 0.7 MB a minute at 96 kbps. YouTube itself streams audio at
        roughly 128 to 160 kbps, so 320 kbps keeps everything the source has but cannot add detail that was never
        there. For music, 192 kbps or more is a safe choice; for talks, podcasts and audiobooks, 128 or 96 kbps sound
        fine and save space. The quality you pick is kept in the page&apos;s address, so a bookmark remembers it.
      </p>

      <h2>Limits</h2>
      <ul>
        <li>
          <strong>Public videos only.</strong> Private, deleted, members-only and age-restricted videos cannot be
          fetched; the progress area then shows YouTube&apos;s reason.
        </li>
        <li>
          <strong>Long videos are cut at 2.5 hours.</strong> For a video longer than that, the MP3 holds its first
          two and a half hours.
        </li>
        <li>
          <strong>A few at a time.</strong> Each visitor may run only a few conversions at once and start only so
          many a minute. When the server is busy, the notice says so and when to try again.
        </li>
        <li>
          <strong>Files are deleted after an hour.</strong> The finished MP3 stays on the server for an hour so you
          can download it, then it is removed. Nothing else about the conversion is kept.
        </li>
      </ul>

      <h2>Frequently asked questions</h2>
      <dl>
        <dt>Is it free?</dt>
        <dd>Yes. There is no sign-up, no watermark and no advertising.</dd>
        <dt>Why did the conversion fail?</dt>
        <dd>
          Usually because the video is private, removed or restricted, or because the link is not a YouTube video.
          The progress area shows the reason. Try again with a different video, or check that the link opens in a
          private browser window.
        </dd>
        <dt>Why does Download MP3 open a new tab?</dt>
        <dd>
          The file is served as a download, so the new tab only hands it to your browser, which saves it and usually
          closes the tab again. The converter&apos;s page stays where it was.
        </dd>
        <dt>Can I convert a whole playlist?</dt>
        <dd>No. One link gives one MP3; convert the videos one by one.</dd>
        <dt>Is it legal?</dt>
        <dd>
          Convert only what you have the right to keep: your own uploads, videos under a licence that allows it, or
          what the law where you live permits for personal use. YouTube&apos;s terms do not allow downloading other
          people&apos;s videos without permission.
        </dd>
      </dl>
    </>
  );
}
