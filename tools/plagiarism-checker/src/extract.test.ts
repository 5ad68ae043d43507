// @vitest-environment node
// A fetched page's main text: Readability's article, else the body; never a throw, whatever the page.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseLineBreaks, domShape, mainText, mainTextOfHtml, READABILITY_MAX_DEPTH, READABILITY_MAX_ELEMENTS } from './extract';

const PARAGRAPH = 'The committee met on Tuesday to discuss the long-term maintenance of the old stone bridge over the river.';
const ARTICLE_PAGE = `<!doctype html><html><head><title>Bridge</title><style>body { color: red }</style></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/contact">Contact us</a></nav>
<article><h1>The bridge</h1>${Array.from({ length: 6 }, (_, i) => `<p>${PARAGRAPH} Point ${i + 1} was settled after a long debate.</p>`).join('')}</article>
<aside>Related: ten gardening tips</aside>
<footer>Copyright 2026 Example News, all rights reserved</footer><script>var tracking = "secret words";</script></body></html>`;

describe('mainTextOfHtml', () => {
  it('reads an article page by its article: no menu, sidebar or footer', () => {
    const text = mainTextOfHtml(ARTICLE_PAGE);
    expect(text).toContain(`${PARAGRAPH} Point 1 was settled after a long debate.`);
    expect(text).toContain('Point 6 was settled');
    for (const outside of ['Contact us', 'gardening tips', 'Copyright 2026', 'secret words', 'color: red']) expect(text).not.toContain(outside);
  });

  it('reads a page without an article as its whole body text, one line per block', () => {
    const text = mainTextOfHtml('<html><body><div>Opening hours</div><ul><li>Monday 9-5</li><li>Tuesday 9-5</li></ul><p>Call <b>us</b> any<em>time</em>.</p></body></html>');
    expect(text).toBe('Opening hours\nMonday 9-5\nTuesday 9-5\nCall us anytime.');
  });

  it('drops scripts, styles and other text that is never shown', () => {
    const text = mainTextOfHtml(
      '<p>Shown</p><script>alert("hidden script")</script><style>.x { content: "hidden style" }</style><noscript>hidden noscript</noscript><template>hidden template</template><svg><text>hidden svg</text></svg>',
    );
    expect(text).toBe('Shown');
  });

  it('reads a page without <html> or <body> as a browser would (linkedom adds neither)', () => {
    expect(mainTextOfHtml('just <i>words</i> here')).toBe('just words here');
    expect(mainTextOfHtml('<!doctype html><title>Notes</title><p>First</p><p>Second</p>')).toBe('First\nSecond');
    expect(mainTextOfHtml('<head><title>Notes</title></head><body><p>In the body</p></body>')).toBe('In the body');
    expect(mainTextOfHtml('<?xml version="1.0"?><p>x</p>')).toBe('x');
  });

  it('reads an empty or blank page as no text', () => {
    for (const html of ['', '   ', '<!doctype html>', '<html></html>', '<!-- only a comment -->']) expect(mainTextOfHtml(html), html).toBe('');
  });
});

describe('pages of an unusual shape', () => {
  it('measures elements and nesting', () => {
    expect(domShape({ nodeType: 1, nodeName: 'DIV', nodeValue: null, childNodes: [{ nodeType: 3, nodeName: '#text', nodeValue: 'x', childNodes: [] }] })).toEqual({ elements: 1, depth: 0 });
  });

  it('reads a page nested deeper than Readability can afford whole, at once', () => {
    const depth = 5000;
    const started = performance.now();
    expect(mainTextOfHtml(`<html><body><nav>Menu</nav>${'<div>'.repeat(depth)}deep text${'</div>'.repeat(depth)}</body></html>`)).toBe('Menu\ndeep text');
    expect(performance.now() - started).toBeLessThan(2000); // Readability alone took 10 s at depth 1000
    expect(READABILITY_MAX_DEPTH).toBeLessThan(depth);
  });

  it('reads a page with more elements than Readability can afford whole', () => {
    const items = READABILITY_MAX_ELEMENTS + 1;
    const text = mainTextOfHtml(`<html><body><nav>Menu</nav><ul>${'<li>item</li>'.repeat(items)}</ul></body></html>`);
    expect(text.startsWith('Menu\nitem\nitem')).toBe(true);
    expect(text.split('\n')).toHaveLength(items + 1);
  });
});

