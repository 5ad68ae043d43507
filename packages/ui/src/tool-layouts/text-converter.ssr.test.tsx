// @vitest-environment node
// TextConverter renders on the server (every tool page is prerendered): no window, document or storage.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextConverter } from './text-converter';

describe('TextConverter on the server', () => {
  it('renders both labelled boxes, the actions, a disabled Copy and Clear All', () => {
    const html = renderToString(
      <TextConverter
        input={{ label: 'Your text', placeholder: 'Type or paste your text here...' }}
        output={{ label: 'Binary code', dir: 'ltr', className: 'font-mono' }}
        actions={[{ label: 'Convert to Binary', convert: (text) => ({ ok: true, text }) }]}
        initialInput="שלום"
      />,
    );
    expect(typeof document).toBe('undefined');
    expect(html).toContain('Your text');
    expect(html).toContain('Binary code');
    expect(html).toContain('Convert to Binary');
    expect(html).toContain('Clear All');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Copy<\/button>/);
    expect(html).toContain('dir="auto"');
    expect(html).toMatch(/readOnly=""[^>]*dir="ltr"|dir="ltr"[^>]*readOnly=""/);
    // Each label names its box by the same id on server and client.
    for (const [, id] of html.matchAll(/<label[^>]* for="([^"]+)"/g)) expect(html).toContain(`id="${id}"`);
  });
});
