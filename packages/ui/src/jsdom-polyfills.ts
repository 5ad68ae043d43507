/**
 * jsdom lacks a few browser APIs that Radix Select and Slider call (pointer capture, scrollIntoView,
 * ResizeObserver). Tests, and stories rendered in jsdom, install these no-ops; in a browser they change nothing.
 */
export function installJsdomPolyfills(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
