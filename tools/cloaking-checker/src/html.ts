// Reading a fetched page (pure, no I/O; server only, so htmlparser2 never reaches the page chunk):
// its title, robots rules, canonical link and the text a visitor sees, in one streaming pass.
import { Parser } from 'htmlparser2';
import { robotsDirectives } from './logic';

export interface PageFacts {
  /** The first <title> outside SVG, whitespace collapsed; '' when there is none. */
  title: string;
  /** The directives of every <meta name="robots"> and <meta name="googlebot">, normalised ('nofollow, noindex'). */
  metaRobots: string;
  /** The first <link rel="canonical"> resolved against the page's final URL; '' when there is none. */
  canonical: string;
  /** The visible text, whitespace collapsed. */
  text: string;
}

/** Elements whose content a visitor does not read as page text (or that are not rendered). */
const UNSEEN = new Set(['head', 'title', 'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'canvas', 'select', 'datalist']);

/** Inline elements: their boundaries do not separate words (`<b>Tool</b>nest` is one word). */
const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'label', 'mark', 'q', 's',
  'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr',
]);

/** An element hidden from visitors by its own markup: `hidden`, or an inline style of display:none or visibility:hidden. */
function isHidden(attributes: Record<string, string>): boolean {
  if ('hidden' in attributes) return true;
  const style = attributes.style?.toLowerCase().replace(/\s+/g, '');
  return style !== undefined && /(?:^|;)(?:display:none|visibility:hidden)(?:!important)?(?:;|$)/.test(style);
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function resolve(href: string, base: string): string {
  const trimmed = href.trim();
  try {
    return new URL(trimmed, base).href;
  } catch {
    return trimmed;
  }
}

/**
 * What a page says about itself. HTML (and XHTML, or a body without a type) is parsed leniently the
 * way browsers do; any other text type (text/plain…) is all visible text with no title or rules.
 */
export function readPage(body: string, finalUrl: string, mimeType = 'text/html'): PageFacts {
  if (mimeType !== '' && mimeType !== 'text/html' && mimeType !== 'application/xhtml+xml') {
    return { title: '', metaRobots: '', canonical: '', text: collapse(body) };
  }

  const text: string[] = [];
  const robots: string[] = [];
  let title: string | undefined;
  let titleText: string[] | undefined;
  let canonical = '';
  // One entry per open element: whether its content is unseen (itself or an ancestor).
  const unseen: boolean[] = [];
  let svgDepth = 0;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parentUnseen = unseen.at(-1) ?? false;
        unseen.push(parentUnseen || UNSEEN.has(name) || isHidden(attributes));
        if (name === 'svg') svgDepth += 1;
        if (!INLINE.has(name)) text.push(' ');
        if (name === 'title' && title === undefined && svgDepth === 0) titleText = [];
        else if (name === 'meta') {
          const metaName = attributes.name?.trim().toLowerCase();
          if ((metaName === 'robots' || metaName === 'googlebot') && attributes.content) robots.push(attributes.content);
        } else if (name === 'link' && canonical === '' && attributes.href !== undefined) {
          const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          if (rel.includes('canonical') && attributes.href.trim() !== '') canonical = resolve(attributes.href, finalUrl);
        }
      },
      ontext(data) {
        if (titleText) titleText.push(data);
        else if (!(unseen.at(-1) ?? false)) text.push(data);
      },
      onclosetag(name) {
        unseen.pop();
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (!INLINE.has(name)) text.push(' ');
        if (name === 'title' && titleText) {
          title = collapse(titleText.join(''));
          titleText = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(body);
  parser.end();

  return { title: title ?? '', metaRobots: robotsDirectives(robots.join(',')), canonical, text: collapse(text.join('')) };
}
