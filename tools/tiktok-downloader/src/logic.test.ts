import { checkServiceUrl, TIKTOK } from '@toolnest/media';
import { pageUrlProblem } from '@toolnest/ui/video-downloader';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WATERMARK, TIKTOK_SITE, WATERMARK_OPTIONS, watermarkBody } from './logic';

const page = (url: string) => pageUrlProblem(TIKTOK_SITE, url) === null;
const server = (url: string) => checkServiceUrl(TIKTOK, url).ok;
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);

describe('TikTok host rules: the page (spec 2 §5, "contains") and the server (the parsed host)', () => {
  it("use the server's sentences and default name", () => {
    expect(TIKTOK_SITE).toMatchObject({ emptyUrlMessage: TIKTOK.emptyUrlMessage, invalidUrlMessage: TIKTOK.invalidUrlMessage, defaultFilename: TIKTOK.defaultFilename });
    expect(pageUrlProblem(TIKTOK_SITE, '')).toBe('Please enter a TikTok video URL.');
    expect(pageUrlProblem(TIKTOK_SITE, 'https://www.youtube.com/watch?v=1')).toBe('Please enter a valid TikTok URL.');
  });

  it('both take tiktok.com and its subdomains over http(s)', () => {
    fc.assert(
      fc.property(fc.array(label, { maxLength: 2 }), fc.webPath(), fc.constantFrom('https', 'http'), (subs, path, scheme) => {
        const url = `${scheme}://${[...subs, 'tiktok.com'].join('.')}${path}`;
        expect(page(url), url).toBe(true);
        expect(server(url), url).toBe(true);
      }),
    );
  });

  it('the server refuses what only mentions the host: tiktok.com.evil.net, evil.net/?u=tiktok.com', () => {
    for (const url of ['https://tiktok.com.evil.net/@a/video/1', 'https://evil.net/?u=tiktok.com', 'evil.net/?u=tiktok.com', 'https://eviltiktok.com/x', 'ftp://tiktok.com/x']) {
      expect(page(url), url).toBe(true);
      expect(server(url), url).toBe(false);
    }
    fc.assert(
      fc.property(fc.domain(), fc.webPath(), (evil, path) => {
        fc.pre(evil !== 'tiktok.com' && !evil.endsWith('.tiktok.com'));
        for (const url of [`https://tiktok.com.${evil}${path}`, `https://${evil}/?u=tiktok.com`]) {
          expect(page(url), url).toBe(true);
          expect(server(url), url).toBe(false);
        }
      }),
    );
  });

  it('whatever the server takes, the page takes too', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.boolean(), (random, onSite) => {
        const url = onSite ? random.replace(/^(https?:\/\/)[^/?#]*/, '$1vm.tiktok.com') : random;
        if (server(url)) expect(page(url), url).toBe(true);
      }),
    );
  });
});

describe('watermark choice (spec 2 §2, §9)', () => {
  it('defaults to the watermarked copy, described as faster; the other sends withoutWatermark', () => {
    expect(DEFAULT_WATERMARK).toBe('with');
    expect(WATERMARK_OPTIONS.map((option) => option.label)).toEqual(['With watermark (faster)', 'Without watermark']);
    expect(watermarkBody('with')).toEqual({ withoutWatermark: false });
    expect(watermarkBody('without')).toEqual({ withoutWatermark: true });
  });
});
