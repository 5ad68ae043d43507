// Types for the jest-dom matchers installed by ../../packages/tooling/vitest.setup-dom.ts.
import '@testing-library/jest-dom/vitest';
