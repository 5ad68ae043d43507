export { nodeTestConfig as default } from '../tooling/vitest';
