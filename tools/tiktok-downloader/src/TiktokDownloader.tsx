import { urlParam, useUrlSettings } from '@toolnest/ui';
import { RadioGroup } from '@toolnest/ui/radio-group';
import { VideoDownloader, type VideoDownloaderProps } from '@toolnest/ui/video-downloader';
import { DEFAULT_WATERMARK, TIKTOK_SITE, WATERMARK_OPTIONS, watermarkBody, type WatermarkChoice } from './logic';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

// The watermark choice is a setting: a shared link keeps it (the URL typed never goes in the address).
const settingsSchema = { watermark: urlParam.oneOf<WatermarkChoice>(['with', 'without'], DEFAULT_WATERMARK) };

/** A URL and a state to start from (stories); the page starts empty and idle. */
export type TiktokDownloaderProps = Pick<VideoDownloaderProps, 'initialUrl' | 'initialState'>;

/** TikTok to MP4: a TikTok link, with or without the watermark, saved as an MP4 by the server. */
export function TiktokDownloader(props: TiktokDownloaderProps) {
  const [settings, setSettings] = useUrlSettings(settingsSchema);
  return (
    <VideoDownloader
      {...props}
      site={TIKTOK_SITE}
      label="TikTok video URL"
      placeholder="https://www.tiktok.com/@user/video/1234567890"
      buttonLabel="Download Video"
      extraBody={watermarkBody(settings.watermark)}
      options={
        <RadioGroup
          label="Watermark"
          options={WATERMARK_OPTIONS}
          value={settings.watermark}
          onValueChange={(value) => setSettings({ watermark: value as WatermarkChoice })}
        />
      }
    />
  );
}

export default TiktokDownloader;
