// The YouTube page against the media test server (its sites are the fake media server's; real
// yt-dlp and ffmpeg): the info card of a recorded 3-hour video (its length, quality, merge note and
// the 2.5-hour warning), then the separate H.264 video and AAC audio merged into the saved MP4, and
// a video the site does not have.
import { expect } from '@toolnest/test-kit';
import { videoDownloaderSuite } from '@toolnest/test-kit/suites';

videoDownloaderSuite({
  path: '/youtube-downloader',
  inputLabel: 'YouTube video URL',
  buttonLabel: 'Download Video',
  emptyMessage: 'Please enter a YouTube video URL.',
  prepare: async (page, site) => {
    await page.getByRole('main').getByRole('textbox', { name: 'YouTube video URL' }).fill(site.urls.youtubeLong);
    const card = page.getByRole('region', { name: 'Video details' });
    await expect(card).toContainText('Fake three-hour video', { timeout: 15_000 });
    await expect(card).toContainText('3:00:00');
    await expect(card).toContainText('Toolnest Tests');
    await expect(card).toContainText('36p');
    await expect(card).toContainText('merged into one MP4');
    await expect(card.getByRole('note')).toHaveText('This video is longer than 2.5 hours: only the first 2.5 hours will be saved.');
  },
  download: {
    url: (site) => site.urls.youtube,
    filename: 'Fake YouTube clip.mp4',
    streams: (streams) => expect(streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']),
  },
  failure: { url: (site) => site.urls.youtubeMissing, message: 'The video was not found (the site answered 404).' },
});
