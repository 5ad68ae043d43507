import { mergeConfig } from 'vitest/config';
import { domTestConfig } from '../../packages/tooling/vitest';

export default mergeConfig(domTestConfig, {
  test: { include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'scripts/**/*.test.{js,mjs}'] },
});
