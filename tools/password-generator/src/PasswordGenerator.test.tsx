import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast } from '@toolnest/ui';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOWERCASE, NUMBERS, SIMILAR, SYMBOLS, UPPERCASE, passwordStrength } from './logic';
import { PasswordGenerator } from './PasswordGenerator';

beforeAll(() => {
  // jsdom has no ResizeObserver, which Radix's slider and checkbox measure with.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => window.history.replaceState(null, '', '/password-generator'));

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <PasswordGenerator />
      <Toaster />
    </>,
  );
  const box = () => screen.getByRole('textbox', { name: 'Generated Password' }) as HTMLTextAreaElement;
  const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name });
  const press = (name: string) => user.click(screen.getByRole('button', { name }));
  const lengthField = () => screen.getByRole('spinbutton', { name: 'Password Length' });
  return { user, box, checkbox, press, lengthField };
}

const noticeRegion = () => screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });
const has = (set: string) => (pw: string) => [...pw].some((c) => set.includes(c));
const search = () => new URLSearchParams(window.location.search);

describe('PasswordGenerator', () => {
  it('shows the controls with the defaults: length 12, all four types, similar characters allowed', () => {
    const { checkbox, lengthField } = setup();
    expect(screen.getByRole('slider', { name: 'Password Length' })).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuemin', '4');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuemax', '50');
    expect(lengthField()).toHaveValue(12);
    for (const name of ['Uppercase Letters (A-Z)', 'Lowercase Letters (a-z)', 'Numbers (0-9)', 'Symbols (!@#$%^&*)']) {
      expect(checkbox(name)).toBeChecked();
    }
    expect(checkbox('Exclude Similar Characters (i, l, 1, L, o, 0, O)')).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Character Types' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Generate Password', 'Copy']);
  });

  it('draws a password once mounted, with every type in it, and shows its strength', () => {
    const { box } = setup();
    const pw = box().value;
    expect(pw).toHaveLength(12);
    for (const set of [UPPERCASE, LOWERCASE, NUMBERS, SYMBOLS]) expect(has(set)(pw)).toBe(true);
    const { score, label } = passwordStrength(pw);
    expect(screen.getByText(label, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(`${score}/7`)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Password strength' });
    expect(bar).toHaveAttribute('aria-valuenow', String(score));
    expect(bar).toHaveAttribute('aria-valuemax', '7');
    expect(bar).toHaveAttribute('aria-valuetext', `${label}, ${score} of 7`);
  });

  it('Generate Password draws a new password with the same settings', async () => {
    const { box, press } = setup();
    const seen = new Set([box().value]);
    for (let i = 0; i < 3; i++) {
      await press('Generate Password');
      seen.add(box().value);
      expect(box().value).toHaveLength(12);
    }
    // Four 12-character passwords from 88 characters: a repeat would be a broken source.
    expect(seen.size).toBe(4);
  });

  it('a typed length redraws at that length and goes in the URL; a length out of range is clamped', async () => {
    const { user, box, lengthField } = setup();
    await user.clear(lengthField());
    await user.type(lengthField(), '30');
    expect(box().value).toHaveLength(30);
    expect(search().get('length')).toBe('30');

    await user.clear(lengthField());
    await user.type(lengthField(), '999{Enter}');
    expect(lengthField()).toHaveValue(50);
    expect(box().value).toHaveLength(50);
    expect(search().get('length')).toBe('50');
  });

  it('the slider moves by keyboard and the password follows', async () => {
    const { user, box } = setup();
    screen.getByRole('slider').focus();
    await user.keyboard('{End}');
    expect(box().value).toHaveLength(50);
    await user.keyboard('{Home}');
    expect(box().value).toHaveLength(4);
    expect(search().get('length')).toBe('4');
  });

  it('each checkbox redraws the password from the chosen types, and goes in the URL', async () => {
    const { user, box, checkbox } = setup();
    await user.click(checkbox('Symbols (!@#$%^&*)'));
    expect(has(SYMBOLS)(box().value)).toBe(false);
    await user.click(checkbox('Uppercase Letters (A-Z)'));
    expect(box().value).toMatch(/^[a-z0-9]{12}$/);
    expect(search().get('symbols')).toBe('false');
    expect(search().get('uppercase')).toBe('false');

    await user.click(checkbox(/Exclude Similar Characters/));
    expect(search().get('excludeSimilar')).toBe('true');
    // At length 50, a password from a–z and 0–9 would hold one of i, l, o, 0 or 1 nearly always (1 - (31/36)^50).
    screen.getByRole('slider').focus();
    await user.keyboard('{End}');
    for (let i = 0; i < 3; i++) {
      expect(box().value).toHaveLength(50);
      expect([...SIMILAR].some((c) => box().value.includes(c))).toBe(false);
      await user.click(screen.getByRole('button', { name: 'Generate Password' }));
    }
  });

  it('with no type ticked: the no-type message, no password, nothing to copy or generate; ticking one brings a password back', async () => {
    const { user, box, checkbox } = setup();
    for (const name of ['Uppercase Letters (A-Z)', 'Lowercase Letters (a-z)', 'Numbers (0-9)', 'Symbols (!@#$%^&*)']) await user.click(checkbox(name));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one character type');
    expect(box().value).toBe('');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate Password' })).toBeDisabled();

    await user.click(checkbox('Numbers (0-9)'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box().value).toMatch(/^[0-9]{12}$/);
  });

  it('Copy puts the password on the clipboard and says Copied!', async () => {
    const { box, press } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith(box().value);
    const region = await noticeRegion();
    expect(await within(region).findByText('Copied!')).toBeInTheDocument();
  });

  it('a refused clipboard says Copy failed / Could not copy password to clipboard', async () => {
    const { press } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await press('Copy');
    const region = await noticeRegion();
    const title = await within(region).findByText('Copy failed');
    expect(within(region).getByText('Could not copy password to clipboard')).toBeInTheDocument();
    expect(title.closest('li')).toHaveClass('bg-destructive');
  });

  it('never writes the password into the URL or storage', async () => {
    const { user, box, checkbox, press } = setup();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await user.click(checkbox('Symbols (!@#$%^&*)'));
    await press('Generate Password');
    const pw = box().value;
    expect(window.location.href).not.toContain(encodeURIComponent(pw));
    expect(window.location.href).not.toContain(pw);
    expect(setItem).not.toHaveBeenCalled();
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });
});

describe('settings from the URL', () => {
  it('opens with the settings a link names', () => {
    window.history.replaceState(null, '', '/password-generator?length=20&symbols=false&excludeSimilar=true');
    const { box, checkbox } = setup();
    expect(box().value).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(checkbox('Symbols (!@#$%^&*)')).not.toBeChecked();
    expect(checkbox(/Exclude Similar Characters/)).toBeChecked();
  });

  it.each([
    ['length=999', 50],
    ['length=0', 4],
    ['length=-3', 4],
    ['length=abc', 12],
    ['length=12.5', 12],
    ['length=', 12],
  ])('%s gives a password of %i characters, with no crash', (query, expected) => {
    window.history.replaceState(null, '', `/password-generator?${query}`);
    const { box, lengthField } = setup();
    expect(lengthField()).toHaveValue(expected);
    expect(box().value).toHaveLength(expected);
  });

  it('junk in the type switches means their defaults', () => {
    window.history.replaceState(null, '', '/password-generator?uppercase=maybe&lowercase=1&numbers=&symbols=FALSE&excludeSimilar=yes');
    const { box, checkbox } = setup();
    for (const name of ['Uppercase Letters (A-Z)', 'Lowercase Letters (a-z)', 'Numbers (0-9)', 'Symbols (!@#$%^&*)']) {
      expect(checkbox(name)).toBeChecked();
    }
    expect(checkbox(/Exclude Similar Characters/)).not.toBeChecked();
    expect(box().value).toHaveLength(12);
  });

  it('a link with every type off shows the message and no password', () => {
    window.history.replaceState(null, '', '/password-generator?uppercase=false&lowercase=false&numbers=false&symbols=false');
    const { box } = setup();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one character type');
    expect(box().value).toBe('');
  });
});

describe('initialSettings (stories, embeds)', () => {
  it('starts from them when the URL names none, and leaves them out of the URL', () => {
    render(<PasswordGenerator initialSettings={{ length: 6, uppercase: false, numbers: false, symbols: false }} />);
    expect((screen.getByRole('textbox', { name: 'Generated Password' }) as HTMLTextAreaElement).value).toMatch(/^[a-z]{6}$/);
    expect(window.location.search).toBe('');
  });
});

describe('the prerendered page', () => {
  it('holds no password: the server render draws nothing', () => {
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    const html = renderToString(<PasswordGenerator />);
    expect(getRandomValues).not.toHaveBeenCalled();
    expect(html).toMatch(/<textarea[^>]*readOnly=""[^>]*><\/textarea>/i);
    expect(html).not.toContain('role="progressbar"');
    expect(html).toContain('Generate Password');
  });
});
