// Tool pages are imported only from here, by the lazily loaded tool route, so the card index (tools.ts)
// that every page's entry chunk carries holds no loader. pages.gen.ts, written at install from tools/*
// by packages/tooling/tool-lists.mjs, has one loader per tool.
export { toolPages } from './pages.gen';
