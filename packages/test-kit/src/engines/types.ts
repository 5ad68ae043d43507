// One page API over the three engines, so that a check is written once and runs in each: Chromium through
// Playwright, Firefox through puppeteer-core over WebDriver BiDi, WebKit through WebKitGTK's WebDriver (classic).
// Only what every engine can do is here; what one engine alone offers (CDP's CPU throttling) is optional.
import type { FrontRequest } from './front';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A control by CSS selector, or by role and accessible name (exact unless `exact` is false), inside `within` (CSS). */
export type Target = string | { role: Role; name: string; exact?: boolean; within?: string };
/** Roles as ARIA names them, and 'field': any form control (a date or time field has no textbox role). */
export type Role = 'field' | 'button' | 'link' | 'textbox' | 'checkbox' | 'radio' | 'combobox' | 'spinbutton' | 'option' | 'dialog' | 'region' | 'heading';

/** Keys a check may press; a `Control+` prefix holds Control meanwhile. */
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowUp' | 'Backspace' | 'Space' | '/' | 'Control+k' | 'Control+a' | 'Control+v';

/** A file to pick. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** What the page asked of the server, in order; `status` is 0 until the answer began, `done` once it ended. */
export type RecordedRequest = Pick<FrontRequest, 'method' | 'url' | 'body' | 'status' | 'document' | 'done'>;

export interface EnginePage {
  readonly engine: EngineName;
  /** The test server's origin as the page sees it. */
  readonly origin: string;
  /** Loads `path`; 'load' waits for the load event, 'commit' only until the navigation has begun. */
  goto(path: string, options?: { waitUntil?: 'load' | 'commit' }): Promise<void>;
  /** Runs `fn` in the page with `arg` (JSON), awaiting a promise it returns. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<Awaited<R>>;
  /** Evaluates a JavaScript expression in the page (awaiting a promise), for code composed of several functions' source. */
  evaluateExpression<R>(expression: string): Promise<R>;
  /** A native (trusted) click on the target's centre, scrolled into view. */
  click(target: Target): Promise<void>;
  /** A native click at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** Native keystrokes into the focused element. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Picks files in a file input, as a visitor does through its chooser. */
  setFiles(target: Target, files: PickedFile[]): Promise<void>;
  /** Console errors, uncaught errors and failed requests (status 400 or more, or no answer) since the last reset. */
  errors(): string[];
  /** Requests since the last reset (every engine's record of its own, in the same shape). */
  requests(): RecordedRequest[];
  /** Forgets the errors and requests seen so far. */
  clearRecords(): void;
  /** Code to run before the page's own scripts in each page loaded from now on. */
  addInitScript(fn: () => void): Promise<void>;
  /** A file the page saved (a link with `download`) named `name`, once complete. */
  download(name: string, timeoutMs?: number): Promise<Buffer>;
  /** Sets the window's inner size where the engine allows it. */
  setViewport(size: { width: number; height: number }): Promise<void>;
  /**
   * From now on, each page's scripts come up to `ms` after the rest of its HTML, as on a slow connection; 0 sends
   * those held at once and holds no more.
   */
  holdScripts(ms: number): void | Promise<void>;
  /** Chromium only: slows the page's CPU by `rate` (CDP). */
  throttleCpu?(rate: number): Promise<void>;
  /** Chromium only: text inserted at once, as a paste (no key events). */
  insertText?(text: string): Promise<void>;
  /** Chromium only: clicks at a point and picks `files` in the file chooser the click opens. */
  pickThroughChooser?(x: number, y: number, files: PickedFile[]): Promise<void>;
  close(): Promise<void>;
}

/** One browser of an engine, kept for a worker's whole run. */
export interface Engine {
  readonly name: EngineName;
  /** A page with fresh storage, cookies and cache where the engine allows (WebKit: one page at a time, its storage cleared). */
  newPage(origin: string): Promise<EnginePage>;
  close(): Promise<void>;
}
