import { describe, expect, it } from 'vitest';
import { expectedBytes, readVideoInfo } from './info';

describe('readVideoInfo', () => {
  it('reads a merged download: one part per requested format', () => {
    const info = readVideoInfo({
      title: 'A video',
      duration: 10800,
      format_id: '137+140',
      requested_formats: [
        { format_id: '137', filesize: 9000, height: 1080 },
        { format_id: '140', filesize_approx: 1000 },
      ],
    });
    expect(info).toEqual({
      title: 'A video',
      duration: 10800,
      isLive: false,
      height: 1080,
      parts: [
        { formatId: '137', bytes: 9000 },
        { formatId: '140', bytes: 1000 },
      ],
    });
    expect(expectedBytes(info)).toBe(10000);
    expect(expectedBytes(info, 9000)).toBe(8333);
  });

  it('reads a single file and tolerates junk', () => {
    expect(readVideoInfo({ format_id: 'mp4', title: '', duration: Number.NaN, is_live: true })).toEqual({
      isLive: true,
      parts: [{ formatId: 'mp4' }],
    });
    expect(readVideoInfo(null).parts).toEqual([{ formatId: '' }]);
    expect(expectedBytes(readVideoInfo({ format_id: 'x' }))).toBeUndefined();
  });
});
