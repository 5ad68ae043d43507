// The little of jsdom's API the early-input tests use (a window of their own); the package ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { pretendToBeVisual?: boolean });
    readonly window: Window;
  }
}
