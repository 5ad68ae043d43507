// `@toolnest/media/testing/host-rules`: the host-rule suite each downloader's logic test calls with its
// data: the page's rule (the URL contains a host name) against the server's (the parsed
// host), so the page never refuses what the server would take. Vitest only: kept out of ./testing,
// which a browser-test server and Playwright load.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkServiceUrl, type MediaService } from '../services';

export interface HostRuleSuite {
  /** The engine's service: the server's rule, sentences and default name. */
  service: MediaService;
  /** The page's data (the tool's `*_SITE`). */
  site: { hosts: readonly string[]; emptyUrlMessage: string; invalidUrlMessage: string; defaultFilename: string };
  /** Whether the page's rule lets a URL through: `pageUrlProblem(site, url) === null`. */
  pageTakes: (url: string) => boolean;
}

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);

export function hostRuleSuite({ service, site, pageTakes }: HostRuleSuite): void {
  const serverTakes = (url: string) => checkServiceUrl(service, url).ok;
  const host = fc.constantFrom(...service.hosts);
  const [first] = service.hosts;

  describe(`${service.name} host rules: the page ("contains") and the server (the parsed host)`, () => {
    it("use the server's host names, sentences and default name", () => {
      const { hosts, emptyUrlMessage, invalidUrlMessage, defaultFilename } = service;
      expect(site).toMatchObject({ hosts, emptyUrlMessage, invalidUrlMessage, defaultFilename });
    });

    it(`both take ${service.hosts.join(', ')} and their subdomains over http(s)`, () => {
      fc.assert(
        fc.property(fc.constantFrom('https', 'http'), fc.array(label, { maxLength: 2 }), host, fc.webPath(), (scheme, subs, own, path) => {
          const url = `${scheme}://${[...subs, own].join('.')}${path}`;
          expect(pageTakes(url), url).toBe(true);
          expect(serverTakes(url), url).toBe(true);
        }),
      );
    });

    it(`the server refuses what only mentions a host: ${first}.evil.net, evil.net/?u=${first}`, () => {
      fc.assert(
        fc.property(fc.domain(), host, fc.webPath(), (evil, own, path) => {
          fc.pre(!service.hosts.some((entry) => evil === entry || evil.endsWith(`.${entry}`)));
          for (const url of [`https://${own}.${evil}${path}`, `https://${evil}/?u=${own}`]) {
            expect(pageTakes(url), url).toBe(true);
            expect(serverTakes(url), url).toBe(false);
          }
        }),
      );
    });

    it('whatever the server takes, the page takes too', () => {
      fc.assert(
        fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.option(fc.tuple(label, host), { nil: undefined }), (random, onSite) => {
          const url = onSite ? random.replace(/^(https?:\/\/)[^/?#]*/, `$1${onSite.join('.')}`) : random;
          if (serverTakes(url)) expect(pageTakes(url), url).toBe(true);
        }),
      );
    });
  });
}
