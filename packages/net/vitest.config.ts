export { nodeTestConfig as default } from '../../vitest.shared';
