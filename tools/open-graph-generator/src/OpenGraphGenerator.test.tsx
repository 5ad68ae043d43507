import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissNotices, findNotice } from '@toolnest/test-kit/dom';
import { Toaster } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type OgFields } from './logic';
import { OpenGraphGenerator } from './OpenGraphGenerator';

afterEach(() => {
  dismissNotices();
  vi.restoreAllMocks();
});

const LABELS = { title: 'Title', description: 'Description', imageUrl: 'Image URL', pageUrl: 'Page URL', siteName: 'Site Name' } as const;

function setup(initialFields?: Partial<OgFields>) {
  const user = userEvent.setup();
  render(
    <>
      <OpenGraphGenerator initialFields={initialFields} />
      <Toaster />
    </>,
  );
  const box = (name: keyof typeof LABELS) => screen.getByRole('textbox', { name: LABELS[name] });
  const output = screen.getByRole('textbox', { name: 'Generated Tags' });
  const press = (name: string) => user.click(screen.getByRole('button', { name }));
  // A whole value at once, as a paste gives it (typing 10 KB key by key would take minutes).
  const paste = (name: keyof typeof LABELS, value: string) => fireEvent.change(box(name), { target: { value } });
  const preview = () => within(screen.getByRole('region', { name: 'Link preview' }));
  return { user, box, output, press, paste, preview };
}

const valueOf = (element: HTMLElement) => (element as HTMLTextAreaElement).value;

const FULL: OgFields = {
  title: 'Toolnest',
  description: 'Free tools',
  imageUrl: 'https://example.com/og.png',
  pageUrl: 'https://example.com/',
  siteName: 'Toolnest',
};
const FULL_TAGS = [
  '<meta property="og:title" content="Toolnest" />',
  '<meta property="og:description" content="Free tools" />',
  '<meta property="og:type" content="website" />',
  '<meta property="og:url" content="https://example.com/" />',
  '<meta property="og:image" content="https://example.com/og.png" />',
  '<meta property="og:site_name" content="Toolnest" />',
  '<meta name="twitter:card" content="summary_large_image" />',
  '<meta name="twitter:title" content="Toolnest" />',
  '<meta name="twitter:description" content="Free tools" />',
  '<meta name="twitter:image" content="https://example.com/og.png" />',
].join('\n');

