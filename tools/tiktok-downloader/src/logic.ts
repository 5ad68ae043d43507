// The TikTok downloader's data: pure, no React, no DOM, no I/O. The control
// itself is @toolnest/ui/video-downloader; the server checks the parsed host (@toolnest/media).

/** What the page sends and checks: the start route, the host rule and its sentences, the default name. */
export const TIKTOK_SITE = {
  endpoint: '/api/download/tiktok',
  hosts: ['tiktok.com'],
  emptyUrlMessage: 'Please enter a TikTok video URL.',
  invalidUrlMessage: 'Please enter a valid TikTok URL.',
  defaultFilename: 'tiktok-video.mp4',
} as const;

export type WatermarkChoice = 'with' | 'without';

/** With the watermark is the default, and the faster one (TikTok serves that copy directly). */
export const DEFAULT_WATERMARK: WatermarkChoice = 'with';

export const WATERMARK_OPTIONS: ReadonlyArray<{ value: WatermarkChoice; label: string }> = [
  { value: 'with', label: 'With watermark (faster)' },
  { value: 'without', label: 'Without watermark' },
];

/** The start body's part the choice sets. */
export const watermarkBody = (choice: WatermarkChoice): { withoutWatermark: boolean } => ({ withoutWatermark: choice === 'without' });
