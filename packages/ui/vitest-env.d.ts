// Types for the jest-dom matchers installed by ../../vitest.setup-dom.ts.
import '@testing-library/jest-dom/vitest';
