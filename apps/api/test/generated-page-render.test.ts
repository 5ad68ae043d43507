// A generated page, compiled, imported in Node on the shell's shared React and ui, and server-rendered:
// whatever the request says is shown as text, and none of it runs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_MODULES_GLOBAL, sharedModulesValue } from '@toolnest/registry/generated-pages';
import { compilePage } from '../src/generation/page-compiler';
import { pageSource } from '../src/generation/page-template';
import { tempDir } from './helpers';

// Through variables, so apps/api's type-check (Node, no DOM) stays out of ui's browser sources.
const UI_MODULES = ['@toolnest/ui', '@toolnest/ui/field', '@toolnest/ui/copy-button'];
const globals = globalThis as Record<string, unknown>;

beforeAll(async () => {
  const ui = Object.assign({}, ...(await Promise.all(UI_MODULES.map((specifier) => import(/* @vite-ignore */ specifier)))));
  globals[SHARED_MODULES_GLOBAL] = sharedModulesValue({ react: React, 'react/jsx-runtime': jsxRuntime, '@toolnest/ui': ui });
});
afterAll(() => {
  delete globals[SHARED_MODULES_GLOBAL];
});

/** Pieces that end a string, a template, a comment, a script or a JSX context when pasted in as they are. */
const HOSTILE = ['"', "'", '`', '${', '}', '{', '</script>', '<script>', '*/', '/*', '//', '\\', '\u2028', '\u2029', '"+(globalThis.x=1)+"', '<b>', '&amp;', ' '];
const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'grapheme', maxLength: 6 })), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

let runs = 0;

/** Compiles the page for a request, imports its module from a file and renders it to a document. */
async function renderPage(dir: string, request: { toolName: string; description: string; categoryName: string | null }) {
  const compiled = await compilePage(pageSource({ id: 7, ...request }));
  const file = join(dir, `page-${(runs += 1)}.mjs`);
  writeFileSync(file, compiled);
  const { default: Page } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: React.ComponentType };
  return parseHTML(`<!doctype html><html><body>${renderToString(React.createElement(Page))}</body></html>`).document;
}

describe('a generated page', () => {
  it('shows hostile names, descriptions and categories as text, and runs none of them', async () => {
    const dir = tempDir();
    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, fc.option(hostileText), async (toolName, description, categoryName) => {
        delete globals.x;
        const document = await renderPage(dir, { toolName, description, categoryName });
        const section = document.querySelector('section')!;
        expect(section.getAttribute('aria-label')).toBe(toolName);
        const [shown, category] = section.querySelectorAll(':scope > p');
        expect(shown!.textContent).toBe(description);
        expect(category?.textContent ?? null).toBe(categoryName === null ? null : `Category: ${categoryName}`);
        expect(section.querySelectorAll('script, b')).toHaveLength(0);
        expect(globals.x).toBeUndefined();
      }),
      { numRuns: 40 },
    );
  });

  it('renders its input, output and copy button', async () => {
    const document = await renderPage(tempDir(), { toolName: 'Dice', description: 'Rolls dice.', categoryName: null });
    expect([...document.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Input', 'Output']);
    expect(document.querySelectorAll('textarea')).toHaveLength(2);
    expect(document.querySelector('button')?.textContent).toContain('Copy');
  });
});
