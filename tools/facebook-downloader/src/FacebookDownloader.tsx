import { VideoDownloader, type VideoDownloaderProps } from '@toolnest/ui/video-downloader';
import { FACEBOOK_SITE, LABELS } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

/** A URL and a state to start from (stories); the page starts empty and idle. */
export type FacebookDownloaderProps = Pick<VideoDownloaderProps, 'initialUrl' | 'initialState'>;

/** Facebook Video Downloader: a public Facebook video or Watch link saved as an MP4 by the server. */
export function FacebookDownloader(props: FacebookDownloaderProps) {
  return (
    <VideoDownloader
      {...props}
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
