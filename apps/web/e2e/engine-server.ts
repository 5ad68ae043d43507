// The server of the specs that run in every engine (engines.spec.ts, first-paint.spec.ts): the media test server
// (the downloaders reach the fake media site), a name server that knows one well-kept mail domain (the Spam Score
// Checker's action), and no visitor's limits (each page starts downloads, checks and logins load after load).
// One object for both files: a worker keeps its server, and with it its browser, only while the options are equal.
import type { ServerOptions } from '@toolnest/test-kit/server';

export const ENGINE_SERVER_OPTIONS: ServerOptions = Object.freeze({
  media: true,
  dnsZone: {
    'clean.test': { A: ['192.0.2.10'], MX: [{ exchange: 'mx.clean.test', priority: 10 }], TXT: ['v=spf1 mx -all'] },
    'mx.clean.test': { A: ['192.0.2.25'] },
    '_dmarc.clean.test': { TXT: ['v=DMARC1; p=reject; rua=mailto:dmarc@example.com'] },
  },
  env: {
    RATE_LIMIT_MEDIA_START_PER_MIN: '1000',
    MEDIA_MAX_ACTIVE_PER_IP: '100',
    RATE_LIMIT_FAILED_LOGIN_PER_MIN: '1000',
    RATE_LIMIT_TOOL_REQUEST_PER_MIN: '1000',
    RATE_LIMIT_SPAM_SCORE_PER_MIN: '1000',
    RATE_LIMIT_CLOAKING_PER_MIN: '1000',
    RATE_LIMIT_PLAGIARISM_PER_MIN: '1000',
    RATE_LIMIT_YOUTUBE_DOWNLOADER_PER_MIN: '1000',
    RATE_LIMIT_TIKTOK_DOWNLOADER_PER_MIN: '1000',
    RATE_LIMIT_FACEBOOK_DOWNLOADER_PER_MIN: '1000',
    RATE_LIMIT_YOUTUBE_MP3_CONVERTER_PER_MIN: '1000',
  },
});
