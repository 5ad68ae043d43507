// The Facebook page against the media test server (its sites are the fake media server's; real
// yt-dlp and ffmpeg): 'Downloading...' while it works, the saved MP4, and a video the site does not have.
import { expect } from '@toolnest/test-kit';
import { videoDownloaderSuite } from '@toolnest/test-kit/suites';

videoDownloaderSuite({
  path: '/facebook-downloader',
  inputLabel: 'Facebook video URL',
  buttonLabel: 'Download',
  busyLabel: 'Downloading...',
  emptyMessage: 'Please enter a Facebook video URL.',
  prepare: async (page) => {
    await expect(page.getByRole('main').getByText('Supports public Facebook videos and Watch content')).toBeVisible();
  },
  download: {
    url: (site) => site.urls.facebook,
    filename: 'Fake Facebook clip.mp4',
    streams: (streams) => expect(streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']),
  },
  failure: { url: (site) => site.urls.facebookMissing, message: 'The video was not found (the site answered 404).' },
});
