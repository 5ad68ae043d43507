// The suites every tool shares: the page smoke over the registry (apps/web runs it once for all tools),
// the TextConverter suite that each converter tool calls with its data, and the VideoDownloader suite
// of the downloaders (against the media test server).
export { pageSmokeSuite, type ToolPageExpectation } from './page-smoke';
export { textConverterSuite, type Conversion, type TextConverterSuite } from './text-converter';
export { probeStreams, videoDownloaderSuite, type ProbedStream, type VideoDownloaderSuite } from './video-downloader';
export { firstPaintSuite, type FirstPaintPage } from './first-paint';
