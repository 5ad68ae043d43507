import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkServiceUrl, extractorsFor, FACEBOOK, isHostUnder, MAX_URL_LENGTH, TIKTOK, YOUTUBE, type MediaService } from './services';

const accepted = (service: MediaService, url: string) => checkServiceUrl(service, url).ok;

describe('checkServiceUrl', () => {
  it.each([
    [TIKTOK, 'https://www.tiktok.com/@user/video/7039716639834656002'],
    [TIKTOK, 'https://vm.tiktok.com/ZMabcdef/'],
    [TIKTOK, 'http://tiktok.com/t/abc'],
    [YOUTUBE, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    [YOUTUBE, 'https://m.youtube.com/shorts/abc'],
    [YOUTUBE, 'https://youtu.be/dQw4w9WgXcQ?t=10'],
    [YOUTUBE, '  https://music.youtube.com/watch?v=x  '],
    [YOUTUBE, 'https://WWW.YOUTUBE.COM/watch?v=x'],
    [YOUTUBE, 'https://www.youtube.com:443/watch?v=x'],
    [FACEBOOK, 'https://www.facebook.com/watch/?v=647537299265662'],
    [FACEBOOK, 'https://m.facebook.com/story.php?story_fbid=1'],
    [FACEBOOK, 'https://fb.watch/abcDEF/'],
  ])('accepts %s %s', (service, url) => {
    const result = checkServiceUrl(service, url);
    expect(result.ok).toBe(true);
  });

  it.each([
    ['another host', 'https://vimeo.com/123'],
    ['a look-alike host', 'https://youtube.com.evil.net/watch?v=x'],
    ['a host that only ends the same', 'https://notyoutube.com/watch?v=x'],
    ['javascript:', 'javascript:alert(1)//youtube.com'],
    ['credentials', 'http://u:p@youtube.com/watch?v=x'],
    ['a user name only', 'https://me@youtube.com/watch?v=x'],
    ['another port', 'https://www.youtube.com:8443/watch?v=x'],
    ['an option', '-o/tmp/x'],
    ['an option with a URL', '--exec=rm https://youtube.com/watch?v=x'],
    ['ftp', 'ftp://youtube.com/x'],
    ['file', 'file:///etc/passwd'],
    ['no scheme', 'youtube.com/watch?v=x'],
    ['a 3 KB URL', `https://www.youtube.com/watch?v=${'a'.repeat(3000)}`],
    ['a trailing-dot host', 'https://youtube.com./watch?v=x'],
  ])('refuses %s with the page’s message', (_what, url) => {
    expect(checkServiceUrl(YOUTUBE, url)).toEqual({ ok: false, error: 'Please enter a valid YouTube URL.' });
  });

  it('says the URL is missing when it is empty or not a string', () => {
    for (const input of [undefined, null, '', '   ', 42, {}, ['https://youtu.be/x']]) {
      expect(checkServiceUrl(TIKTOK, input)).toEqual({ ok: false, error: 'Please enter a TikTok video URL.' });
    }
    expect(checkServiceUrl(FACEBOOK, '')).toEqual({ ok: false, error: 'Please enter a Facebook video URL.' });
  });

  it('accepts a URL of exactly 2,048 characters and refuses one more', () => {
    const base = 'https://youtu.be/';
    expect(accepted(YOUTUBE, base + 'a'.repeat(MAX_URL_LENGTH - base.length))).toBe(true);
    expect(accepted(YOUTUBE, base + 'a'.repeat(MAX_URL_LENGTH - base.length + 1))).toBe(false);
  });

  it('answers the parsed URL, which is what yt-dlp gets', () => {
    const result = checkServiceUrl(YOUTUBE, ' https://YOUTU.BE/abc ');
    expect(result.ok && result.url.href).toBe('https://youtu.be/abc');
  });

  it('property: whatever it accepts is http(s), without credentials, on the default port, under an allowed host', () => {
    const hosts = fc.constantFrom('youtube.com', 'www.youtube.com', 'youtu.be', 'evil.net', 'youtube.com.evil.net', 'xyoutube.com', '127.0.0.1');
    const input = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.tuple(fc.constantFrom('http', 'https', 'ftp', 'javascript'), fc.constantFrom('', 'u:p@', 'u@'), hosts, fc.constantFrom('', ':443', ':8080'), fc.string()).map(
        ([scheme, auth, host, port, path]) => `${scheme}://${auth}${host}${port}/${path}`,
      ),
    );
    fc.assert(
      fc.property(input, (text) => {
        const result = checkServiceUrl(YOUTUBE, text);
        if (!result.ok) return;
        expect(['http:', 'https:']).toContain(result.url.protocol);
        expect(result.url.username + result.url.password).toBe('');
        expect(result.url.port).toBe('');
        expect(result.url.href.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
        expect(YOUTUBE.hosts.some((host) => isHostUnder(result.url.hostname, host))).toBe(true);
        // yt-dlp never sees an option: the parsed URL starts with its scheme.
        expect(result.url.href.startsWith('-')).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('isHostUnder', () => {
  it('matches the host itself and its subdomains only', () => {
    expect(isHostUnder('youtube.com', 'youtube.com')).toBe(true);
    expect(isHostUnder('a.b.youtube.com', 'youtube.com')).toBe(true);
    expect(isHostUnder('notyoutube.com', 'youtube.com')).toBe(false);
    expect(isHostUnder('youtube.com.evil.net', 'youtube.com')).toBe(false);
  });
});

describe('extractorsFor', () => {
  it("uses only the service's extractors", () => {
    expect(extractorsFor(YOUTUBE, new URL('https://youtu.be/x'))).toBe('youtube');
    expect(extractorsFor(TIKTOK, new URL('https://vm.tiktok.com/x'))).toBe('TikTok,vm\\.tiktok');
    expect(extractorsFor(FACEBOOK, new URL('https://www.facebook.com/watch?v=1'))).toBe('facebook,facebook:reel');
  });

  it('adds the generic extractor for fb.watch short links only', () => {
    expect(extractorsFor(FACEBOOK, new URL('https://fb.watch/abc/'))).toBe('facebook,facebook:reel,generic');
  });
});

describe('formats', () => {
  it('TikTok: the watermarked copy by default, the clean one on request', () => {
    expect(TIKTOK.videoFormat({})).toBe('b[format_note*=watermarked]/b');
    expect(TIKTOK.videoFormat({ withoutWatermark: true })).toBe('b[format_note!*=watermarked]');
  });

  it('only YouTube is cut, at 2.5 hours', () => {
    expect(YOUTUBE.cutAfterSeconds).toBe(9000);
    expect(TIKTOK.cutAfterSeconds).toBeUndefined();
    expect(FACEBOOK.cutAfterSeconds).toBeUndefined();
  });
});
