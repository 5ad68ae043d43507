import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { installJsdomPolyfills } from '../ui/src/testing/jsdom-polyfills';
import { forgetToasts } from '../ui/src/feedback/toast-store';

// CI runs many packages' tests at once on 2 cores, where a lazy page's first import (transformed on
// demand) can take seconds: findBy* and waitFor wait up to 5 s instead of 1. Only a failing wait is slower.
configure({ asyncUtilTimeout: 5_000 });

// What jsdom lacks and the design system uses (the native <dialog>'s showModal/close, a native <select>'s picker,
// ResizeObserver…); a file that opts into the node environment has no DOM to patch.
if (typeof document !== 'undefined') installJsdomPolyfills();

afterEach(() => cleanup());

// A worker's test files share one jsdom and one module graph (see vitest.ts), so each file starts with an
// empty document, empty storage and no notice, as it would in a jsdom of its own: what one file left is never
// another's starting state. (A notice raised after a file's last test, by a reply that came late, was once drawn
// by the next file's Toaster: its Close button broke a count of that page's buttons.)
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  forgetToasts();
});
