import { domTestConfig } from '../../vitest.shared';

export default domTestConfig;
