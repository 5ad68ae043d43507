import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '@toolnest/tool-kit';
import { expect, it } from 'vitest';

it('index.html carries the default title and description of tool-kit', () => {
  const html = new DOMParser().parseFromString(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../index.html'), 'utf8'), 'text/html');
  expect(html.documentElement.lang).toBe('en');
  expect(html.title).toBe(DEFAULT_TITLE);
  expect(html.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(DEFAULT_DESCRIPTION);
  expect(html.querySelector('meta[name="theme-color"]')).not.toBeNull();
});
