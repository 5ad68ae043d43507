// Every story of packages/ui, shown one at a time in Chromium in light and in dark, passes axe: no serious or
// critical violation (WCAG AA text contrast included). Stories are listed from the built index.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@toolnest/test-kit/a11y';
import { assertBuilt, storybookStatic } from './static-server';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
}

assertBuilt();
const index = JSON.parse(readFileSync(join(storybookStatic, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && /(^|\/)packages\/ui\//.test(entry.importPath),
);

// One page per worker, loaded once: each test then shows its story through Storybook's own channel, as
// @storybook/test-runner does (0.2 s, against 1.5 s for a fresh load of the 1 MB preview). Storybook unmounts the
// story before it shows the next; a failed test restarts the worker, so a broken page never outlives its test.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const page = await browser.newPage({ baseURL, viewport });
      // No story yet: showing the story already shown would render nothing and send no storyRendered.
      await page.goto('iframe.html');
      await page.evaluate(() => (window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void> } }).__STORYBOOK_PREVIEW__.ready());
      await provide(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

test('index.json lists the stories of packages/ui', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test('a story that does not exist is not taken for one that rendered', async ({ storyPage }) => {
  await expect(showStory(storyPage, 'ui-no-such--story')).rejects.toThrow(/storyMissing|storyErrored/);
});

/** Shows one story and waits until it has rendered without errors. */
async function showStory(page: Page, id: string): Promise<void> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    await page.emulateMedia({ colorScheme: 'light' });
    const outcome = await page.evaluate(
      (storyId) =>
        new Promise<string>((resolve) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
          const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
          const listeners = events.map((event) => {
            const listener = (detail: unknown) => {
              if (event === 'storyRendered' && detail !== storyId) return;
              listeners.forEach((remove) => remove());
              resolve(event === 'storyRendered' ? event : `${event}: ${JSON.stringify(detail)}`);
            };
            channel.on(event, listener);
            return () => channel.off(event, listener);
          });
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }),
      id,
    );
    if (outcome !== 'storyRendered') throw new Error(`Story ${id} did not render: ${outcome}`);
    await page.locator('#storybook-root > *').first().waitFor();
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    expect(errors, 'errors thrown on the page').toEqual([]);
  } finally {
    page.off('pageerror', onError);
  }
}

interface StoryChannel {
  on(event: string, listener: (detail: unknown) => void): void;
  off(event: string, listener: (detail: unknown) => void): void;
  emit(event: string, detail: unknown): void;
}

/**
 * axe in light, then in dark. The dark theme is a `prefers-color-scheme` media query (packages/ui's
 * styles.css), so switching the emulated scheme restyles the open story: one load serves both checks.
 */
async function expectNoSeriousViolationsInBothSchemes(page: Page, skipRules: string[] = []): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(colorScheme, async () => {
      // Under the config's reduced motion the switch restyles at once: no transition to wait for.
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(page, skipRules);
    });
  }
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage }) => {
    await showStory(storyPage, story.id);
    await expectNoSeriousViolationsInBothSchemes(storyPage);
  });
}

// A state no story shows: the Select (a native <select>, whose picker is the browser's and out of axe's
// reach) focused from the keyboard, its focus ring on, after ArrowDown chose the next option.
test('UI/Select / With Value, focused', async ({ storyPage: page }) => {
  await showStory(page, 'ui-select--with-value');
  const select = page.getByRole('combobox');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toBeFocused();
  await expectNoSeriousViolationsInBothSchemes(page);
});
