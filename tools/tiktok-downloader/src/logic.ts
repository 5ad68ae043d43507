// The TikTok downloader's data (spec 2 §3, §5, §9): pure, no React, no DOM, no I/O. The control
// itself is @toolnest/ui/video-downloader; the server checks the parsed host (@toolnest/media).

/** What the page sends and checks: the start route, spec 2 §5's host rule and sentences, the default name. */
export const TIKTOK_SITE = {
  endpoint: '/api/download/tiktok',
  hosts: ['tiktok.com'],
  emptyUrlMessage: 'Please enter a TikTok video URL.',
  invalidUrlMessage: 'Please enter a valid TikTok URL.',
  defaultFilename: 'tiktok-video.mp4',
} as const;

export type WatermarkChoice = 'with' | 'without';

/** Spec 2 §2, §9: with the watermark is the default, and the faster one (TikTok serves that copy directly). */
export const DEFAULT_WATERMARK: WatermarkChoice = 'with';

export const WATERMARK_OPTIONS: ReadonlyArray<{ value: WatermarkChoice; label: string }> = [
  { value: 'with', label: 'With watermark (faster)' },
  { value: 'without', label: 'Without watermark' },
];

/** The start body's part the choice sets (spec 2 §7). */
export const watermarkBody = (choice: WatermarkChoice): { withoutWatermark: boolean } => ({ withoutWatermark: choice === 'without' });
