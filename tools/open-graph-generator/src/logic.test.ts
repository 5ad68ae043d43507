import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FIELDS,
  MESSAGES,
  cleanValue,
  escapeHtml,
  generateTags,
  isAbsoluteHttpUrl,
  previewOf,
  validateFields,
  type OgFields,
} from './logic';

const fields = (filled: Partial<OgFields>): OgFields => ({ ...EMPTY_FIELDS, ...filled });

/** The output text, or the test fails with the errors it got instead. */
function tagsText(filled: Partial<OgFields>): string {
  const result = generateTags(fields(filled));
  if (!result.ok) throw new Error(`expected tags, got errors ${JSON.stringify(result.errors)}`);
  return result.text;
}

// The reverse of escapeHtml, written apart from it.
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

describe('messages', () => {
  it('are the documented sentences, word for word', () => {
    expect(MESSAGES.required).toBe('Please enter at least a title and description.');
    expect(MESSAGES.url).toBe('Please enter a full URL starting with http:// or https://.');
  });
});

describe('escapeHtml', () => {
  it('writes the five HTML-special characters as references and leaves the rest', () => {
    expect(escapeHtml(`Tom & Jerry's <b>"best"</b>`)).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;&quot;best&quot;&lt;/b&gt;');
    expect(escapeHtml('"><script>alert(1)</script>')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escapeHtml('&amp; stays text')).toBe('&amp;amp; stays text');
    expect(escapeHtml('élan 😀 שלום')).toBe('élan 😀 שלום');
  });
});

describe('cleanValue', () => {
  it('trims, and makes a line break with the spaces around it one space', () => {
    expect(cleanValue('  Hello  ')).toBe('Hello');
    expect(cleanValue('First line.\r\n\r\n  Second line.\nThird')).toBe('First line. Second line. Third');
    expect(cleanValue('a\u2028b')).toBe('a b');
  });
  it('keeps other spaces and tabs as typed', () => {
    expect(cleanValue('a  b\tc\u00a0d')).toBe('a  b\tc\u00a0d');
  });
  it('drops invisible control characters', () => {
    expect(cleanValue('a\u0000b\u0007c\u001bd\u0085e')).toBe('abcde');
  });
});

describe('isAbsoluteHttpUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/page?a=1&b=2#top',
    '  https://example.com/og.png  ',
    'HTTPS://EXAMPLE.COM/',
    'https://localhost:8080/x',
    'https://bücher.example/ä',
    'https://user@example.com/',
  ])('accepts %s', (url) => expect(isAbsoluteHttpUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript://example.com/%0aalert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/file',
    '//example.com/page',
    'example.com',
    'www.example.com/page',
    'https:example.com',
    'https://',
    'http://',
    'https:// example.com',
    'https://exa mple.com',
    'https://[::1',
    '/relative/path.png',
    '',
  ])('refuses %j', (url) => expect(isAbsoluteHttpUrl(url)).toBe(false));
});

