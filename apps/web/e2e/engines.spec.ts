// The site in every engine, each check written once on the test kit's engine-neutral page and run in Firefox and
// WebKit by the projects of those names (Chromium's own specs check the same and more, axe included): every
// prerendered page loads clean; every tool's primary action works end to end, as a visitor does it (type or
// pick, press at once, read the result; the downloaders against the fake media site, files read back); the site's
// chrome (search, the palette by keyboard, favourites, notices and the clipboard, the colour scheme).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtInTools } from '@toolnest/registry';
import { expect, type TestServer } from '@toolnest/test-kit';
import {
  engineTest as test,
  expectNotice,
  expectText,
  expectValue,
  fill,
  isFocused,
  onTarget,
  open,
  readZip,
  selectOption,
  setDateOrTime,
  waitFor,
  type EnginePage,
  type Target,
} from '@toolnest/test-kit/engines';
import { probeStreams, type ProbedStream } from '@toolnest/test-kit/suites';
import { ENGINE_SERVER_OPTIONS } from './engine-server';

test.use({ serverOptions: ENGINE_SERVER_OPTIONS });
// A worker's first test also waits for its server and browser to start, on a machine the other engines keep busy.
test.describe.configure({ timeout: 60_000 });

const prerendered = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'dist', 'prerendered.json'), 'utf8')) as { pages: Record<string, unknown> };

const box = (name: string): Target => ({ role: 'textbox', name, within: 'main' });
const button = (name: string): Target => ({ role: 'button', name, within: 'main' });

/** ffprobe's streams of a saved file's bytes. */
function streamsOf(bytes: Buffer, name: string): ProbedStream[] {
  const file = join(mkdtempSync(join(tmpdir(), 'toolnest-saved-')), name);
  writeFileSync(file, bytes);
  return probeStreams(file);
}

/** A downloader's action: the fake site's URL typed, the button pressed, the saved file's streams read. */
function downloader(label: string, action: string, site: 'youtube' | 'tiktok' | 'facebook', filename: string) {
  return async (page: EnginePage, server: TestServer) => {
    await fill(page, box(label), server.mediaSite!.urls[site]);
    await page.click(button(action));
    const streams = streamsOf(await page.download(filename, 60_000), filename);
    expect(streams.map((stream) => stream.codec_type).sort(), `${filename}'s streams`).toContain('video');
    await expectNotice(page, 'Download Ready!', 30_000);
  };
}

/** Two small PDFs and what PDF to ZIP's archive must hold. */
const PDFS = [
  { name: 'first.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1') },
  { name: 'second.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n%%EOF\n', 'latin1') },
];

/**
 * Each tool's primary action, as a visitor does it: every field typed by keyboard and the button pressed right
 * after, then the result read. A tool missing here fails the run (see the test below the table).
 */
