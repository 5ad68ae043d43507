import { describe, expect, it } from 'vitest';
import { helpListsJsRuntimes, jsRuntimeArgs, readFfmpegVersion, readYtDlpVersion, UPDATE_YT_DLP, ytDlpAgeDays, ytDlpAgeWarning } from './versions';

describe('reading the versions', () => {
  it("takes yt-dlp's date version, a nightly's too, and nothing else", () => {
    expect(readYtDlpVersion('2023.03.04\n')).toBe('2023.03.04');
    expect(readYtDlpVersion('2025.11.12.232827\n')).toBe('2025.11.12.232827');
    expect(readYtDlpVersion('')).toBeNull();
    expect(readYtDlpVersion('Usage: yt-dlp [OPTIONS] URL [URL...]\n')).toBeNull();
  });

  it("takes ffmpeg's version from its first line", () => {
    expect(readFfmpegVersion('ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024 the FFmpeg developers\nbuilt with gcc 12')).toBe('5.1.6-0+deb12u1');
    expect(readFfmpegVersion('ffmpeg version n7.1 Copyright')).toBe('n7.1');
    expect(readFfmpegVersion('something else')).toBeNull();
  });

  it('finds --js-runtimes as an option of the help, not in a sentence', () => {
    const help = [
      'Usage: yt-dlp [OPTIONS] URL [URL...]',
      '  General Options:',
      '    --js-runtimes RUNTIME[:PATH]    Additional JavaScript runtime to enable',
      '    --no-js-runtimes                Clear JavaScript runtimes to enable',
    ].join('\n');
    expect(helpListsJsRuntimes(help)).toBe(true);
    expect(helpListsJsRuntimes('  -h, --help  Print this help text and exit\n  --version  Print program version and exit')).toBe(false);
    expect(helpListsJsRuntimes('    --no-js-runtimes   Clear JavaScript runtimes')).toBe(false);
    expect(helpListsJsRuntimes('    --remote-components  needs --js-runtimes too')).toBe(false);
  });

  it("gives yt-dlp the server's own Node.js", () => {
    expect(jsRuntimeArgs('/usr/local/bin/node')).toEqual(['--js-runtimes', 'node:/usr/local/bin/node']);
  });
});

describe("yt-dlp's age", () => {
  const now = new Date('2026-11-28T20:00:00Z');

  it('counts whole days since the release date', () => {
    expect(ytDlpAgeDays('2026.11.28', now)).toBe(0);
    expect(ytDlpAgeDays('2026.08.30', now)).toBe(90);
    expect(ytDlpAgeDays('2025.11.12.232827', now)).toBe(381);
    expect(ytDlpAgeDays('2023.02.30', now)).toBeNull();
    expect(ytDlpAgeDays('unknown', now)).toBeNull();
  });

  it('warns past 90 days, with the sentence saying how to update', () => {
    expect(ytDlpAgeWarning('2026.08.30', now)).toBeNull();
    expect(ytDlpAgeWarning('2026.08.29', now)).toBe(
      `media: yt-dlp 2026.08.29 is 91 days old (more than 90); the video sites change often and an old yt-dlp fails on them. ${UPDATE_YT_DLP}`,
    );
    expect(ytDlpAgeWarning('2023.03.04', now)).toMatch(/^media: yt-dlp 2023\.03\.04 is 1365 days old .* To update it, raise YT_DLP_VERSION in the Dockerfile/);
    expect(ytDlpAgeWarning('not a date', now)).toBeNull();
  });
});