describe('generateTags', () => {
  it('gives the always-present tags for a title and description, type website, card summary', () => {
    expect(tagsText({ title: 'My page', description: 'What it is about' })).toBe(
      [
        '<meta property="og:title" content="My page" />',
        '<meta property="og:description" content="What it is about" />',
        '<meta property="og:type" content="website" />',
        '<meta name="twitter:card" content="summary" />',
        '<meta name="twitter:title" content="My page" />',
        '<meta name="twitter:description" content="What it is about" />',
      ].join('\n'),
    );
  });

  it('adds url, image and site name when filled, in order, with the large card', () => {
    expect(
      tagsText({
        title: ' Toolnest ',
        description: 'Free tools\nfor everyone',
        imageUrl: 'https://example.com/og.png?w=1200&h=630',
        pageUrl: 'https://example.com/',
        siteName: 'Toolnest',
      }),
    ).toBe(
      [
        '<meta property="og:title" content="Toolnest" />',
        '<meta property="og:description" content="Free tools for everyone" />',
        '<meta property="og:type" content="website" />',
        '<meta property="og:url" content="https://example.com/" />',
        '<meta property="og:image" content="https://example.com/og.png?w=1200&amp;h=630" />',
        '<meta property="og:site_name" content="Toolnest" />',
        '<meta name="twitter:card" content="summary_large_image" />',
        '<meta name="twitter:title" content="Toolnest" />',
        '<meta name="twitter:description" content="Free tools for everyone" />',
        '<meta name="twitter:image" content="https://example.com/og.png?w=1200&amp;h=630" />',
      ].join('\n'),
    );
  });

  it('leaves out each optional tag on its own when that field is blank', () => {
    const keys = (filled: Partial<OgFields>) => [...tagsText({ title: 't', description: 'd', ...filled }).matchAll(/="([a-z_:]+)" content/g)].map((m) => m[1]);
    expect(keys({ pageUrl: 'http://a.example' })).toEqual(['og:title', 'og:description', 'og:type', 'og:url', 'twitter:card', 'twitter:title', 'twitter:description']);
    expect(keys({ siteName: 'S', imageUrl: '   ' })).toEqual(['og:title', 'og:description', 'og:type', 'og:site_name', 'twitter:card', 'twitter:title', 'twitter:description']);
    expect(keys({ imageUrl: 'http://a.example/i.png' })).toEqual([
      'og:title',
      'og:description',
      'og:type',
      'og:image',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'twitter:image',
    ]);
  });

  it('escapes a title that tries to close the tag (bad input row 1)', () => {
    const text = tagsText({ title: '"><script>alert(1)</script>', description: `it's <b>bold</b> & "quoted"` });
    expect(text).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />');
    expect(text).toContain('<meta name="twitter:description" content="it&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;" />');
    expect(text).not.toContain('<script');
  });

  it('refuses a javascript: page or image URL with the URL message, and gives no tags (bad input row 1)', () => {
    const result = generateTags(fields({ title: 't', description: 'd', pageUrl: 'javascript:alert(1)', imageUrl: 'javascript:alert(2)' }));
    expect(result).toEqual({ ok: false, errors: { pageUrl: MESSAGES.url, imageUrl: MESSAGES.url } });
  });

  it('needs a title and a description; spaces alone are blank', () => {
    expect(generateTags(EMPTY_FIELDS)).toEqual({ ok: false, errors: { title: MESSAGES.required, description: MESSAGES.required } });
    expect(generateTags(fields({ title: 'T', description: ' \n\t ' }))).toEqual({ ok: false, errors: { description: MESSAGES.required } });
    expect(generateTags(fields({ title: '\u0000', description: 'D' }))).toEqual({ ok: false, errors: { title: MESSAGES.required } });
  });

  it('reports every problem at once', () => {
    expect(validateFields(fields({ description: 'D', imageUrl: 'example.com/a.png', pageUrl: 'ftp://x', siteName: '<x>' }))).toEqual({
      title: MESSAGES.required,
      imageUrl: MESSAGES.url,
      pageUrl: MESSAGES.url,
    });
    expect(validateFields(fields({ title: 'T', description: 'D', siteName: 'anything at all' }))).toEqual({});
  });

  it('keeps 10 KB in a field whole (bad input row 2)', () => {
    const long = 'Ab€ '.repeat(2560).trim();
    const text = tagsText({ title: long, description: long, siteName: long });
    expect(text.split('\n').filter((line) => line.includes(`content="${long}"`))).toHaveLength(5);
  });

  it('throws a clear error for a field that is not a string', () => {
    expect(() => generateTags(fields({ title: null as unknown as string }))).toThrow('Expected text as a string, got null');
  });
});

describe('previewOf', () => {
  it('shows the cleaned title and description, and the page host before the site name', () => {
    expect(previewOf(fields({ title: ' T ', description: 'a\nb', pageUrl: 'https://www.example.com/x', siteName: 'Site' }))).toEqual({
      title: 'T',
      description: 'a b',
      source: 'www.example.com',
    });
    expect(previewOf(fields({ pageUrl: 'not a url', siteName: ' Site ' })).source).toBe('Site');
    expect(previewOf(EMPTY_FIELDS)).toEqual({ title: '', description: '', source: '' });
  });

  it('shows https images only, and says why another is left out', () => {
    expect(previewOf(fields({ imageUrl: ' https://example.com/a.png ' }))).toMatchObject({ imageSrc: 'https://example.com/a.png' });
    expect(previewOf(fields({ imageUrl: 'http://example.com/a.png' }))).toMatchObject({ imageLeftOut: 'http' });
    expect(previewOf(fields({ imageUrl: 'http://example.com/a.png' })).imageSrc).toBeUndefined();
    expect(previewOf(fields({ imageUrl: 'javascript:alert(1)' }))).toMatchObject({ imageLeftOut: 'invalid' });
    expect(previewOf(fields({ imageUrl: 'data:image/png;base64,AAAA' })).imageSrc).toBeUndefined();
  });
});