const PRIMARY: Record<string, (page: EnginePage, server: TestServer) => Promise<void>> = {
  '/youtube-downloader': downloader('YouTube video URL', 'Download Video', 'youtube', 'Fake YouTube clip.mp4'),
  '/tiktok-downloader': downloader('TikTok video URL', 'Download Video', 'tiktok', 'Fake TikTok clip.mp4'),
  '/facebook-downloader': downloader('Facebook video URL', 'Download', 'facebook', 'Fake Facebook clip.mp4'),
  '/youtube-mp3-converter': async (page, server) => {
    await fill(page, box('YouTube URL'), server.mediaSite!.urls.youtube);
    await page.click(button('Convert to MP3'));
    await expectText(page, 'Conversion complete!', { timeout: 60_000 });
    await page.click(button('Download MP3'));
    const streams = streamsOf(await page.download('Fake YouTube clip.mp3', 30_000), 'clip.mp3');
    expect(streams.map((stream) => stream.codec_name)).toEqual(['mp3']);
  },
  '/case-convert': async (page) => {
    await fill(page, box('Your text'), 'hello wide world');
    await page.click(button('UPPER CASE'));
    await expectValue(page, box('Your text'), 'HELLO WIDE WORLD');
  },
  '/word-count': async (page) => {
    await fill(page, box('Your text'), 'Hello wörld, again');
    const counts = () =>
      page.evaluate(() => {
        const count = (label: string) => [...document.querySelectorAll('main dt')].find((dt) => dt.textContent?.trim() === label)?.nextElementSibling?.textContent?.trim();
        return `${count('Words')} words, ${count('Characters')} characters`;
      });
    await expect.poll(counts).toBe('3 words, 16 characters');
  },
  '/url-encoder': async (page) => {
    await fill(page, box('Input'), 'q=café & crème');
    await page.click(button('Encode URL'));
    await expectValue(page, box('Output'), 'q%3Dcaf%C3%A9%20%26%20cr%C3%A8me');
  },
  '/base64-converter': async (page) => {
    await fill(page, box('Input'), 'héllo');
    await page.click(button('Encode to Base64'));
    await expectValue(page, box('Output'), 'aMOpbGxv');
  },
  '/password-generator': async (page) => {
    const before = await expectValue(page, box('Generated Password'), (value) => value.length === 12);
    await page.click(button('Generate Password'));
    await expectValue(page, box('Generated Password'), (value) => value.length === 12 && value !== before);
  },
  '/small-text-generator': async (page) => {
    await fill(page, box('Your text'), 'abc 123');
    await page.click(button('Generate Small Text'));
    await expectValue(page, box('Small text'), 'ᵃᵇᶜ ¹²³');
  },
  '/text-diff': async (page) => {
    await fill(page, box('Original text'), 'The quick brown fox');
    await fill(page, box('Changed text'), 'The quick red fox');
    await page.click(button('Compare'));
    await waitFor(page, () => document.querySelector('main del')?.textContent?.includes('brown') && document.querySelector('main ins')?.textContent?.includes('red'), undefined, {
      message: 'brown struck out, red added',
    });
  },
  '/text-to-binary': async (page) => {
    await fill(page, box('Your text'), 'Hi!');
    await page.click(button('Convert to Binary'));
    await expectValue(page, box('Binary code'), '01001000 01101001 00100001');
  },
  '/binary-decoder': async (page) => {
    await fill(page, box('Binary code'), '01001000 01101001');
    await page.click(button('Decode Binary'));
    await expectValue(page, box('Decoded text'), 'Hi');
  },
  '/invisible-character': async (page) => {
    await page.click(button('Copy'));
    await expectNotice(page, 'Zero Width Space copied to clipboard successfully.');
  },
  '/hours-calculator': async (page) => {
    await setDateOrTime(page, { role: 'field', name: 'Start Time', within: 'main' }, '09:00');
    await setDateOrTime(page, { role: 'field', name: 'End Time', within: 'main' }, '17:30');
    await fill(page, { role: 'spinbutton', name: 'Break Time (minutes)', within: 'main' }, '30');
    await page.click(button('Calculate Hours'));
    await expectText(page, 'Total Time Worked: 8h 0m');
  },
  '/spam-score-checker': async (page) => {
    await fill(page, box('Domain or email address'), 'postmaster@clean.test');
    await page.click(button('Check Spam Score'));
    await expectText(page, '0/100', { timeout: 20_000 });
    await expectText(page, 'Low Risk');
  },
  '/cloaking-checker': async (page, server) => {
    // The test server's own catalogue: the same page for Googlebot and for visitors.
    await fill(page, box('Website URL'), `${server.baseURL}/tools`);
    await page.press('Enter');
    await expectText(page, 'No cloaking detected', { timeout: 20_000 });
  },
  '/open-graph-generator': async (page) => {
    await fill(page, box('Title'), 'Launch day');
    await fill(page, box('Description'), 'All about it');
    await fill(page, box('Page URL'), 'https://example.com/launch');
    await page.click(button('Generate'));
    await expectValue(page, box('Generated Tags'), (tags) => tags.includes('<meta property="og:title" content="Launch day" />'));
  },
  '/pdf-to-zip': async (page) => {
    await page.setFiles('main input[type=file]', PDFS);
    await expectText(page, 'second.pdf');
    await page.click(button('Create ZIP Archive'));
    const archive = readZip(await page.download('pdfs.zip', 30_000));
    expect(Object.keys(archive).sort()).toEqual(PDFS.map((pdf) => pdf.name));
    for (const pdf of PDFS) expect(archive[pdf.name]!.equals(pdf.buffer), `${pdf.name} unzipped equals the file picked`).toBe(true);
  },
  '/plagiarism-checker': async (page) => {
    const shared = 'the quick brown fox jumps over the lazy dog near the quiet river bank at dawn';
    await fill(page, box('Text to check'), `${shared}. these last few words are entirely my own and appear nowhere else`);
    await page.click(button('Add Pasted Text'));
    await fill(page, box('Source 1: pasted text'), `A note: ${shared}!`);
    await page.click(button('Check for Plagiarism'));
    await expectText(page, 'Plagiarism Report', { timeout: 20_000 });
    await expectText(page, '% similar');
  },
  '/check-splitter': async (page) => {
    await fill(page, box('Name of Person 1'), 'Ann');
    await page.click(button('Add expense'));
    await fill(page, box('Description'), 'Lunch');
    await fill(page, { role: 'spinbutton', name: 'Total Amount', within: 'main' }, '20');
    await selectOption(page, { role: 'combobox', name: 'Who Paid?', within: 'main' }, 'Ann');
    await page.click(button('Save Expense'));
    await expectText(page, 'Person 2 pays Ann');
    await expectText(page, '$10.00');
    // The check is kept in the browser's storage: the next test starts again from an empty one.
    await page.evaluate(() => localStorage.clear());
  },
  '/json-formatter': async (page) => {
    await fill(page, box('Input JSON'), '{"a": [1, 2], "b": "ç"}');
    await page.click(button('Format JSON'));
    await expectValue(page, box('Formatted Output'), '{\n  "a": [\n    1,\n    2\n  ],\n  "b": "ç"\n}');
  },
};

