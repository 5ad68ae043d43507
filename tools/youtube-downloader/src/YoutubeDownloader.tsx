import { VideoDownloader, type VideoDownloaderProps } from '@toolnest/ui/video-downloader';
import { YOUTUBE_SITE } from './logic';
import { VideoInfo } from './VideoInfoCard';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

const details = (url: string) => <VideoInfo url={url} />;

/** A URL and a state to start from (stories); the page starts empty and idle. */
export type YoutubeDownloaderProps = Pick<VideoDownloaderProps, 'initialUrl' | 'initialState'>;

/** YouTube Video Downloader: a YouTube link, its info card, and the best H.264/AAC MP4 saved by the server. */
export function YoutubeDownloader(props: YoutubeDownloaderProps) {
  return (
    <VideoDownloader
      {...props}
      site={YOUTUBE_SITE}
      label="YouTube video URL"
      placeholder="https://www.youtube.com/watch?v=..."
      buttonLabel="Download Video"
      details={details}
    />
  );
}

export default YoutubeDownloader;