// Text full of what HTML and the cleaning care about, among ordinary and non-Latin characters.
const trickyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('<', '>', '&', '"', "'", '&amp;', '&#39;', '</script>', ' ', '\n', '\r\n', '\t', '\u0000', '\u0085', '\u2028', '\u00a0'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 30,
});
const filledText = trickyText.filter((text) => cleanValue(text) !== '');
const optional = <T extends string>(arbitrary: fc.Arbitrary<T>) => fc.oneof(fc.constant(''), fc.constant('  '), arbitrary);
const validFields: fc.Arbitrary<OgFields> = fc.record({
  title: filledText,
  description: filledText,
  imageUrl: optional(fc.webUrl({ withQueryParameters: true, withFragments: true })),
  pageUrl: optional(fc.webUrl({ withQueryParameters: true, withFragments: true })),
  siteName: optional(trickyText),
});

const ORDER = ['og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'og:site_name', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'];
const LINE = /^<meta (property|name)="([a-z_:]+)" content="([^"]*)" \/>$/;

describe('properties', () => {
  it('escapeHtml leaves no raw < > " \' and only the five references, and unescapes back to the text', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        expect(unescapeHtml(escaped)).toBe(text);
      }),
    );
  });

  it('every line is one well-formed tag, in the issue order, with the optional ones exactly when filled', () => {
    fc.assert(
      fc.property(validFields, (input) => {
        const result = generateTags(input);
        if (!result.ok) throw new Error(`valid fields refused: ${JSON.stringify(result.errors)}`);
        const lines = result.text.split('\n');
        const keys = lines.map((line) => {
          const match = LINE.exec(line);
          expect(match, line).not.toBeNull();
          expect(match![1]).toBe(match![2]!.startsWith('og:') ? 'property' : 'name');
          return match![2]!;
        });
        const filled = (value: string) => value.trim() !== '';
        const present: Record<string, boolean> = {
          'og:url': filled(input.pageUrl),
          'og:image': filled(input.imageUrl),
          'og:site_name': cleanValue(input.siteName) !== '',
          'twitter:image': filled(input.imageUrl),
        };
        expect(keys).toEqual(ORDER.filter((key) => present[key] ?? true));
        expect(lines[keys.indexOf('twitter:card')]).toContain(filled(input.imageUrl) ? '"summary_large_image"' : '"summary"');
      }),
    );
  });

  it('round-trips through an HTML parser: each content attribute reads back the cleaned value', () => {
    const parser = new DOMParser();
    fc.assert(
      fc.property(validFields, (input) => {
        const result = generateTags(input);
        if (!result.ok) throw new Error('valid fields refused');
        const document = parser.parseFromString(`<!doctype html><head>${result.text}</head><body></body>`, 'text/html');
        // Nothing a value held became markup: the head holds exactly the tags, and the body is empty.
        const metas = [...document.head.children];
        expect(metas.map((meta) => meta.tagName)).toEqual(result.tags.map(() => 'META'));
        expect(document.body.childNodes).toHaveLength(0);
        expect(metas.map((meta) => [meta.getAttribute('property') ?? meta.getAttribute('name'), meta.getAttribute('content')])).toEqual(
          result.tags.map((tag) => [tag.key, tag.value]),
        );
        expect(metas.find((meta) => meta.getAttribute('property') === 'og:title')?.getAttribute('content')).toBe(cleanValue(input.title));
      }),
    );
  });

  it('a cleaned value has no line break, no control character and no surrounding space, and cleaning it again changes nothing', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        const clean = cleanValue(text);
        // eslint-disable-next-line no-control-regex -- no control character may be left
        expect(clean).not.toMatch(/[\n\r\v\f\u2028\u2029\u0000-\u0008\u000e-\u001f\u007f-\u009f]/);
        expect(clean).toBe(clean.trim());
        expect(cleanValue(clean)).toBe(clean);
      }),
    );
  });

  it('a URL not starting with http:// or https:// is always refused; any web URL fast-check makes is accepted', () => {
    fc.assert(fc.property(trickyText.filter((text) => !/^\s*https?:\/\//i.test(text)), (text) => {
      expect(isAbsoluteHttpUrl(text)).toBe(false);
    }));;
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
      expect(isAbsoluteHttpUrl(url)).toBe(true);
    }));
  });

  it('with a blank title or description, or a filled URL that is refused, there are no tags at all', () => {
    fc.assert(
      fc.property(
        fc.record({ title: trickyText, description: trickyText, imageUrl: optional(trickyText), pageUrl: optional(trickyText), siteName: trickyText }),
        (input) => {
          const result = generateTags(input);
          const broken =
            cleanValue(input.title) === '' ||
            cleanValue(input.description) === '' ||
            [input.imageUrl, input.pageUrl].some((url) => cleanValue(url) !== '' && !isAbsoluteHttpUrl(url));
          expect(result.ok).toBe(!broken);
        },
      ),
    );
  });
});
