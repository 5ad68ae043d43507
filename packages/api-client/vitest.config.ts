import { domTestConfig } from '../tooling/vitest';

export default domTestConfig;
