import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARED_MODULES_GLOBAL } from '@toolnest/registry/generated-pages';
import type { Button, Input } from '@toolnest/ui';
import type { Field } from '@toolnest/ui/field';
import type { useState } from 'react';
import type { jsx, jsxs } from 'react/jsx-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../test/render-app';
import { storeCredential } from '../admin/stored-credential';
import { importModule } from '../generated/import-module';

vi.mock('../generated/import-module', async () => (await import('../../test/import-module-mock')).importModuleMock);

const AUTH = 'Basic YWRtaW46c2VjcmV0';
const LIVE = [{ id: 7, toolName: 'Dice Roller', description: 'Rolls dice for you.', categoryId: null, generatedPagePath: '/dice-roller' }];
const notFound = () => Response.json({ error: 'Not Found' }, { status: 404 });

interface SharedModules {
  react: { useState: typeof useState };
  'react/jsx-runtime': { jsx: typeof jsx; jsxs: typeof jsxs };
  '@toolnest/ui': { Button: typeof Button; Field: typeof Field; Input: typeof Input };
}

/** What Generate compiles a page to: its imports are reads of the shell's frozen global (apps/api/src/page-compiler.ts). */
function compiledPage() {
  const shared = (globalThis as unknown as Record<string, SharedModules>)[SHARED_MODULES_GLOBAL]!;
  const { useState } = shared.react;
  const { jsx, jsxs } = shared['react/jsx-runtime'];
  const { Button, Field, Input } = shared['@toolnest/ui'];
  return function GeneratedTool() {
    const [count, setCount] = useState(0);
    return jsxs('div', {
      children: [
        jsx(Field, { label: 'Input', children: jsx(Input, {}) }),
        jsx(Button, { onClick: () => setCount(count + 1), children: `Rolled ${count} times` }),
      ],
    });
  };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.mocked(importModule).mockImplementation(async (url) => {
    if (url.startsWith('/api/generated/dice-roller.js')) return { default: compiledPage() };
    throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('a generated page at /{slug}', () => {
  it('loads a live page on the shell’s React and controls, in the tool page frame, with its title', async () => {
    stubApi({ '/api/tool-requests/live': LIVE, '*': notFound });
    await renderApp('/dice-roller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dice Roller' })).toBeInTheDocument();
    expect(screen.getByText('Rolls dice for you.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Input' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rolled 0 times' }));
    expect(screen.getByRole('button', { name: 'Rolled 1 times' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dice Roller | Toolnest'));
    expect(importModule).toHaveBeenCalledWith('/api/generated/dice-roller.js');
    expect(screen.queryByText('Preview — not live')).not.toBeInTheDocument();
    // The global is frozen and cannot be replaced.
    const shared = (globalThis as Record<string, unknown>)[SHARED_MODULES_GLOBAL];
    expect(Object.isFrozen(shared)).toBe(true);
    expect(() => Object.defineProperty(globalThis, SHARED_MODULES_GLOBAL, { value: {} })).toThrow(TypeError);
  });

  it('shows Page Not Found when the module is not there (not live)', async () => {
    stubApi({ '/api/tool-requests/live': [], '*': notFound });
    await renderApp('/coin-flipper');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('offers a reload, not Page Not Found, when the module cannot be fetched', async () => {
    stubApi({ '/api/tool-requests/live': LIVE, '*': () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderApp('/offline-tool');
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
  });

  it('previews a ready_for_qa page with the stored credential: banner, noindex, the token’s module URL', async () => {
    storeCredential(AUTH);
    const fetchMock = stubApi({
      'POST /api/admin/tool-requests/7/preview': { moduleUrl: '/api/generated/dice-roller.js?token=123.abc' },
      '/api/admin/tool-requests': [{ ...LIVE[0], generationStatus: 'ready_for_qa' }],
      '*': notFound,
    });
    await renderApp('/dice-roller?preview=7');
    expect(await screen.findByText('Preview — not live')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dice Roller' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(importModule).toHaveBeenCalledWith('/api/generated/dice-roller.js?token=123.abc');
    const previewCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/preview'));
    expect(new Headers(previewCall?.[1]?.headers).get('authorization')).toBe(AUTH);
  });

  it.each([
    ['no stored credential', null, '7'],
    ['a credential the server refuses', AUTH, '8'],
    ['an id that is not a request id', AUTH, 'abc'],
    ['a request whose page is elsewhere', AUTH, '9'],
  ])('shows Page Not Found for a preview with %s', async (_case, credential, id) => {
    if (credential) storeCredential(credential);
    stubApi({
      'POST /api/admin/tool-requests/7/preview': { moduleUrl: '/api/generated/dice-roller.js?token=1.a' },
      'POST /api/admin/tool-requests/8/preview': () => Response.json({ error: 'Unauthorized' }, { status: 401 }),
      'POST /api/admin/tool-requests/9/preview': { moduleUrl: '/api/generated/coin-flipper.js?token=1.a' },
      '/api/admin/tool-requests': [{ ...LIVE[0], id: 9, generatedPagePath: '/coin-flipper' }],
      '*': notFound,
    });
    await renderApp(`/dice-roller?preview=${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(importModule).not.toHaveBeenCalled();
  });
});
