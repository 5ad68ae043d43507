import { checkServiceUrl, TIKTOK } from '@toolnest/media';
import { hostRuleSuite } from '@toolnest/media/testing/host-rules';
import { pageUrlProblem } from '@toolnest/ui/video-downloader';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WATERMARK, TIKTOK_SITE, WATERMARK_OPTIONS, watermarkBody } from './logic';

hostRuleSuite({ service: TIKTOK, site: TIKTOK_SITE, pageTakes: (url) => pageUrlProblem(TIKTOK_SITE, url) === null });

describe('TikTok URLs the page and the server see differently', () => {
  it("the page says its URL sentences", () => {
    expect(pageUrlProblem(TIKTOK_SITE, '')).toBe('Please enter a TikTok video URL.');
    expect(pageUrlProblem(TIKTOK_SITE, 'https://www.youtube.com/watch?v=1')).toBe('Please enter a valid TikTok URL.');
  });

  it('the page takes what names the host; the server refuses a lookalike, no scheme or another one', () => {
    for (const url of ['https://tiktok.com.evil.net/@a/video/1', 'https://evil.net/?u=tiktok.com', 'evil.net/?u=tiktok.com', 'https://eviltiktok.com/x', 'ftp://tiktok.com/x']) {
      expect(pageUrlProblem(TIKTOK_SITE, url), url).toBeNull();
      expect(checkServiceUrl(TIKTOK, url).ok, url).toBe(false);
    }
  });
});

describe('watermark choice', () => {
  it('defaults to the watermarked copy, described as faster; the other sends withoutWatermark', () => {
    expect(DEFAULT_WATERMARK).toBe('with');
    expect(WATERMARK_OPTIONS.map((option) => option.label)).toEqual(['With watermark (faster)', 'Without watermark']);
    expect(watermarkBody('with')).toEqual({ withoutWatermark: false });
    expect(watermarkBody('without')).toEqual({ withoutWatermark: true });
  });
});
