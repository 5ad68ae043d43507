import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaseConvert } from './CaseConvert';

const blobs: Blob[] = [];

beforeEach(() => {
  blobs.length = 0;
  // jsdom has no object URLs or real downloads: record what would be saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:case-convert';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <CaseConvert />
      <Toaster />
    </>,
  );
  const textbox = screen.getByRole('textbox', { name: 'Your text' });
  const press = (name: string) => user.click(screen.getByRole('button', { name }));
  return { user, textbox, press };
}

// The notification region appears with the first notice (the Radix part of the Toaster loads on demand).
const noticeRegion = () => screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });

describe('CaseConvert', () => {
  it('has a labelled text area and the ten buttons in order', () => {
    setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Sentence case',
      'lower case',
      'UPPER CASE',
      'Capitalized Case',
      'aLtErNaTiNg CaSe',
      'Title Case',
      'InVeRsE cAsE',
      'Download Text',
      'Copy to Clipboard',
      'Clear',
    ]);
  });

  it.each([
    ['Sentence case', 'hello WORLD. how are YOU? élan', 'Hello world. How are you? Élan'],
    ['lower case', 'Hello WORLD Élan', 'hello world élan'],
    ['UPPER CASE', 'Hello world élan', 'HELLO WORLD ÉLAN'],
    ['Capitalized Case', 'the lord OF the rings', 'The Lord Of The Rings'],
    ['aLtErNaTiNg CaSe', 'hello world', 'hElLo WoRlD'],
    ['Title Case', 'a tale of two cities', 'A Tale Of Two Cities'],
    ['InVeRsE cAsE', 'Hello World', 'hELLO wORLD'],
  ])('%s converts the text in place', async (button, input, expected) => {
    const { user, textbox, press } = setup();
    await user.type(textbox, input);
    await press(button);
    expect(textbox).toHaveValue(expected);
  });

  it('case buttons do nothing on empty or whitespace-only text', async () => {
    const { user, textbox, press } = setup();
    await press('UPPER CASE');
    expect(textbox).toHaveValue('');
    await user.type(textbox, '   ');
    await press('Sentence case');
    await press('InVeRsE cAsE');
    expect(textbox).toHaveValue('   ');
  });

  it('counts characters and words live', async () => {
    const { user, textbox } = setup();
    expect(screen.getByText('Character Count: 0 | Word Count: 0')).toBeInTheDocument();
    await user.type(textbox, 'héllo  wörld');
    expect(screen.getByText('Character Count: 12 | Word Count: 2')).toBeInTheDocument();
    expect(textbox).toHaveAccessibleDescription('Character Count: 12 | Word Count: 2');
  });

  it('Download Text with empty text gives the destructive notice and saves nothing', async () => {
    const { press } = setup();
    await press('Download Text');
    const region = await noticeRegion();
    const title = await within(region).findByText('No text to download');
    expect(within(region).getByText('Please enter some text first.')).toBeInTheDocument();
    expect(title.closest('li')).toHaveClass('bg-destructive');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('Download Text saves converted-text.txt and says so', async () => {
    const { user, textbox, press } = setup();
    await user.type(textbox, 'Straße');
    await press('UPPER CASE');
    await press('Download Text');
    const link = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('converted-text.txt');
    expect(await blobs[0]?.text()).toBe('STRASSE');
    const region = await noticeRegion();
    expect(await within(region).findByText('Downloaded!')).toBeInTheDocument();
    expect(within(region).getByText('Text file downloaded successfully.')).toBeInTheDocument();
  });

  it('Copy to Clipboard copies the text and confirms', async () => {
    const { user, textbox, press } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.type(textbox, 'copy me');
    await press('Copy to Clipboard');
    expect(writeText).toHaveBeenCalledWith('copy me');
    const region = await noticeRegion();
    expect(await within(region).findByText('Copied!')).toBeInTheDocument();
    expect(within(region).getByText('Text copied to clipboard successfully.')).toBeInTheDocument();
  });

  it('Copy to Clipboard is off until there is text, and after Clear', async () => {
    const { user, textbox, press } = setup();
    const copyButton = screen.getByRole('button', { name: 'Copy to Clipboard' });
    expect(copyButton).toBeDisabled();
    await user.type(textbox, 'x');
    expect(copyButton).toBeEnabled();
    await press('Clear');
    expect(copyButton).toBeDisabled();
  });

  it('Copy to Clipboard reports a refused clipboard as a destructive error', async () => {
    const { user, textbox, press } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.type(textbox, 'copy me');
    await press('Copy to Clipboard');
    const region = await noticeRegion();
    const title = await within(region).findByText('Error');
    expect(within(region).getByText('Failed to copy text to clipboard.')).toBeInTheDocument();
    expect(title.closest('li')).toHaveClass('bg-destructive');
  });

  it('Clear empties the text', async () => {
    const { user, textbox, press } = setup();
    await user.type(textbox, 'some text');
    await press('Clear');
    expect(textbox).toHaveValue('');
    expect(screen.getByText('Character Count: 0 | Word Count: 0')).toBeInTheDocument();
  });
});

describe('CaseConvert initialText', () => {
  it('starts from the given text', () => {
    render(<CaseConvert initialText="ready" />);
    expect(screen.getByRole('textbox', { name: 'Your text' })).toHaveValue('ready');
  });
});

describe('the case in the URL', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('records the case applied as ?case= and shows it pressed; a link with a case opens with it pressed', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/case-convert?case=upper');
    render(<CaseConvert initialText="some words" />);
    expect(screen.getByRole('button', { name: 'UPPER CASE' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Title Case' }));
    expect(window.location.search).toBe('?case=title');
    expect(screen.getByRole('button', { name: 'Title Case' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'UPPER CASE' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox')).toHaveValue('Some Words');
  });

  it('ignores an unknown case and never writes the text into the URL', async () => {
    window.history.replaceState(null, '', '/case-convert?case=shouting');
    render(<CaseConvert initialText="private text" />);
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'lower case' }));
    expect(window.location.search).toBe('?case=lower');
    expect(window.location.href).not.toContain('private');
  });
});
