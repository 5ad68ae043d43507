// What a generated page's frame may tell the page around it, and nothing more: its content's height, and
// that a copy worked or failed (the site shows its own notice, with its own words). The frame runs code
// nobody reviewed line by line, so the parent reads only messages from that frame's window, of exactly
// these shapes, and clamps the height.

export const FRAME_HEIGHT = 'toolnest:frame-height';
export const FRAME_NOTICE = 'toolnest:frame-notice';

export type FrameNotice = 'copied' | 'copy-failed';

export type FrameMessage = { type: typeof FRAME_HEIGHT; height: number } | { type: typeof FRAME_NOTICE; notice: FrameNotice };

/** The frame's height before it has said, and the bounds of what it may ask for. */
export const INITIAL_FRAME_HEIGHT = 320;
export const MIN_FRAME_HEIGHT = 48;
export const MAX_FRAME_HEIGHT = 8000;

const NOTICES: ReadonlySet<unknown> = new Set<FrameNotice>(['copied', 'copy-failed']);

/** The message, when `data` is exactly one of FrameMessage's shapes (plain data, no other keys); else null. */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null || Object.getPrototypeOf(data) !== Object.prototype) return null;
  const keys = Object.keys(data);
  const { type, height, notice } = data as Record<string, unknown>;
  if (type === FRAME_HEIGHT && keys.length === 2 && typeof height === 'number' && Number.isFinite(height)) return { type, height };
  if (type === FRAME_NOTICE && keys.length === 2 && NOTICES.has(notice)) return { type, notice: notice as FrameNotice };
  return null;
}

/** A height the page gives its frame: whole pixels within MIN_FRAME_HEIGHT and MAX_FRAME_HEIGHT. */
export function clampFrameHeight(height: number): number {
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(height)));
}