describe('mainText', () => {
  it('reads HTML (by type, or untyped that starts with a tag) as HTML and other text as it is', () => {
    expect(mainText('<p>a</p><script>b</script>', 'text/html')).toBe('a');
    expect(mainText('<p>a</p><script>b</script>', 'application/xhtml+xml')).toBe('a');
    expect(mainText('  <p>a</p>', '')).toBe('a');
    expect(mainText('<p>a</p> as text', 'text/plain')).toBe('<p>a</p> as text');
  });

  const fragment = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '<p>', '</p>', '<div class="x">', '</div>', '<article>', '</article>', '<main>', '<body>', '</body>', '<html>', '<head>', '<title>',
      '<script>', '</script>', '<style>', '<!--', '-->', '<![CDATA[', ']]>', '<!doctype html>', '<?xml version="1.0"?>', '&amp;', '&#0;',
      '&#x110000;', '&nbsp;', '<svg><foreignObject>', '<math>', '<template>', '<table><tr><td>', '<br/>', '<img src=x onerror=1>', '<a href="javascript:x">',
      '<', '>', '"', "'", '\u0000', '\uFEFF', '\uD800', '<h1>', '<pre>', '<frameset>', '<noscript>', '<iframe srcdoc="<p>x</p>">',
    ),
    fc.lorem({ maxCount: 30 }),
  );
  const htmlish = fc.array(fragment, { maxLength: 60 }).map((parts) => parts.join(''));
  const nested = fc.integer({ min: 1, max: 400 }).map((depth) => `${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}`);

  it('never throws, whatever the page, and always gives a string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 500 }), fc.string({ unit: 'binary', maxLength: 200 }), htmlish, nested), fc.constantFrom('text/html', '', 'text/plain'), (body, mimeType) => {
        expect(typeof mainText(body, mimeType)).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});

describe('collapseLineBreaks', () => {
  // What extract.ts ran before: quadratic on a run of spaces (80,000 took 10 s). Only ever given short texts here.
  const oldRegex = (text: string) => text.replace(/[ \t\r\f\v]*\n\s*/g, '\n');
  const MiB = 1024 * 1024;

  it('gives what the old regex gave, on small texts of spaces, tabs, line breaks and letters', () => {
    const unit = fc.constantFrom(' ', '\t', '\n', '\r', '\f', '\v', '\u00a0', '\u2028', '\u3000', '\ufeff', 'a', 'b');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        expect(collapseLineBreaks(text)).toBe(oldRegex(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('is linear: 2 MiB of spaces, of spaces between line breaks and of blank lines each take well under a second', () => {
    const cases: Array<[string, string]> = [
      [' '.repeat(2 * MiB), ' '.repeat(2 * MiB)],
      [`a${' '.repeat(MiB)}\n${' '.repeat(MiB)}b`, 'a\nb'],
      [`a${' \n'.repeat(MiB)}b`, 'a\nb'],
      ['x \n'.repeat(MiB / 2), 'x\n'.repeat(MiB / 2)],
    ];
    for (const [text, expected] of cases) {
      const started = performance.now();
      expect(collapseLineBreaks(text)).toBe(expected);
      // Linear takes milliseconds; the old regex would take hours on the first case.
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('reads a page of 200,000 spaces between two words as those words, at once', () => {
    const started = performance.now();
    expect(mainTextOfHtml(`<p>a${' '.repeat(200_000)}b</p>`).split(/ +/)).toEqual(['a', 'b']);
    expect(mainTextOfHtml(`<p>a${' '.repeat(200_000)}</p><p>b</p>`)).toBe('a\nb');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
