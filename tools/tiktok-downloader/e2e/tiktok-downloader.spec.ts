// The TikTok page against the media test server (its sites are the fake media server's; real
// yt-dlp and ffmpeg). The fake video has both copies: the clean one is 64×36, the watermarked
// 32×18. The download here takes the clean one; the server tests take both (apps/api).
import { expect } from '@toolnest/test-kit';
import { videoDownloaderSuite } from '@toolnest/test-kit/suites';

videoDownloaderSuite({
  path: '/tiktok-downloader',
  inputLabel: 'TikTok video URL',
  buttonLabel: 'Download Video',
  emptyMessage: 'Please enter a TikTok video URL.',
  prepare: async (page) => {
    await page.getByRole('radio', { name: 'Without watermark' }).check();
    await expect(page).toHaveURL(/\?watermark=without$/);
  },
  download: {
    url: (site) => site.urls.tiktok,
    filename: 'Fake TikTok clip.mp4',
    streams: (streams) => expect(streams.find((stream) => stream.codec_type === 'video')).toMatchObject({ codec_name: 'h264', height: 36 }),
  },
  // Bad input: the page's rule ("contains tiktok.com") passes it, the server's parsed host does not.
  failure: { url: () => 'https://evil.net/?v=tiktok.com', message: 'Please enter a valid TikTok URL.' },
});
