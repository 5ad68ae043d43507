// The suites every tool shares: the page smoke over the registry (apps/web runs it once for all tools)
// and the TextConverter suite that each converter tool calls with its data.
export { pageSmokeSuite, type ToolPageExpectation } from './page-smoke';
export { textConverterSuite, type Conversion, type TextConverterSuite } from './text-converter';
