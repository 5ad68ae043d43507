// `test:consumer` and `test:generator`: the slow checks of test/*.check.ts, one suite per --mode.
export { checksTestConfig as default } from '../../packages/tooling/vitest';
