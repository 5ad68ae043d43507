import { nodeTestConfig } from '../tooling/vitest';

export default nodeTestConfig;
