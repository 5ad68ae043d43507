// The Facebook downloader's data (spec 2 §2, §3, §5): pure, no React, no DOM, no I/O. The control
// itself is @toolnest/ui/video-downloader; the server checks the parsed host (@toolnest/media).

/** What the page sends and checks: the start route, spec 2 §5's host rule and sentences, the default name. */
export const FACEBOOK_SITE = {
  endpoint: '/api/download/facebook',
  // The site and its short-link host (fb.watch).
  hosts: ['facebook.com', 'fb.watch'],
  emptyUrlMessage: 'Please enter a Facebook video URL.',
  invalidUrlMessage: 'Please enter a valid Facebook URL.',
  defaultFilename: 'facebook-video.mp4',
} as const;

/** Spec 2 §2's labels. */
export const LABELS = {
  button: 'Download',
  busy: 'Downloading...',
  help: 'Supports public Facebook videos and Watch content',
} as const;
