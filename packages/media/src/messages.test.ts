import { describe, expect, it } from 'vitest';
import { describeDuration, describeMegabytes, programErrorLine, readableFfmpegError, readableYtDlpError, retryIn } from './messages';

describe('readableYtDlpError', () => {
  it('says the known failures plainly', () => {
    expect(
      readableYtDlpError([
        'WARNING: something',
        "ERROR: [generic] None: Unable to download webpage: HTTP Error 404: Not Found (caused by <HTTPError 404: 'Not Found'>); please report this issue on  https://github.com/yt-dlp/yt-dlp/issues?q= , filling out the appropriate issue template.",
      ]),
    ).toBe('The video was not found (the site answered 404).');
    expect(readableYtDlpError(['ERROR: [generic] None: Unable to download webpage: HTTP Error 500: Internal Server Error'])).toBe(
      'The site had an error. Please try again later.',
    );
    expect(readableYtDlpError(['ERROR: No suitable extractor found for URL http://x/'])).toBe(
      'This link does not point to a video the downloader supports.',
    );
    expect(readableYtDlpError(['ERROR: [youtube] abc: Private video. Sign in if you have access'])).toBe('This video is private.');
    expect(readableYtDlpError(['ERROR: [download] Got error: Downloaded 18826 bytes, expected 21516 bytes. Giving up after 2 retries'])).toBe(
      'The site closed the connection before the video was complete.',
    );
  });

  it('reads an ERROR line that yt-dlp split with a carriage return', () => {
    expect(readableYtDlpError(['ERROR: ', '[download] Got error: Downloaded 31787 bytes, expected 33907 bytes. Giving up after 3 retries'])).toBe(
      'The site closed the connection before the video was complete.',
    );
    expect(readableYtDlpError(['ERROR: ', '[youtube] abc: Something new'])).toBe('The download failed. Please try again.');
  });

  it("otherwise says a fixed sentence: yt-dlp's own words, which may name the server's files, stay out", () => {
    const leaking = [
      'ERROR: [tiktok] 123: Something odd happened (caused by X); please report this issue on https://…',
      "ERROR: [Errno 2] No such file or directory: '/srv/toolnest/data/media/instance-7f1c/0b9e/media.f137.mp4.part'",
      "FileNotFoundError: [Errno 2] No such file or directory: '/srv/toolnest/data/media/instance-7f1c/0b9e/info.json'",
      `ERROR: ${'x'.repeat(1000)}`,
    ];
    for (const line of leaking) expect(readableYtDlpError(['[download] 10.0%', line]), line).toBe('The download failed. Please try again.');
    expect(readableYtDlpError([])).toBe('The download failed. Please try again.');
  });
});

describe('programErrorLine', () => {
  it("keeps yt-dlp's own last words for the server log, a split ERROR line joined, a long one cut", () => {
    expect(programErrorLine(['WARNING: x', "ERROR: [Errno 2] No such file: '/data/media/x'", ''])).toBe("ERROR: [Errno 2] No such file: '/data/media/x'");
    expect(programErrorLine(['ERROR: ', '[youtube] abc: Something new'])).toBe('ERROR: [youtube] abc: Something new');
    expect(programErrorLine(['Traceback (most recent call last):', "FileNotFoundError: '/data/x'", '  '])).toBe("FileNotFoundError: '/data/x'");
    expect(programErrorLine([`ERROR: ${'x'.repeat(5000)}`])).toHaveLength(2000);
  });
});

describe('readableFfmpegError', () => {
  it('names a missing audio track', () => {
    expect(readableFfmpegError(["Stream map '0:a:0' matches no streams."])).toBe('This video has no audio track to convert.');
    expect(readableFfmpegError(['whatever'])).toBe('The conversion to MP3 failed. Please try again.');
  });
});

describe('durations and sizes', () => {
  it('reads well', () => {
    expect(describeDuration(1_800_000)).toBe('30 minutes');
    expect(describeDuration(60_000)).toBe('1 minute');
    expect(describeDuration(9_000_000)).toBe('2.5 hours');
    expect(describeDuration(3_600_000)).toBe('1 hour');
    expect(describeDuration(1500)).toBe('1.5 seconds');
    expect(describeDuration(1000)).toBe('1 second');
    expect(describeMegabytes(2048 * 1024 * 1024)).toBe('2048 MB');
    expect(describeMegabytes(100 * 1024)).toBe('0.1 MB');
    expect(retryIn(42.2)).toBe('in 43 seconds');
    expect(retryIn(60)).toBe('in 1 minute');
    expect(retryIn(0)).toBe('in 1 second');
  });
});
