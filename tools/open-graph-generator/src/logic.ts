/**
 * Open Graph and Twitter tags from a page's title, description, image, address and site name: pure
 * functions, no React, no DOM, no I/O.
 *
 * Every value is trimmed and HTML-escaped (& < > " '), so whatever a visitor types stays inside its
 * `content="…"` and can never close the tag or open another. A line break inside a value, with the
 * spaces around it, becomes one space: the output is one tag a line, and Facebook and X show the
 * description as one paragraph anyway. Invisible control characters are dropped.
 */
import { assertText } from '@toolnest/tool-kit/text';

/** What the visitor fills in. Title and description are required; the rest optional. */
export interface OgFields {
  title: string;
  description: string;
  imageUrl: string;
  pageUrl: string;
  siteName: string;
}

export type OgField = keyof OgFields;

export const EMPTY_FIELDS: OgFields = { title: '', description: '', imageUrl: '', pageUrl: '', siteName: '' };

/** The required fields' message, and the one for an image or page URL that is not absolute http(s), word for word. */
export const MESSAGES = {
  required: 'Please enter at least a title and description.',
  url: 'Please enter a full URL starting with http:// or https://.',
} as const;

/** The type is always website; the card is the large one when there is an image. */
export const OG_TYPE = 'website';
export const TWITTER_CARD = { withImage: 'summary_large_image', withoutImage: 'summary' } as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text with & < > " ' written as character references, safe inside an HTML attribute or element. */
export function escapeHtml(text: string): string {
  assertText(text);
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

// C0 and C1 controls other than tab and the line breaks: invisible, and NUL turns into U+FFFD in a page.
// eslint-disable-next-line no-control-regex -- control characters are what this drops
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAK = /[\n\v\f\r\u2028\u2029]/;

/** A field's value as it goes into a tag: controls dropped, trimmed, a line break with its surrounding spaces made one space. */
export function cleanValue(text: string): string {
  assertText(text);
  // Whole runs of whitespace are matched once each (no backtracking), so a long run costs its length.
  return text
    .replace(CONTROLS, '')
    .trim()
    .replace(/\s+/g, (run) => (LINE_BREAK.test(run) ? ' ' : run));
}

const HTTP_START = /^https?:\/\//i;

/** The URL a valid address field holds, or undefined: it must start with http:// or https:// and name a host. */
function parseHttpUrl(value: string): URL | undefined {
  if (!HTTP_START.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.hostname === '' ? undefined : url;
  } catch {
    return undefined;
  }
}

/** True when the text (trimmed) is an absolute http:// or https:// URL with a host; `javascript:`, `//host` or `example.com` are not. */
export function isAbsoluteHttpUrl(text: string): boolean {
  return parseHttpUrl(cleanValue(text)) !== undefined;
}

/** One tag: Open Graph tags use `property`, Twitter's use `name`. The value is clean, not yet escaped. */
export interface MetaTag {
  attribute: 'property' | 'name';
  key: string;
  value: string;
}

/** Why the fields give no tags: the blank required fields and the address fields that are not absolute http(s). */
export type FieldErrors = Partial<Record<OgField, string>>;

export type Generated = { ok: true; tags: MetaTag[]; text: string } | { ok: false; errors: FieldErrors };

/** Every field through cleanValue. */
export function cleanFields(fields: OgFields): OgFields {
  return {
    title: cleanValue(fields.title),
    description: cleanValue(fields.description),
    imageUrl: cleanValue(fields.imageUrl),
    pageUrl: cleanValue(fields.pageUrl),
    siteName: cleanValue(fields.siteName),
  };
}

function errorsOf(clean: OgFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of ['title', 'description'] as const) if (clean[name] === '') errors[name] = MESSAGES.required;
  for (const name of ['imageUrl', 'pageUrl'] as const) if (clean[name] !== '' && !parseHttpUrl(clean[name])) errors[name] = MESSAGES.url;
  return errors;
}

/** The fields' problems: the required message on a blank title or description, the URL message on a filled address field that is not absolute http(s). */
export const validateFields = (fields: OgFields): FieldErrors => errorsOf(cleanFields(fields));

/** One line of the output: `<meta property="og:title" content="…" />`. */
export const renderTag = ({ attribute, key, value }: MetaTag): string => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

const og = (key: string, value: string): MetaTag => ({ attribute: 'property', key: `og:${key}`, value });
const twitter = (key: string, value: string): MetaTag => ({ attribute: 'name', key: `twitter:${key}`, value });

/**
 * The tags, one a line, in this order: og:title, og:description, og:type, og:url, og:image,
 * og:site_name, twitter:card, twitter:title, twitter:description, twitter:image; the page URL, image
 * and site name tags only when filled. Or the errors, and no tags at all.
 */
export function generateTags(fields: OgFields): Generated {
  const clean = cleanFields(fields);
  const errors = errorsOf(clean);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { title, description, imageUrl, pageUrl, siteName } = clean;
  const tags = [
    og('title', title),
    og('description', description),
    og('type', OG_TYPE),
    pageUrl && og('url', pageUrl),
    imageUrl && og('image', imageUrl),
    siteName && og('site_name', siteName),
    twitter('card', imageUrl ? TWITTER_CARD.withImage : TWITTER_CARD.withoutImage),
    twitter('title', title),
    twitter('description', description),
    imageUrl && twitter('image', imageUrl),
  ].filter((tag): tag is MetaTag => tag !== '');
  return { ok: true, tags, text: tags.map(renderTag).join('\n') };
}

/** What the live preview card shows. */
export interface Preview {
  title: string;
  description: string;
  /** The page URL's host, else the site name, else ''. */
  source: string;
  /** The image to show: an https:// one only: the site's CSP `img-src` allows https: and data: (and its own origin), never http:. */
  imageSrc?: string;
  /** Set when an image URL is filled in but is not shown: 'http' (the CSP would block it) or 'invalid'. */
  imageLeftOut?: 'http' | 'invalid';
}

/** The preview card of the fields as they are now (it follows the typing; the tags wait for Generate). */
export function previewOf(fields: OgFields): Preview {
  const { title, description, imageUrl, pageUrl, siteName } = cleanFields(fields);
  const preview: Preview = { title, description, source: parseHttpUrl(pageUrl)?.hostname ?? siteName };
  if (imageUrl === '') return preview;
  const image = parseHttpUrl(imageUrl);
  if (!image) preview.imageLeftOut = 'invalid';
  else if (image.protocol === 'https:') preview.imageSrc = imageUrl;
  else preview.imageLeftOut = 'http';
  return preview;
}