test.describe('every prerendered page loads', () => {
  for (const path of Object.keys(prerendered.pages)) {
    // A tool's page loads in its primary action's test as well: its load alone runs in the full job (@full).
    test(`${path}: hydrates with one h1, no console error, no failed request`, { tag: PRIMARY[path] ? '@full' : [] }, async ({ enginePage: page }) => {
      await open(page, path);
      expect(await page.evaluate(() => document.querySelectorAll('h1').length), 'h1 elements').toBe(1);
      expect(page.errors(), 'console errors and failed requests').toEqual([]);
    });
  }
});

test.describe("every tool's primary action, end to end", () => {
  test('every tool has one here', () => {
    expect(builtInTools.map((tool) => `/${tool.slug}`).filter((path) => !PRIMARY[path]), 'tools without a primary action').toEqual([]);
  });
  for (const [path, act] of Object.entries(PRIMARY)) {
    test(path, async ({ enginePage: page, server }) => {
      test.setTimeout(90_000);
      await open(page, path);
      await act(page, server);
      expect(page.errors(), 'console errors and failed requests').toEqual([]);
    });
  }
});

test.describe('the site chrome', () => {
  test('the engine layer sees a console error, an uncaught error and a failed request', async ({ enginePage: page }) => {
    await open(page, '/');
    await page.evaluate(() => {
      console.error('seen by the test');
      setTimeout(() => {
        throw new Error('thrown for the test');
      });
      void fetch('/api/no-such-route');
    });
    await expect.poll(() => page.errors().join('\n')).toMatch(/seen by the test[^]*thrown for the test|thrown for the test[^]*seen by the test/);
    await expect.poll(() => page.errors().join('\n')).toMatch(/\/api\/no-such-route: 404/);
  });

  test('search narrows the catalogue by title, description and tag, and says when nothing matches', async ({ enginePage: page }) => {
    await open(page, '/');
    const search = 'input[placeholder="Search tools by name, description, or tags..."]';
    for (const query of ['CASE CONVERT', 'uPpEr', 'writing']) {
      await fill(page, search, query);
      await waitFor(page, () => document.querySelector('[data-testid="tool-card-case-convert"]') && !document.querySelector('[data-testid="tool-card-youtube-downloader"]'), undefined, {
        message: `search "${query}" shows Case Convert alone of the two`,
      });
    }
    await fill(page, search, 'zzz-no-such-tool');
    await expectText(page, 'No tools match “zzz-no-such-tool”.');
    expect(await page.evaluate(() => document.querySelectorAll('[data-testid^="tool-card-"]').length)).toBe(0);
    expect(page.errors()).toEqual([]);
  });

  test('the palette by keyboard alone: / and Ctrl+K open it, arrows move, Escape closes, Enter opens a tool', async ({ enginePage: page }) => {
    await open(page, '/');
    const input: Target = { role: 'combobox', name: 'Tool name, description or tag' };
    const dialogOpen = () => document.querySelector('dialog[open]') !== null;
    await page.press('/');
    await waitFor(page, dialogOpen, undefined, { message: 'the palette opens on /' });
    await expect.poll(() => isFocused(page, input), { message: 'the palette input has focus' }).toBe(true);
    await page.type('jsno');
    await waitFor(page, () => document.querySelector('[role="option"][aria-selected="true"]')?.textContent?.includes('JSON Formatter'), undefined, { message: 'JSON Formatter first and selected' });
    await page.press('Escape');
    await waitFor(page, () => !document.querySelector('dialog[open]'), undefined, { message: 'Escape closes the palette' });

    await page.press('Control+k');
    await waitFor(page, dialogOpen, undefined, { message: 'the palette opens on Ctrl+K' });
    await page.type('word');
    await waitFor(page, () => document.querySelector('[role="option"]')?.textContent?.includes('Word Count'), undefined, { message: 'Word Count first' });
    await page.press('ArrowDown');
    await waitFor(page, () => document.querySelectorAll('[role="option"]')[1]?.getAttribute('aria-selected') === 'true', undefined, { message: 'ArrowDown selects the second' });
    await page.press('ArrowUp');
    await page.press('Enter');
    await waitFor(page, () => location.pathname === '/word-count' && document.querySelector('h1')?.textContent === 'Word Count', undefined, { message: 'Enter opens Word Count' });
    expect(page.errors()).toEqual([]);
  });

  test('a starred tool is in Favourites after a reload, and unstarring removes it', async ({ enginePage: page }) => {
    await open(page, '/');
    const star: Target = { role: 'button', name: 'Favourite Word Count' };
    await page.click(star);
    await expect.poll(() => onTarget(page, star, (element) => element?.getAttribute('aria-pressed'))).toBe('true');
    await open(page, '/');
    await waitFor(page, () => [...document.querySelectorAll('section[aria-labelledby="group-favourites"] a')].some((link) => link.textContent?.includes('Word Count')), undefined, {
      message: 'Word Count in Favourites after the reload',
    });
    await page.click(star);
    await open(page, '/');
    expect(await page.evaluate(() => document.querySelector('#group-favourites') === null), 'no Favourites group once unstarred').toBe(true);
    expect(page.errors()).toEqual([]);
  });

  test('a copy shows its notice, and the clipboard holds the text', async ({ enginePage: page }) => {
    await open(page, '/case-convert');
    await fill(page, box('Your text'), 'copy me');
    await page.click(button('Copy to Clipboard'));
    await expectNotice(page, 'Copied!');
    await expectNotice(page, 'Text copied to clipboard successfully.');
    // Read back the way a visitor would: pasted over the box's own text.
    await fill(page, box('Your text'), 'something else');
    await page.press('Control+a');
    await page.press('Control+v');
    await expectValue(page, box('Your text'), 'copy me');
    expect(page.errors()).toEqual([]);
  });

  test("the colour scheme: the page's colours follow the browser's light or dark preference", async ({ enginePage: page, engineName }) => {
    await open(page, '/');
    const scheme = await page.evaluate(() => {
      const luminance = (colour: string) => {
        const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number) as [number, number, number];
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      const style = getComputedStyle(document.body);
      return { dark: matchMedia('(prefers-color-scheme: dark)').matches, background: luminance(style.backgroundColor), text: luminance(style.color) };
    });
    // Set at each engine's launch (the kit's engine fixture): Firefox light, WebKit dark.
    expect(scheme.dark, 'prefers dark').toBe(engineName === 'webkit');
    if (scheme.dark) expect(scheme.background, 'background luminance').toBeLessThan(0.2);
    else expect(scheme.background, 'background luminance').toBeGreaterThan(0.8);
    expect(Math.abs(scheme.background - scheme.text), 'text against background').toBeGreaterThan(0.5);
  });
});
