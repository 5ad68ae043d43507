import { nodeTestConfig } from '../../packages/tooling/vitest';

export default nodeTestConfig;
