import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { parseUrlSettings, urlParam, useUrlSettings, writeUrlSettings } from './use-url-settings';

const schema = {
  mode: urlParam.oneOf(['upper', 'lower', 'title'], 'upper'),
  length: urlParam.integer(4, 50, 12),
  symbols: urlParam.boolean(true),
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('parseUrlSettings', () => {
  it('reads valid values and drops invalid or unknown ones back to the defaults', () => {
    expect(parseUrlSettings(schema, '?mode=title&length=20&symbols=false&text=secret')).toEqual({ mode: 'title', length: 20, symbols: false });
    expect(parseUrlSettings(schema, '?mode=TITLE&length=51&symbols=yes')).toEqual({ mode: 'upper', length: 12, symbols: true });
    expect(parseUrlSettings(schema, '?length=1e1&length=8')).toEqual({ mode: 'upper', length: 12, symbols: true });
    expect(parseUrlSettings(schema, '')).toEqual({ mode: 'upper', length: 12, symbols: true });
  });

  it('round-trips every valid setting through the query, keeping other parameters', () => {
    const arbSettings = fc.record({
      mode: fc.constantFrom('upper' as const, 'lower' as const, 'title' as const),
      length: fc.integer({ min: 4, max: 50 }),
      symbols: fc.boolean(),
    });
    fc.assert(
      fc.property(arbSettings, fc.string(), (settings, other) => {
        const search = writeUrlSettings(schema, `?other=${encodeURIComponent(other)}`, settings);
        expect(parseUrlSettings(schema, search)).toEqual(settings);
        expect(new URLSearchParams(search).get('other')).toBe(other);
      }),
    );
  });

  it('never parses to anything outside the schema', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (mode, length, symbols) => {
        const query = new URLSearchParams({ mode, length, symbols }).toString();
        const { mode: m, length: l, symbols: s } = parseUrlSettings(schema, `?${query}`);
        expect(['upper', 'lower', 'title']).toContain(m);
        expect(Number.isInteger(l) && l >= 4 && l <= 50).toBe(true);
        expect(typeof s).toBe('boolean');
      }),
    );
  });

  it('leaves defaults out of the URL', () => {
    expect(writeUrlSettings(schema, '?mode=title', { mode: 'upper', length: 12 })).toBe('');
  });
});

function Probe() {
  const [settings, update] = useUrlSettings(schema);
  return (
    <button type="button" onClick={() => update({ mode: settings.mode === 'title' ? 'lower' : 'title' })}>
      {settings.mode}
    </button>
  );
}

describe('useUrlSettings', () => {
  it('renders the defaults on the server, whatever the URL', () => {
    expect(renderToString(<Probe />)).toContain('upper');
  });

  it('reads the URL, writes changes with replaceState (keeping history state) and follows Back/Forward', async () => {
    window.history.replaceState({ idx: 3 }, '', '/case-convert?mode=lower#top');
    render(<Probe />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('lower');

    const length = window.history.length;
    await userEvent.click(button);
    expect(button).toHaveTextContent('title');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/case-convert?mode=title#top');
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.history.length).toBe(length);

    act(() => {
      window.history.replaceState(null, '', '/case-convert?mode=nonsense');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(button).toHaveTextContent('upper');
  });
});
