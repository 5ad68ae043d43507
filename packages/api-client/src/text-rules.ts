/** The answer to a name or description holding a control character (issue 10's bad-input table). */
export const CONTROL_CHARACTERS_MESSAGE = 'The text contains characters that are not allowed.';

// C0 controls (NUL to U+001F) except tab and newline, which a pasted description may rightly hold.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B-\u001F]/;

/** True when the text holds NUL or another C0 control character other than tab and newline. */
export function hasControlCharacters(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text);
}
