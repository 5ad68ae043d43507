// The waits and reads an engine-neutral check is made of, over EnginePage alone: each polls the page (no engine
// pushes DOM changes to the test), and fails with what it last saw.
import { unzipSync } from 'fflate';
import { controlsHydrated } from '../hydrated';
import { describeTarget, locateInPage } from './locate';
import type { EnginePage, Target } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;

/** Polls `fn` in the page until it answers something truthy, and answers that. */
export async function waitFor<R, A = undefined>(page: EnginePage, fn: (arg: A) => R, arg?: A, { timeout = DEFAULT_TIMEOUT_MS, message = 'the page' } = {}): Promise<R> {
  let last: unknown;
  for (const deadline = Date.now() + timeout; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    try {
      const value = await page.evaluate(fn, arg as A);
      if (value) return value as R;
      last = value;
    } catch (error) {
      // A navigation in between: the next poll asks the new document.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${message}: not within ${timeout} ms (last: ${last instanceof Error ? last.message : JSON.stringify(last)}) in ${page.engine}`);
  }
}

/** Polls a Node-side condition until it holds. */
export async function until<R>(read: () => R | Promise<R>, { timeout = DEFAULT_TIMEOUT_MS, message = 'the condition' } = {}): Promise<R> {
  for (const deadline = Date.now() + timeout; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${message}: not within ${timeout} ms`);
  }
}

/** Waits until React has hydrated every control (the kit's own test), then for an idle moment. */
export async function waitForHydrated(page: EnginePage, timeout = 15_000): Promise<void> {
  await waitFor(page, controlsHydrated, undefined, { timeout, message: 'hydration' });
  // An idle callback where the engine has one (WebKit does not): the effects after hydration have run.
  await page.evaluate(() => new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 2000 }) : setTimeout(resolve, 50))));
}

/** Goes to `path` and waits for hydration. */
export async function open(page: EnginePage, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydrated(page);
}

/** Waits until the text of `within` (the main region by default) contains `text`. */
export async function expectText(page: EnginePage, text: string, { within = 'main', timeout = DEFAULT_TIMEOUT_MS } = {}): Promise<void> {
  await waitFor(
    page,
    ([selector, wanted]) => (document.querySelector(selector) as HTMLElement | null)?.innerText.includes(wanted),
    [within, text] as const,
    { timeout, message: `"${text}" in ${within}` },
  );
}

/** Waits until a notice (toast) shows `text`. */
export const expectNotice = (page: EnginePage, text: string, timeout = DEFAULT_TIMEOUT_MS) => expectText(page, text, { within: '[aria-label^="Notifications"]', timeout });

/** Runs `fn` in the page on the target's element (null when there is none). */
export function onTarget<R, A = undefined>(page: EnginePage, target: Target, fn: (element: Element | null, arg: A) => R, arg?: A): Promise<Awaited<R>> {
  return page.evaluateExpression(`(${fn.toString()})((${locateInPage.toString()})(${JSON.stringify(target)}), ${JSON.stringify(arg ?? null)})`);
}

/** Waits until the target's value (a form control) equals `value`, or passes it when a function; answers the value. */
export async function expectValue(page: EnginePage, target: Target, value: string | ((value: string) => boolean), timeout = DEFAULT_TIMEOUT_MS): Promise<string> {
  const read = () => onTarget(page, target, (element) => (element as HTMLInputElement | null)?.value ?? null);
  for (const deadline = Date.now() + timeout; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const last = await read();
    if (last !== null && (typeof value === 'string' ? last === value : value(last))) return last;
    if (Date.now() > deadline) throw new Error(`${describeTarget(target)}: value ${JSON.stringify(last)}, expected ${typeof value === 'string' ? JSON.stringify(value) : 'another'}, in ${page.engine}`);
  }
}

/** Clicks into a text field, selects what it holds and types `text` over it, by keyboard. */
export async function fill(page: EnginePage, target: Target, text: string): Promise<void> {
  await page.click(target);
  await page.press('Control+a');
  if (text === '') await page.press('Backspace');
  else await page.type(text);
}

/** Picks `value` in a select, as its change event reports a visitor's pick (no engine drives a native select's popup the same way). */
export async function selectOption(page: EnginePage, target: Target, label: string): Promise<void> {
  const done = await onTarget(
    page,
    target,
    (element, label) => {
      const select = element as HTMLSelectElement | null;
      const option = select && [...select.options].find((candidate) => candidate.label === label || candidate.value === label);
      if (!select || !option) return false;
      select.focus();
      select.value = option.value;
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    label,
  );
  if (!done) throw new Error(`${describeTarget(target)}: no option ${label}`);
}

/**
 * Sets a date or time field to `value` ('09:00'), as its input and change events report a visitor's pick. No engine
 * drives a native date or time field the same way: typed into its parts, the keys land or not by where the click
 * fell and how the engine lays the parts out (Firefox's field, clicked, now and then took none of them).
 */
export async function setDateOrTime(page: EnginePage, target: Target, value: string): Promise<void> {
  const done = await onTarget(
    page,
    target,
    (element, value) => {
      const field = element as HTMLInputElement | null;
      if (!field) return false;
      field.focus();
      // Through the prototype's setter: React watches the element's own, and would take the event for no change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return field.value === value;
    },
    value,
  );
  if (!done) throw new Error(`${describeTarget(target)}: could not be set to ${value}`);
}

/** Whether the target is the focused element. */
export const isFocused = (page: EnginePage, target: Target) => onTarget(page, target, (element) => element !== null && element === document.activeElement);

/** The entries of a ZIP archive a page saved, by name. */
export const readZip = (bytes: Buffer): Record<string, Buffer> =>
  Object.fromEntries(Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, Buffer.from(data)]));

/** What the page shows and did, for a failed test's reader (these engines leave no trace in Playwright's report). */
export async function describePage(page: EnginePage): Promise<string> {
  const shown = await page
    .evaluate(() => {
      const unhydrated = [...document.querySelectorAll('#root a, #root button, #root input, #root select, #root textarea')]
        .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactProps$')) && !element.closest('[data-hydrate-on-demand]'))
        .map((element) => element.outerHTML.slice(0, 100));
      return `${location.href}\nnot hydrated: ${unhydrated.length ? unhydrated.join('\n  ') : 'none'}\n\n${document.querySelector('main')?.innerText ?? document.body?.innerText ?? ''}`;
    })
    .catch((error: Error) => error.message);
  const requests = page.requests().map((request) => `${request.method} ${request.url} ${request.status}${request.done ? '' : ' (open)'}`);
  return `${shown}\n\nerrors:\n${page.errors().join('\n')}\n\nrequests:\n${requests.join('\n')}`;
}
