import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FfmpegProgressReader,
  FILE_MARK,
  overallFraction,
  parseFfmpegDuration,
  parseYtDlpFile,
  parseYtDlpProgress,
  partFraction,
  PROGRESS_MARK,
  ProgressGauge,
  within,
  YTDLP_PROGRESS_TEMPLATE,
} from './progress';

describe('parseYtDlpProgress', () => {
  it('reads the lines our template makes', () => {
    expect(YTDLP_PROGRESS_TEMPLATE.startsWith(`download:${PROGRESS_MARK} `)).toBe(true);
    expect(parseYtDlpProgress(`${PROGRESS_MARK} downloading 7168 21516 NA v36`)).toEqual({
      status: 'downloading',
      downloadedBytes: 7168,
      totalBytes: 21516,
      formatId: 'v36',
    });
    expect(parseYtDlpProgress(`${PROGRESS_MARK} downloading 1024 NA 50000.5 hls-1080p`)).toEqual({
      status: 'downloading',
      downloadedBytes: 1024,
      totalBytes: 50000.5,
      formatId: 'hls-1080p',
    });
    expect(parseYtDlpProgress(`${PROGRESS_MARK} finished 21516 21516 NA v36+a64`)?.status).toBe('finished');
  });

  it('treats NA and garbage as unknown, never NaN', () => {
    expect(parseYtDlpProgress(`${PROGRESS_MARK} downloading NA NA NA NA`)).toEqual({ status: 'downloading', downloadedBytes: 0 });
    expect(parseYtDlpProgress(`${PROGRESS_MARK} weird -5 1e999 Infinity`)).toEqual({ status: 'other', downloadedBytes: 0 });
  });

  it('ignores every other line', () => {
    expect(parseYtDlpProgress('[download] Destination: media.mp4')).toBeNull();
    expect(parseYtDlpProgress(`x ${PROGRESS_MARK} downloading 1 2`)).toBeNull();
    expect(parseYtDlpProgress('')).toBeNull();
  });

  it('property: any line gives null or finite, non-negative numbers', () => {
    const field = fc.oneof(fc.constant('NA'), fc.nat().map(String), fc.double().map(String), fc.string());
    const line = fc.oneof(
      fc.string(),
      fc.tuple(fc.constantFrom('downloading', 'finished', 'error', 'x'), field, field, field, fc.string()).map((parts) => `${PROGRESS_MARK} ${parts.join(' ')}`),
    );
    fc.assert(
      fc.property(line, (text) => {
        const progress = parseYtDlpProgress(text);
        if (!progress) return;
        expect(Number.isFinite(progress.downloadedBytes) && progress.downloadedBytes >= 0).toBe(true);
        if (progress.totalBytes !== undefined) expect(Number.isFinite(progress.totalBytes) && progress.totalBytes > 0).toBe(true);
        const fraction = partFraction(progress);
        if (fraction !== undefined) expect(fraction >= 0 && fraction <= 1).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseYtDlpFile', () => {
  it('reads the printed path of the finished file', () => {
    expect(parseYtDlpFile(`${FILE_MARK} /data/media/x/media.mp4`)).toBe('/data/media/x/media.mp4');
    expect(parseYtDlpFile(`${FILE_MARK} `)).toBeNull();
    expect(parseYtDlpFile('/data/media/x/media.mp4')).toBeNull();
  });
});

describe('overallFraction', () => {
  it('weighs the parts by their sizes when all are known', () => {
    const parts = [
      { formatId: 'v', bytes: 900 },
      { formatId: 'a', bytes: 100 },
    ];
    expect(overallFraction(parts, 0, 0.5)).toBeCloseTo(0.45);
    expect(overallFraction(parts, 1, 0)).toBeCloseTo(0.9);
    expect(overallFraction(parts, 1, 1)).toBe(1);
  });

  it('weighs them equally otherwise', () => {
    expect(overallFraction([{ formatId: 'v', bytes: 900 }, { formatId: 'a' }], 1, 0.5)).toBeCloseTo(0.75);
  });

  it('property: stays in [0, 1] and grows with the part and the fraction', () => {
    const parts = fc.array(fc.record({ formatId: fc.string(), bytes: fc.option(fc.nat({ max: 1e9 }), { nil: undefined }) }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(parts, fc.nat({ max: 5 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (list, index, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const first = overallFraction(list, index, low);
        const second = overallFraction(list, index, high);
        expect(first).toBeGreaterThanOrEqual(0);
        expect(second).toBeLessThanOrEqual(1);
        expect(second).toBeGreaterThanOrEqual(first);
        if (index + 1 < list.length) expect(overallFraction(list, index + 1, 0)).toBeGreaterThanOrEqual(second - 1e-12);
      }),
    );
  });
});

describe('FfmpegProgressReader', () => {
  it('reports at the end of each -progress block', () => {
    const reader = new FfmpegProgressReader();
    const lines = ['bitrate=N/A', 'out_time_us=N/A', 'out_time=00:00:00', 'progress=continue', 'out_time_us=3032336', 'speed=95x', 'progress=end'];
    const reports = lines.map((line) => reader.push(line)).filter(Boolean);
    expect(reports).toEqual([
      { outTimeSeconds: 0, ended: false },
      { outTimeSeconds: 3.032336, ended: true },
    ]);
  });

  it('property: never NaN or negative, whatever it is fed', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.string().map((value) => `out_time_us=${value}`), fc.constantFrom('progress=continue', 'progress=end'))), (lines) => {
        const reader = new FfmpegProgressReader();
        for (const line of lines) {
          const report = reader.push(line);
          if (report) expect(Number.isFinite(report.outTimeSeconds) && report.outTimeSeconds >= 0).toBe(true);
        }
      }),
    );
  });
});

describe('parseFfmpegDuration', () => {
  it("reads an input's length", () => {
    expect(parseFfmpegDuration('  Duration: 00:10:00.05, start: 0.000000, bitrate: 130 kb/s')).toBeCloseTo(600.05);
    expect(parseFfmpegDuration('  Duration: 03:00:00.00, start')).toBe(10800);
    expect(parseFfmpegDuration('  Duration: N/A, bitrate: N/A')).toBeNull();
  });
});

describe('ProgressGauge', () => {
  it('moves forward only, stays under 100 until the end, ignores NaN', () => {
    const gauge = new ProgressGauge();
    expect(gauge.advance(10.7)).toBe(10);
    expect(gauge.advance(5)).toBe(10);
    expect(gauge.advance(Number.NaN)).toBe(10);
    expect(gauge.advance(Infinity)).toBe(10);
    expect(gauge.advance(250)).toBe(99);
  });

  it('property: any sequence of inputs gives a non-decreasing sequence of whole numbers in [0, 99]', () => {
    fc.assert(
      fc.property(fc.array(fc.double()), (inputs) => {
        const gauge = new ProgressGauge();
        let previous = 0;
        for (const input of inputs) {
          const value = gauge.advance(input);
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(previous);
          expect(value).toBeLessThanOrEqual(99);
          previous = value;
        }
      }),
    );
  });

  it('within: places a fraction in a range, clamped', () => {
    expect(within(3, 95, 0.5)).toBe(49);
    expect(within(3, 95, 2)).toBe(95);
    expect(within(3, 95, Number.NaN)).toBe(3);
  });
});
