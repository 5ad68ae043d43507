import { FACEBOOK } from '@toolnest/media';
import { hostRuleSuite } from '@toolnest/media/testing/host-rules';
import { pageUrlProblem } from '@toolnest/ui/video-downloader';
import { describe, expect, it } from 'vitest';
import { FACEBOOK_SITE, LABELS } from './logic';

hostRuleSuite({ service: FACEBOOK, site: FACEBOOK_SITE, pageTakes: (url) => pageUrlProblem(FACEBOOK_SITE, url) === null });

describe('labels', () => {
  it("are the page's", () => {
    expect(LABELS).toEqual({ button: 'Download', busy: 'Downloading...', help: 'Supports public Facebook videos and Watch content' });
  });
});
