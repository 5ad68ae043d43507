import { checkServiceUrl, FACEBOOK } from '@toolnest/media';
import { pageUrlProblem } from '@toolnest/ui/video-downloader';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACEBOOK_SITE, LABELS } from './logic';

const page = (url: string) => pageUrlProblem(FACEBOOK_SITE, url) === null;
const server = (url: string) => checkServiceUrl(FACEBOOK, url).ok;
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);

describe('Facebook host rules: the page (spec 2 §5, "contains") and the server (the parsed host)', () => {
  it("use the server's sentences and default name, and spec 2 §2's labels", () => {
    expect(FACEBOOK_SITE).toMatchObject({ emptyUrlMessage: FACEBOOK.emptyUrlMessage, invalidUrlMessage: FACEBOOK.invalidUrlMessage, defaultFilename: 'facebook-video.mp4' });
    expect(LABELS).toEqual({ button: 'Download', busy: 'Downloading...', help: 'Supports public Facebook videos and Watch content' });
  });

  it('both take facebook.com, fb.watch and their subdomains over http(s)', () => {
    fc.assert(
      fc.property(fc.array(label, { maxLength: 2 }), fc.constantFrom('facebook.com', 'fb.watch'), fc.webPath(), (subs, host, path) => {
        const url = `https://${[...subs, host].join('.')}${path}`;
        expect(page(url), url).toBe(true);
        expect(server(url), url).toBe(true);
      }),
    );
  });

  it('the server refuses what only mentions a host: facebook.com.evil.net, evil.net/?u=fb.watch', () => {
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom('facebook.com', 'fb.watch'), fc.webPath(), (evil, host, path) => {
        fc.pre(!FACEBOOK.hosts.some((own) => evil === own || evil.endsWith(`.${own}`)));
        for (const url of [`https://${host}.${evil}${path}`, `https://${evil}/?u=${host}`]) {
          expect(page(url), url).toBe(true);
          expect(server(url), url).toBe(false);
        }
      }),
    );
  });

  it('whatever the server takes, the page takes too', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), fc.boolean(), (random, onSite) => {
        const url = onSite ? random.replace(/^(https?:\/\/)[^/?#]*/, '$1m.facebook.com') : random;
        if (server(url)) expect(page(url), url).toBe(true);
      }),
    );
  });
});
