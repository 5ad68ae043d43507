import { nodeTestConfig } from '../../vitest.shared';

export default nodeTestConfig;
