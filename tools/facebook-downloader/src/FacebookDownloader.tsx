import { VideoDownloader } from '@toolnest/ui/video-downloader';
import { FACEBOOK_SITE, LABELS } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** Facebook Video Downloader: a public Facebook video or Watch link saved as an MP4 by the server. */
export function FacebookDownloader() {
  return (
    <VideoDownloader
      site={FACEBOOK_SITE}
      label="Facebook video URL"
      placeholder="https://www.facebook.com/watch/?v=1234567890"
      hint={LABELS.help}
      buttonLabel={LABELS.button}
      busyLabel={LABELS.busy}
    />
  );
}

export default FacebookDownloader;
