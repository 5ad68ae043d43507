/** The answer to a name or description holding a control character or broken Unicode (a request's name or description, and the admin's edits). */
export const CONTROL_CHARACTERS_MESSAGE = 'The text contains characters that are not allowed.';

// C0 controls (NUL to U+001F) except tab and newline, which a pasted description may rightly hold.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B-\u001F]/;

// A surrogate half without its partner, for browsers older than String.prototype.isWellFormed (Firefox
// before 119 is within Vite's default targets). No `u` flag: with it, halves could not be matched alone.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds NUL or another C0 control character other than tab and newline. */
export function hasControlCharacters(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text);
}

/**
 * True when the text is well-formed UTF-16: no lone surrogate. JSON.parse keeps a `"\ud800"` escape as a
 * lone surrogate, and SQLite's UTF-8 would store it as U+FFFD, changing the text without a word.
 */
export function isWellFormedText(text: string): boolean {
  const native = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof native === 'function' ? native.call(text) : !LONE_SURROGATE.test(text);
}

/** True when the text may not be stored: a forbidden control character, or not well-formed Unicode. */
export function hasForbiddenCharacters(text: string): boolean {
  return hasControlCharacters(text) || !isWellFormedText(text);
}
