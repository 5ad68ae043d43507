// Every story of packages/ui, opened alone in Chromium in light and in dark, passes axe: no serious or
// critical violation (WCAG AA text contrast included). Stories are listed from the built index.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../web/e2e/a11y';
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

test('index.json lists the stories of packages/ui', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/** Opens one story alone and waits until it has rendered without errors. */
async function openStory(page: Page, id: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  // Rendered: the story's root has content and Storybook shows no error screen.
  await page.locator('#storybook-root > *').first().waitFor();
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
  expect(errors, 'errors thrown on the page').toEqual([]);
}

/**
 * axe in light, then in dark. The dark theme is a `prefers-color-scheme` media query (packages/ui's
 * styles.css), so switching the emulated scheme restyles the open story: one load serves both checks.
 */
async function expectNoSeriousViolationsInBothSchemes(page: Page, skipRules: string[] = []): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(colorScheme, async () => {
      await page.emulateMedia({ colorScheme });
      // Colour transitions (transition-colors) must end first, or axe would measure a colour in between;
      // endless animations (a spinner, an indeterminate bar) never finish and are not waited for.
      await page.evaluate(() =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              // A transition that the scheme switch cancels rejects with AbortError: it is over all the same.
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          // The UI's transitions last 150–300 ms; one that never starts (an unrendered element) is not waited for.
          new Promise((resolve) => setTimeout(resolve, 1_000)),
        ]),
      );
      await expectNoSeriousA11yViolations(page, skipRules);
    });
  }
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await openStory(page, story.id);
    await expectNoSeriousViolationsInBothSchemes(page);
  });
}

// A popup no story shows open: the Select's listbox, with one option highlighted.
test('UI/Select / With Value, opened', async ({ page }) => {
  await openStory(page, 'ui-select--with-value');
  await page.getByRole('combobox').click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  // Radix hides the page behind an open listbox with aria-hidden and traps focus in the listbox; axe
  // cannot see the trap and excuses it only behind role="dialog". Every other rule still runs.
  await expectNoSeriousViolationsInBothSchemes(page, ['aria-hidden-focus']);
});
