import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampFrameHeight, MAX_FRAME_HEIGHT, MIN_FRAME_HEIGHT, readFrameMessage } from './frame-messages';

describe('readFrameMessage', () => {
  it('reads exactly the two shapes a frame may send', () => {
    expect(readFrameMessage({ type: 'toolnest:frame-height', height: 240.5 })).toEqual({ type: 'toolnest:frame-height', height: 240.5 });
    expect(readFrameMessage({ type: 'toolnest:frame-notice', notice: 'copied' })).toEqual({ type: 'toolnest:frame-notice', notice: 'copied' });
    expect(readFrameMessage({ type: 'toolnest:frame-notice', notice: 'copy-failed' })).toEqual({ type: 'toolnest:frame-notice', notice: 'copy-failed' });
  });

  it.each([
    ['another type', { type: 'toolnest:navigate', height: 1 }],
    ['an extra key', { type: 'toolnest:frame-height', height: 1, url: 'https://evil.example' }],
    ['a height that is not a number', { type: 'toolnest:frame-height', height: '1' }],
    ['an endless height', { type: 'toolnest:frame-height', height: Infinity }],
    ['NaN', { type: 'toolnest:frame-height', height: NaN }],
    ['a notice of its own', { type: 'toolnest:frame-notice', notice: 'Your session expired: log in at evil.example' }],
    ['a string', 'toolnest:frame-height'],
    ['null', null],
    ['an array', ['toolnest:frame-height', 1]],
    ['an object of another prototype', Object.assign(Object.create({ polluted: true }), { type: 'toolnest:frame-height', height: 1 })],
  ])('ignores %s', (_case, data) => {
    expect(readFrameMessage(data)).toBeNull();
  });
});

describe('clampFrameHeight', () => {
  it('gives whole pixels within the bounds, whatever the frame asks', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (height) => {
        const clamped = clampFrameHeight(height);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(MIN_FRAME_HEIGHT);
        expect(clamped).toBeLessThanOrEqual(MAX_FRAME_HEIGHT);
      }),
    );
    expect(clampFrameHeight(300.2)).toBe(301);
  });
});
