import { YOUTUBE } from '@toolnest/media';
import { hostRuleSuite } from '@toolnest/media/testing/host-rules';
import { pageUrlProblem } from '@toolnest/ui/video-downloader';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawableThumbnail, formatDuration, LONG_VIDEO_WARNING, videoCard, YOUTUBE_SITE } from './logic';

hostRuleSuite({ service: YOUTUBE, site: YOUTUBE_SITE, pageTakes: (url) => pageUrlProblem(YOUTUBE_SITE, url) === null });

describe('formatDuration', () => {
  it('reads as a clock', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7.9)).toBe('0:07');
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(3 * 60 * 60)).toBe('3:00:00');
    for (const unknown of [null, undefined, -1, Number.NaN, Infinity, '60']) expect(formatDuration(unknown)).toBe('');
  });

  it('says back the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seconds) => {
        const parts = formatDuration(seconds).split(':').map(Number);
        expect(parts.reduce((total, part) => total * 60 + part, 0)).toBe(seconds);
        // Minutes and seconds after the first part are two digits, below 60.
        for (const part of formatDuration(seconds).split(':').slice(1)) expect(part).toMatch(/^[0-5]\d$/);
      }),
    );
  });
});

describe('videoCard (the video info answer)', () => {
  const answer = {
    success: true,
    title: 'A long one',
    thumbnail: 'https://i.ytimg.com/vi/x/hq.jpg',
    duration: 10_800,
    uploader: 'Someone',
    selectedQuality: '1080p',
    hasFFmpegMerge: true,
    isLongVideo: true,
  };

  it('formats the duration and keeps the rest', () => {
    expect(videoCard(answer)).toEqual({ ...answer, success: undefined, duration: '3:00:00' } as never);
    expect(LONG_VIDEO_WARNING).toContain('only the first 2.5 hours');
  });

  it('hides the card for a failure or a body of another shape', () => {
    for (const body of [null, 'x', { success: false, error: 'No.' }, { ...answer, success: 'true' }, { ...answer, title: '' }]) {
      expect(videoCard(body), JSON.stringify(body)).toBeNull();
    }
  });

  it('draws only https and inline thumbnails (the CSP), and reads odd fields as absent', () => {
    expect(drawableThumbnail('http://i.ytimg.com/x.jpg')).toBeNull();
    expect(drawableThumbnail('javascript:alert(1)')).toBeNull();
    expect(drawableThumbnail('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(videoCard({ success: true, title: 'T', duration: 'long', uploader: 5, hasFFmpegMerge: 'yes' })).toEqual({
      title: 'T',
      thumbnail: null,
      duration: '',
      uploader: null,
      selectedQuality: null,
      hasFFmpegMerge: false,
      isLongVideo: false,
    });
  });
});
