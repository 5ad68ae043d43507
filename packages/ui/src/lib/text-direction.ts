/**
 * The `dir` of a text box: "auto" (the browser takes the direction of the first strong character, so
 * Hebrew or Arabic text reads right to left), except for long texts. Chromium lays out a text area with
 * dir="auto" in time that grows with the square of the text (half a megabyte takes seconds, a 10 MB
 * paste minutes), so past AUTO_DIRECTION_LIMIT characters the box gets the direction "auto" would
 * pick, found here: that of the first letter (or directional mark).
 */
export const AUTO_DIRECTION_LIMIT = 50_000;

const FIRST_STRONG = /[\p{L}\u200E\u200F\u061C]/u;
// Letters of the right-to-left blocks (Hebrew to Arabic Extended-A, the Hebrew and Arabic presentation
// forms, and the historic right-to-left scripts of plane 1), and the right-to-left marks RLM and ALM.
const RIGHT_TO_LEFT = /^(?:[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\u200F\u061C]|[\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}])$/u;

export type TextDirection = 'auto' | 'ltr' | 'rtl';

export function textDirection(text: string): TextDirection {
  if (text.length <= AUTO_DIRECTION_LIMIT) return 'auto';
  const strong = FIRST_STRONG.exec(text)?.[0];
  return strong !== undefined && RIGHT_TO_LEFT.test(strong) ? 'rtl' : 'ltr';
}

/** What directionBeforePaste reads of a paste event (React's ClipboardEvent on a text area has both). */
interface PasteIntoTextArea {
  currentTarget: HTMLTextAreaElement;
  clipboardData: Pick<DataTransfer, 'getData'>;
}

/**
 * The onPaste of a text area whose dir is textDirection(its text). Chromium also inserts many lines into a
 * dir="auto" text area in quadratic time (1 MB of short lines takes seconds, 10 MB minutes), and does it
 * before the input event that lets React change dir. So a paste that makes the text long gives the box
 * the direction textDirection has for the result before the browser inserts it; the render that follows
 * gives the same.
 */
export function directionBeforePaste(event: PasteIntoTextArea): void {
  const area = event.currentTarget;
  const { value, selectionStart, selectionEnd } = area;
  const pasted = event.clipboardData.getData('text/plain');
  // Short text keeps dir="auto" (inserting only ever shortens line breaks, so this length is an upper bound).
  if (value.length - (selectionEnd - selectionStart) + pasted.length <= AUTO_DIRECTION_LIMIT) return;
  // The text as the box will hold it, line breaks as \n: the same text the next render gives textDirection.
  area.dir = textDirection(value.slice(0, selectionStart) + pasted.replace(/\r\n?/g, '\n') + value.slice(selectionEnd));
}
