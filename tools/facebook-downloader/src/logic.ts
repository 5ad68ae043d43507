// The Facebook downloader's data: pure, no React, no DOM, no I/O. The control
// itself is @toolnest/ui/video-downloader; the server checks the parsed host (@toolnest/media).

/** What the page sends and checks: the start route, the host rule and its sentences, the default name. */
export const FACEBOOK_SITE = {
  endpoint: '/api/download/facebook',
  // The site and its short-link host (fb.watch).
  hosts: ['facebook.com', 'fb.watch'],
  emptyUrlMessage: 'Please enter a Facebook video URL.',
  invalidUrlMessage: 'Please enter a valid Facebook URL.',
  defaultFilename: 'facebook-video.mp4',
} as const;

/** The page's labels. */
export const LABELS = {
  button: 'Download',
  busy: 'Downloading...',
  help: 'Supports public Facebook videos and Watch content',
} as const;
