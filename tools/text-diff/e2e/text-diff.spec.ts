// What is Text Diff's own on its page in the real site (run by apps/web's Playwright, which collects
// tools/*/e2e). The page smoke over every tool checks its title, heading, description, Related Tools, 360 px
// and axe on the empty page; labels, messages and states are the interaction tests'. Here: what needs a real
// browser (the busy state as drawn, the comparison's colours under axe, the keyboard), and a 1 MB case,
// compared in the module worker while the page stays live.
import {
  expect,
  expectFitsAndAccessible,
  formatMainThread,
  mainButton as button,
  mainTextbox as box,
  noteMainThread,
  pasteInPage,
  test,
  timedPaste,
  type Page,
} from '@toolnest/test-kit';

const original = (page: Page) => box(page, 'Original text');
const changed = (page: Page) => box(page, 'Changed text');
const comparison = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Comparison' });
const summary = (page: Page) => comparison(page).getByRole('status');
/** The line under a box with its counts (the box's description). */
async function countsOf(page: Page, name: 'Original text' | 'Changed text') {
  const id = await box(page, name).getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/text-diff');
  await expect(original(page)).toBeVisible();
});

test('Compare reads Comparing... and is disabled for at least 100 ms, then shows <del> and <ins>; it fits 360 px in light and dark', async ({ page }) => {
  await original(page).fill('The quick brown fox jumps over the lazy dog.\nשלום 👋🏽');
  await changed(page).fill('The quick red fox leaps over the lazy dog.\nשלום 🇫🇷');
  // Every state the button takes, with the time, recorded in the page so that a slow test runner misses none; and
  // the time of the click itself (a capturing listener runs before the page's own handler).
  await page.evaluate(() => {
    const target = [...document.querySelectorAll('main button')].find((b) => b.textContent === 'Compare') as HTMLButtonElement;
    const record = { clickedAt: 0, states: [] as [string, boolean, number][] };
    target.addEventListener('click', () => (record.clickedAt = performance.now()), { capture: true });
    new MutationObserver(() => record.states.push([target.textContent!, target.disabled, performance.now()])).observe(target, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    (window as unknown as { compareButton: typeof record }).compareButton = record;
  });
  await button(page, 'Compare').click();
  await expect(summary(page)).toHaveText('3 words added, 3 words removed.');
  const { clickedAt, states } = await page.evaluate(() => (window as unknown as { compareButton: { clickedAt: number; states: [string, boolean, number][] } }).compareButton);
  // 'Comparing...' and disabled from the click, back to 'Compare' no sooner than 100 ms later.
  expect(states[0]?.slice(0, 2)).toEqual(['Comparing...', true]);
  const doneAt = states.find(([label]) => label === 'Compare')![2];
  expect(doneAt - clickedAt).toBeGreaterThanOrEqual(100);

  const main = page.getByRole('main');
  await expect(main.locator('del')).toHaveText(['[removed: brown]', '[removed: jumps]', '[removed: 👋🏽]']);
  await expect(main.locator('ins')).toHaveText(['[added: red]', '[added: leaps]', '[added: 🇫🇷]']);
  await expectFitsAndAccessible(page);
});

test('by keyboard: Tab reaches each box and Compare, Enter compares; an edit clears the result and Clear All empties everything', async ({ page }) => {
  await original(page).focus();
  await page.keyboard.type('one two three');
  await page.keyboard.press('Tab');
  await expect(changed(page)).toBeFocused();
  await page.keyboard.type('one 2 three four');
  await expect(await countsOf(page, 'Changed text')).toHaveText('4 words, 16 characters');
  await page.keyboard.press('Tab');
  await expect(button(page, 'Compare')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(summary(page)).toHaveText('2 words added, 1 word removed.');

  await changed(page).press('End');
  await changed(page).press('Backspace');
  await expect(summary(page)).toHaveText('');
  await expect(page.getByRole('main').locator('ins, del')).toHaveCount(0);

  await button(page, 'Clear All').click();
  await expect(original(page)).toHaveValue('');
  await expect(changed(page)).toHaveValue('');
  await expect(button(page, 'Compare')).toBeDisabled();
});

// A 10 MB paste into a Textarea with its counts is ui's to check, once (tools/word-count's heavy test); the
// compare's own speed is pnpm bench's. A megabyte here is enough to see the worker and the newer input win.
test.describe('a 1 MB paste', { tag: '@heavy' }, () => {
  // 73 bytes of UTF-8, 12 words and 59 characters (spaces included) a line; 14,365 lines are 1 MB.
  const LINE = 'The quick brown fox jumps over the lazy dog, café crème 👍🏽.\n';
  const lines = Math.ceil((1024 * 1024) / Buffer.byteLength(LINE));
  const counts = (words: number, characters: number) => `${words.toLocaleString('en-US')} words, ${characters.toLocaleString('en-US')} characters`;

  test('is compared in the worker while typing stays live, and a newer input wins over a running compare', async ({ page }) => {
    const pasteTime = await timedPaste(original(page), await countsOf(page, 'Original text'), LINE, lines);
    noteMainThread(`a 1 MB paste and its counts ${formatMainThread(pasteTime)}`);
    await expect(await countsOf(page, 'Original text')).toHaveText(counts(12 * lines, 59 * lines));
    await pasteInPage(changed(page), LINE, lines);

    // The first compare's worker is held before its script arrives, so it is surely still running when the newer
    // input comes, however fast or slow this machine is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const workerRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/\/text-diff\.worker[-\w]*\.js$/, async (route) => {
      requested();
      await held;
      // The first request's worker is gone by now; its request may be too.
      await route.continue().catch(() => {});
    });
    await button(page, 'Compare').click();
    await workerRequested;
    await expect(button(page, 'Comparing...')).toBeDisabled();

    // The newer input: typing at the end of the changed text, live in a 1 MB box. It ends the running compare,
    // whose result ('The texts are identical.') never shows.
    await changed(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' end');
    await expect(await countsOf(page, 'Changed text')).toHaveText(counts(12 * lines + 1, 59 * lines + 4));
    await expect(button(page, 'Compare')).toBeEnabled();
    release();

    // The next compare, of the texts as they are now, finishes in a fresh worker, off the main thread.
    const worker = page.waitForEvent('worker');
    await button(page, 'Compare').click();
    expect((await worker).url()).toMatch(/\/text-diff\.worker[-\w]*\.js$/);
    await expect(summary(page)).toHaveText('1 word added, 0 words removed.', { timeout: 120_000 });
    await expect(page.getByRole('main').locator('ins')).toHaveText(['[added:  end]']);
  });
});
