// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPage } from './html';

const BASE = 'https://example.com/blog/post';

describe('readPage', () => {
  it('reads the title, robots rules, canonical link and visible text', () => {
    const page = readPage(
      `<!doctype html><html><head>
        <title>  My   post &amp; more </title>
        <meta name="Robots" content="NoIndex, follow">
        <meta name="googlebot" content="noarchive">
        <meta name="description" content="not text">
        <link rel="stylesheet" href="/a.css"><link rel="Canonical" href="../canonical-post?x=1">
        <style>body { color: red }</style><script>var hidden = "script text";</script>
      </head><body>
        <h1>Hello</h1><p>Some <b>bold</b>ly written text.</p>
        <noscript>Enable JavaScript</noscript><template><p>later</p></template>
        <div hidden>hidden attribute</div><p style="display: none">display none</p><span style="visibility:hidden">invisible</span>
        <svg><title>icon title</title><text>svg text</text></svg>
        <ul><li>one</li><li>two</li></ul><input type="hidden" value="x">
      </body></html>`,
      BASE,
    );
    expect(page).toEqual({
      title: 'My post & more',
      metaRobots: 'follow, noarchive, noindex',
      canonical: 'https://example.com/canonical-post?x=1',
      text: 'Hello Some boldly written text. one two',
    });
  });

  it('keeps the first title and canonical, ignoring an SVG title before them', () => {
    const page = readPage('<svg><title>Icon</title></svg><title>First</title><title>Second</title><link rel="canonical" href="https://a.example/"><link rel="canonical" href="https://b.example/">', BASE);
    expect(page.title).toBe('First');
    expect(page.canonical).toBe('https://a.example/');
  });

  it('has empty fields for a page without them', () => {
    expect(readPage('', BASE)).toEqual({ title: '', metaRobots: '', canonical: '', text: '' });
    expect(readPage('<link rel="canonical" href="  ">', BASE).canonical).toBe('');
  });

  it('keeps an unresolvable canonical as written', () => {
    expect(readPage('<link rel="canonical" href="http://[bad">', BASE).canonical).toBe('http://[bad');
  });

  it('copes with unclosed and stray tags the way browsers do', () => {
    expect(readPage('<p>one<p>two</div><script>x', BASE).text).toBe('one two');
    expect(readPage('<div style="display:none"><p>gone<p>gone too</div><p>shown', BASE).text).toBe('shown');
  });

  it('treats a plain-text answer as all visible text', () => {
    expect(readPage('  <title>not a tag</title>\n text ', BASE, 'text/plain')).toEqual({ title: '', metaRobots: '', canonical: '', text: '<title>not a tag</title> text' });
  });

  it('never throws, and its text has no runs of whitespace', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom('text/html', '', 'text/plain'), (body, type) => {
        const page = readPage(body, BASE, type);
        expect(page.text).not.toMatch(/\s{2}|^\s|\s$/);
        expect(page.title).not.toMatch(/\s{2}|^\s|\s$/);
      }),
    );
  });
});
