export { domTestConfig as default } from '../../vitest.shared';
