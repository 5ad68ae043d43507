// `@toolnest/media/testing`: the fake video site the media tests use, for other packages' tests
// (apps/api's browser-test server, the tools' route tests). Node only; never in a page.
export { CLIP_SECONDS, CLIPS, LONG_CLIP_SECONDS, makeClips, probe, requirePrograms, SHORT_CLIPS, type ClipName, type MediaPrograms, type ProbeResult } from './clips';
export { startFakeBucket, type FakeBucket } from './fake-bucket';
export { startFakeMediaServer, type FakeMediaServer } from './fake-media-server';
export { fakeSiteServices, FAST_LIMITS, recordVideo, SEPARATE_FORMATS, testServices, type RecordedFormat, type RecordedVideo } from './services';
export { FAKE_THUMBNAIL, FAKE_VIDEOS, startFakeMediaSite, type FakeMediaSite, type FakeMediaSiteUrls } from './site';
export { mediaTestApp, toolRouteApp, type MediaTestApp } from './app';
