/** The meta description of the tool's page. */
export const pageDescription = 'Use YouTube Video Downloader online for free, with no sign-up. Download public YouTube videos as MP4 files.';

/** The explanatory article under the tool: what it does, how to use it, FAQs. The page's h1 is the tool title, so this starts at h2. */
export function Article() {
  return (
    <>
      <h2>What {'YouTube Video Downloader'} does</h2>
      <p>{'Download public YouTube videos as MP4 files.'}</p>
      <h2>How to use it</h2>
      <ol>
        <li>Type or paste your text into the Input box.</li>
        <li>Press Convert.</li>
        <li>Copy the result, or press Clear All to start again.</li>
      </ol>
      <h2>Frequently asked questions</h2>
      <dl>
        <dt>Is my text sent anywhere?</dt>
        <dd>No. The conversion runs in your browser.</dd>
      </dl>
    </>
  );
}