describe('OpenGraphGenerator', () => {
  it('has the five labelled fields, Generate, Copy (off while there is nothing), Clear All and a read-only output', () => {
    const { box, output } = setup();
    for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[]) expect(box(name)).toHaveValue('');
    expect(box('title')).toBeRequired();
    expect(box('description')).toBeRequired();
    expect(box('siteName')).not.toBeRequired();
    expect(box('imageUrl')).toHaveAttribute('type', 'url');
    expect(box('pageUrl')).toHaveAttribute('type', 'url');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Generate', 'Copy', 'Clear All']);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(output).toHaveAttribute('readonly');
  });

  it('Generate writes the tags in order, and Copy copies them with its notice', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { output, press } = setup(FULL);
    await press('Generate');
    expect(output).toHaveValue(FULL_TAGS);
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith(FULL_TAGS);
    expect(await findNotice('Copied!')).toBeInTheDocument();
    expect(await findNotice('Open Graph tags copied to clipboard successfully.')).toBeInTheDocument();
  });

  it('a copy that fails says so', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { press } = setup(FULL);
    await press('Generate');
    await press('Copy');
    expect(await findNotice('Failed to copy tags to clipboard.')).toBeInTheDocument();
  });

  it('Enter in a field generates too', async () => {
    const { user, box, output } = setup({ title: 'T', description: 'D' });
    await user.type(box('siteName'), 'S{Enter}');
    expect(valueOf(output)).toContain('<meta property="og:site_name" content="S" />');
  });

  it('without a title and description: the required-fields message, the blank fields marked, the title focused, no tags', async () => {
    const { user, box, output, press } = setup({ description: '   ' });
    await press('Generate');
    expect(await findNotice(MESSAGES.required)).toBeInTheDocument();
    expect(box('title')).toHaveAttribute('aria-invalid', 'true');
    expect(box('description')).toHaveAttribute('aria-invalid', 'true');
    expect(box('title')).toHaveFocus();
    expect(output).toHaveValue('');
    // Fixing a field clears its mark.
    await user.type(box('title'), 'T');
    expect(box('title')).not.toHaveAttribute('aria-invalid');
    expect(box('description')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a javascript: page URL by its field (bad input row 1), focuses it and shows no tags', async () => {
    const { box, output, press, paste } = setup(FULL);
    await press('Generate');
    expect(output).not.toHaveValue('');
    paste('pageUrl', 'javascript:alert(document.cookie)');
    paste('imageUrl', 'example.com/og.png');
    await press('Generate');
    expect(output).toHaveValue('');
    for (const name of ['imageUrl', 'pageUrl'] as const) {
      expect(box(name)).toHaveAttribute('aria-invalid', 'true');
      expect(box(name)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.url));
    }
    expect(screen.getAllByText(MESSAGES.url)).toHaveLength(2);
    expect(box('imageUrl')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();

    paste('imageUrl', '');
    expect(box('imageUrl')).not.toHaveAttribute('aria-invalid');
    paste('pageUrl', ' https://example.com/page ');
    await press('Generate');
    expect(valueOf(output)).toContain('<meta property="og:url" content="https://example.com/page" />');
    expect(screen.queryByText(MESSAGES.url)).not.toBeInTheDocument();
  });

  it('escapes a title that tries to break out of the tag (bad input row 1)', async () => {
    const { output, press } = setup({ title: '"><script>alert(1)</script>', description: "it's" });
    await press('Generate');
    expect(valueOf(output)).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />');
    expect(valueOf(output)).toContain('content="it&#39;s"');
    expect(document.querySelector('script')).toBeNull();
  });

  it('keeps 10 KB in a field whole (bad input row 2)', async () => {
    const long = 'word '.repeat(2048).trim();
    const { box, output, press, paste, preview } = setup({ description: 'D' });
    paste('title', long);
    expect(box('title')).toHaveValue(long);
    expect(preview().getByText(long)).toBeInTheDocument();
    await press('Generate');
    expect(valueOf(output)).toContain(`<meta property="og:title" content="${long}" />`);
  });

  it('says when the tags are older than the fields, until Generate runs again', async () => {
    const { box, output, press, paste } = setup(FULL);
    await press('Generate');
    expect(output).not.toHaveAccessibleDescription();
    paste('siteName', 'Other');
    expect(output).toHaveAccessibleDescription('The fields have changed since these tags were generated: press Generate to update them.');
    // Back to what was generated: the tags are current again.
    paste('siteName', 'Toolnest');
    expect(output).not.toHaveAccessibleDescription();
    paste('siteName', '');
    await press('Generate');
    expect(output).not.toHaveAccessibleDescription();
    expect(box('siteName')).toHaveValue('');
  });

  it('Clear All empties the fields, the marks and the tags', async () => {
    const { box, output, press, paste } = setup(FULL);
    await press('Generate');
    paste('pageUrl', 'ftp://example.com');
    await press('Clear All');
    for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
      expect(box(name)).toHaveValue('');
      expect(box(name)).not.toHaveAttribute('aria-invalid');
    }
    expect(output).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  it('keeps the fields out of the page address', async () => {
    window.history.replaceState(null, '', '/open-graph-generator');
    const { user, box, press } = setup();
    await user.type(box('title'), 'secret launch');
    await user.type(box('description'), 'not yet public');
    await user.type(box('pageUrl'), 'https://example.com/unpublished');
    await press('Generate');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/open-graph-generator');
    window.history.replaceState(null, '', '/');
  });
});

describe('the link preview', () => {
  it('follows the typing: host, title and description, with placeholders while empty', async () => {
    const { user, box, preview } = setup();
    expect(preview().getByText('Your title appears here')).toBeInTheDocument();
    expect(preview().getByText('Your description appears here')).toBeInTheDocument();
    await user.type(box('title'), 'Hello');
    await user.type(box('siteName'), 'My Site');
    expect(preview().getByText('Hello')).toBeInTheDocument();
    expect(preview().getByText('My Site')).toBeInTheDocument();
    await user.type(box('pageUrl'), 'https://news.example.org/a');
    expect(preview().getByText('news.example.org')).toBeInTheDocument();
    expect(preview().queryByText('My Site')).not.toBeInTheDocument();
    // Nothing is drawn without an image.
    expect(preview().queryByRole('img', { hidden: true })).not.toBeInTheDocument();
  });

  it('draws an https image without a referrer, and says so when it cannot load', () => {
    const { preview } = setup({ imageUrl: 'https://example.com/og.png' });
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://example.com/og.png');
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
    fireEvent.error(image);
    expect(document.querySelector('img')).toBeNull();
    expect(preview().getByText('The image could not be loaded from that address.')).toBeInTheDocument();
  });

  it('leaves out an http image, which the CSP would block, and says why; and an address that is not a URL', () => {
    const { paste, preview } = setup({ imageUrl: 'http://example.com/og.png' });
    expect(document.querySelector('img')).toBeNull();
    expect(
      preview().getByText('The image is left out of this preview: this site loads images from https:// addresses only. The tags still include it.'),
    ).toBeInTheDocument();
    paste('imageUrl', 'javascript:alert(1)');
    expect(document.querySelector('img')).toBeNull();
    expect(
      preview().getByText('The image is left out of this preview: its address is not a full URL starting with http:// or https://.'),
    ).toBeInTheDocument();
    paste('imageUrl', 'https://example.com/a.png');
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://example.com/a.png');
  });
});
