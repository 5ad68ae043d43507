// A fetched page's main text (server only): the article Mozilla's Readability finds (the Firefox
// Reader View's algorithm), so menus, footers and sidebars do not count as "sources"; the whole body
// when Readability finds no article. linkedom gives Readability a DOM without a browser.
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** The part of a DOM node read here (typed by hand: apps/api, which bundles this, has no DOM types). */
export interface DomNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<DomNode>;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Elements whose text is never page text. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'MATH', 'IFRAME', 'OBJECT', 'CANVAS', 'HEAD', 'TITLE']);

/** Elements that sit inside a line of text: no word break at their edges ("un<em>usual</em>" is one word). */
const INLINE = new Set([
  'A', 'ABBR', 'B', 'BDI', 'BDO', 'CITE', 'CODE', 'DATA', 'DFN', 'EM', 'FONT', 'I', 'INS', 'DEL', 'KBD', 'MARK', 'Q', 'S',
  'SAMP', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'U', 'VAR',
]);

/**
 * The text of a DOM subtree, with a line break at every block element's edges (textContent would
 * glue "<p>end</p><p>Next</p>" into one word "endNext"). Iterative, so deep nesting cannot overflow
 * the stack.
 */
export function visibleText(root: DomNode): string {
  const parts: string[] = [];
  const stack: Array<DomNode | 'break'> = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === 'break') {
      parts.push('\n');
      continue;
    }
    if (node.nodeType === TEXT_NODE) {
      parts.push(node.nodeValue ?? '');
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE && node !== root) continue;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED.has(name)) continue;
    const block = !INLINE.has(name);
    if (block) {
      parts.push('\n');
      stack.push('break');
    }
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return collapseLineBreaks(parts.join('')).trim();
}

/** JavaScript's `\s`: the white space and line terminators that trim() and the regex class match. */
function isSpace(code: number): boolean {
  return (
    code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/** `[ \t\r\f\v]`: the spaces that end a line before its line break. */
const isLineEndSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0c || code === 0x0b;

/**
 * What replacing the regex `[ \t\r\f\v]*\n\s*` (global) with '\n' gives, in one pass: each line break,
 * with the spaces that end the line before it and all white space after it (blank lines included),
 * becomes one '\n'. The regex is quadratic on a long run of spaces (each start in the run scans to
 * its end looking for a '\n': 80,000 spaces took 10 s), and a fetched page chooses its runs; this
 * looks at each character at most twice.
 */
export function collapseLineBreaks(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', copied)) {
    let start = newline;
    // Never back past `copied`: what lies before it was already copied or consumed.
    while (start > copied && isLineEndSpace(text.charCodeAt(start - 1))) start--;
    let end = newline + 1;
    while (end < text.length && isSpace(text.charCodeAt(end))) end++;
    parts.push(text.slice(copied, start), '\n');
    copied = end;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

/**
 * Readability runs only on pages of a usual shape. On linkedom's DOM its cost grows much faster than
 * the page: 500 nested <div>s took 1.9 s and 1000 took 10 s (measured), 15,000 shallow elements about
 * 1 s, and it runs synchronously on the server's one thread. A page deeper or larger than this is
 * read whole (its menus then count as text), which stays linear.
 */
export const READABILITY_MAX_DEPTH = 100;
export const READABILITY_MAX_ELEMENTS = 5000;

/** Elements in a subtree and the deepest nesting, walked iteratively (no stack overflow). */
export function domShape(root: DomNode): { elements: number; depth: number } {
  let elements = 0;
  let depth = 0;
  const stack: Array<[DomNode, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, level] = stack.pop()!;
    if (node.nodeType !== ELEMENT_NODE) continue;
    elements += 1;
    depth = Math.max(depth, level);
    const children = node.childNodes;
    for (let i = 0; i < children.length; i++) stack.push([children[i]!, level + 1]);
  }
  return { elements, depth };
}

type ParsedDocument = { body: DomNode | null; documentElement: DomNode | null };

/** A leading XML declaration and doctype, dropped before a fragment is wrapped. */
const PROLOG = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!doctype[^>]*>\s*)?/i;

/**
 * The page as a document with <html> and <body>. linkedom, unlike a browser, does not add them: a
 * page without <html> ('<p>Text</p>', which browsers show fine) would have its first element as
 * the document element, an empty <body> grafted inside it, and an empty page no document element at
 * all (reading its body throws). Such a page is parsed again inside <html><body>.
 */
function parseDocument(html: string): ParsedDocument {
  const { document } = parseHTML(html) as unknown as { document: ParsedDocument };
  if (document.documentElement?.nodeName.toUpperCase() === 'HTML') return document;
  const inner = html.replace(PROLOG, '');
  const wrapped = `<!doctype html><html>${/<body[\s>]/i.test(inner) ? inner : `<body>${inner}</body>`}</html>`;
  return (parseHTML(wrapped) as unknown as { document: ParsedDocument }).document;
}

/** The main text of an HTML page: Readability's article, else the body's visible text. */
export function mainTextOfHtml(html: string): string {
  const document = parseDocument(html);
  if (!document.documentElement) return '';
  // Readability changes the document it reads, so the fallback reads the body before it runs.
  const whole = visibleText(document.body ?? document.documentElement);
  const shape = domShape(document.documentElement);
  if (shape.depth > READABILITY_MAX_DEPTH || shape.elements > READABILITY_MAX_ELEMENTS) return whole;
  try {
    const reader = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
      serializer: (node) => node as unknown as DomNode,
    });
    const article = reader.parse();
    const text = article?.content ? visibleText(article.content) : '';
    // A page Readability trims to almost nothing (a short page, a list) is better read whole.
    if (text.length >= Math.min(200, whole.length / 2)) return text;
  } catch {
    // Readability meets pages it cannot walk; the whole body is still text.
  }
  return whole;
}

/** The text to compare of a fetched page: HTML by its main text, other text as it is. */
export function mainText(body: string, mimeType: string): string {
  return /html/i.test(mimeType) || (mimeType === '' && /^\s*</.test(body)) ? mainTextOfHtml(body) : body;
}
