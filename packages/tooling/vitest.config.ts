// The unit tests and benches of every tool, run in the tool's folder:
// `vitest run --config ../../packages/tooling/vitest.config.ts` (vitest's root stays the working folder).
import { domTestConfig } from './vitest';

export default domTestConfig;
