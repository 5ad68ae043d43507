// The early-input recorder (early-input.ts) over real React hydration, each test in a window of its own (the
// recorder's listeners stay on the window it was given). Native input is what the browser would do before any
// script answers: a field's value set then an input event, a box's click, a form's requestSubmit.
import { JSDOM } from 'jsdom';
import { act, memo, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installEarlyInput, type EarlyInput } from './early-input';

interface Page {
  window: Window & typeof globalThis;
  document: Document;
  early: EarlyInput;
  hydrate(): Promise<void>;
  /** The visitor waits `ms` before acting again (the page's clock moves that much). */
  pause(ms: number): Promise<void>;
  /** The page's clock runs from here on, as it does once the page hydrates. */
  startClock(): void;
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
});

/** The server's HTML of `element` in a window of its own, with the recorder installed; hydrate() brings React. */
function prerendered(element: React.ReactElement): Page {
  const dom = new JSDOM(`<!doctype html><html><body><div id="root">${renderToString(element)}</div></body></html>`, { pretendToBeVisual: true });
  const window = dom.window as unknown as Window & typeof globalThis;
  // The page's clock stands still until it hydrates, unless the test pauses: the recorder keeps the visitor's
  // pauses, and on a busy machine the gaps between a test's actions would otherwise become pauses of their own.
  let stillAt = 0;
  let runningSince: number | undefined;
  const realNow = () => performance.now();
  Object.defineProperty(window.performance, 'now', { value: () => (runningSince === undefined ? stillAt : stillAt + realNow() - runningSince) });
  const early = installEarlyInput(window);
  const startClock = () => {
    runningSince ??= realNow();
  };
  return {
    window,
    document: window.document,
    early,
    startClock,
    async pause(ms) {
      if (runningSince === undefined) stillAt += ms;
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
    async hydrate() {
      startClock();
      await act(async () => {
        roots.push(hydrateRoot(window.document.getElementById('root')!, element));
      });
    },
  };
}

/**
 * What the browser does as someone types: the field's value changes (natively: not through the element's own
 * `value` property, which React watches once hydrated), the caret moves, then an input event.
 */
function type(page: Page, field: HTMLInputElement, value: string, caret = value.length) {
  field.focus();
  Object.getOwnPropertyDescriptor(page.window.HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.setSelectionRange(caret, caret);
  field.dispatchEvent(new page.window.InputEvent('input', { bubbles: true, data: value.slice(-1) }));
}

function key(page: Page, target: Element, init: KeyboardEventInit, types: ('keydown' | 'keyup')[] = ['keydown']) {
  for (const type of types) target.dispatchEvent(new page.window.KeyboardEvent(type, { bubbles: true, cancelable: true, ...init }));
}

/** Replays what waits: one record a task, each task's renders done before the next (as act() awaits them). */
async function flush(page: Page) {
  await act(async () => {
    page.early.replay();
    await Promise.resolve();
  });
  for (let tasks = 0; tasks < 20 && page.early.pending() > 0; tasks++) {
    await act(async () => {
      await new Promise((resolve) => page.window.setTimeout(resolve, 0));
    });
  }
}

interface Sent {
  url: string;
  hd: boolean;
}

/** A start form like the downloaders': a URL, a choice, a button that reads the state, a submit. */
function StartForm({ onSend, onAdd }: { onSend: (sent: Sent) => void; onAdd?: (url: string) => void }) {
  const [url, setUrl] = useState('');
  const [hd, setHd] = useState(false);
  const start = (event: FormEvent) => {
    event.preventDefault();
    onSend({ url, hd });
  };
  return (
    <form onSubmit={start}>
      <input aria-label="URL" value={url} onChange={(event) => setUrl(event.target.value)} />
      <input aria-label="HD" type="checkbox" checked={hd} onChange={(event) => setHd(event.target.checked)} />
      <input aria-label="Enter ignored" onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()} />
      <button type="button" onClick={() => onAdd?.(url)}>
        Add
      </button>
      <button type="submit">Start</button>
    </form>
  );
}

/** A field whose component renders once more after hydration (as one that reads the browser's storage then). */
function RenderedAgain() {
  const [url, setUrl] = useState('');
  const [, setRead] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration under test
  useEffect(() => setRead(true), []);
  return (
    <>
      <input aria-label="URL" value={url} onChange={(event) => setUrl(event.target.value)} />
      <output>{url}</output>
    </>
  );
}

/** A copy button as ui's: it completes the write the click began before hydration. */
function CopyOnClick() {
  const [state, setState] = useState('');
  // The page's own window (each test's page has one of its own).
  const copy = async (win: Window | null) => {
    await win?.__toolnestEarlyInput?.takeClipboard()?.write('copied text');
    setState('done');
  };
  return (
    <>
      <button type="button" data-copy="" onClick={(event) => void copy(event.currentTarget.ownerDocument.defaultView)}>
        Copy
      </button>
      <output>{state}</output>
    </>
  );
}

const byLabel = (page: Page, label: string) => page.document.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
const button = (page: Page, name: string) => [...page.document.querySelectorAll('button')].find((element) => element.textContent === name)!;

describe('early input', () => {
  it('hands React the values typed and ticked before hydration, and a start request carries them', async () => {
    const onSend = vi.fn();
    const page = prerendered(<StartForm onSend={onSend} />);
    type(page, byLabel(page, 'URL'), 'https://example.com/v');
    byLabel(page, 'HD').click();
    button(page, 'Start').click();
    expect(onSend).not.toHaveBeenCalled();
    // The field's focus, its text, the box, the click.
    expect(page.early.pending()).toBe(4);

    await page.hydrate();
    await flush(page);
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ url: 'https://example.com/v', hd: true });
    expect(byLabel(page, 'URL').value).toBe('https://example.com/v');
    expect(byLabel(page, 'HD').checked).toBe(true);
    expect(page.early.pending()).toBe(0);
  });

  it('keeps a native click on a submit button from submitting the form', () => {
    const page = prerendered(<StartForm onSend={() => {}} />);
    const submitted = vi.fn();
    // After the recorder's window listener: a native submission would reach the form.
    page.document.querySelector('form')!.addEventListener('submit', submitted);
    const click = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    button(page, 'Start').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('replays in the order the visitor acted', async () => {
    const added: string[] = [];
    const page = prerendered(<StartForm onSend={() => {}} onAdd={(url) => added.push(url)} />);
    type(page, byLabel(page, 'URL'), 'first');
    button(page, 'Add').click();
    type(page, byLabel(page, 'URL'), 'firs');
    type(page, byLabel(page, 'URL'), 'second');
    button(page, 'Add').click();

    await page.hydrate();
    await flush(page);
    expect(added).toEqual(['first', 'second']);
    expect(byLabel(page, 'URL').value).toBe('second');
  });

  it('submits once for Enter in a field, whether the browser clicked the default button or submitted the form', async () => {
    const onSend = vi.fn();
    const page = prerendered(<StartForm onSend={onSend} />);
    const url = byLabel(page, 'URL');
    type(page, url, 'a');
    // Implicit submission: the Enter keydown, then the browser's submission of the form, then keyup.
    key(page, url, { key: 'Enter' });
    url.form!.requestSubmit();
    key(page, url, { key: 'Enter' }, ['keyup']);

    await page.hydrate();
    await flush(page);
    await flush(page);
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ url: 'a', hd: false });
  });

  it('skips the submit an Enter caused when React cancels the replayed Enter', async () => {
    const onSend = vi.fn();
    const page = prerendered(<StartForm onSend={onSend} />);
    const ignored = byLabel(page, 'Enter ignored');
    key(page, ignored, { key: 'Enter' });
    ignored.form!.requestSubmit();

    await page.hydrate();
    await flush(page);
    expect(onSend).not.toHaveBeenCalled();
    expect(page.early.pending()).toBe(0);
  });

  it('keeps the visitor’s pause between two actions, so work the first started has its time', async () => {
    // Like PDF to ZIP: a pick is accepted once it has been read, a moment later; the button reads what was accepted.
    function Picker({ onUse }: { onUse: (accepted: string) => void }) {
      const [name, setName] = useState('');
      const [accepted, setAccepted] = useState('');
      return (
        <>
          <input
            aria-label="File"
            value={name}
            onChange={(event) => {
              const picked = event.target.value;
              setName(picked);
              setTimeout(() => setAccepted(picked), 30);
            }}
          />
          <button type="button" onClick={() => onUse(accepted)}>
            Use
          </button>
        </>
      );
    }
    const used: string[] = [];
    const page = prerendered(<Picker onUse={(accepted) => used.push(accepted)} />);
    type(page, byLabel(page, 'File'), 'report.pdf');
    await page.pause(150);
    button(page, 'Use').click();

    // React as in a browser, not batched by act(): the pick's update must render during the replayed pause.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      page.startClock();
      roots.push(hydrateRoot(page.document.getElementById('root')!, <Picker onUse={(accepted) => used.push(accepted)} />));
      await new Promise((resolve) => setTimeout(resolve, 50));
      page.early.replay();
      expect(used).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(used).toEqual(['report.pdf']);
      expect(page.early.pending()).toBe(0);
    } finally {
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('replays on a page that the browser gives no idle time', async () => {
    const onSend = vi.fn();
    const page = prerendered(<StartForm onSend={onSend} />);
    // As Chromium now and then: no idle period comes, and an idle callback runs only once its timeout is up.
    page.window.requestIdleCallback = (callback, options) =>
      options?.timeout === undefined ? 0 : page.window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options.timeout);
    type(page, byLabel(page, 'URL'), 'https://example.com/v');
    button(page, 'Start').click();
    await page.hydrate();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ url: 'https://example.com/v', hd: false });
    expect(page.early.pending()).toBe(0);
  });

  it('tells React that focus left a field, for a field that takes its text when left', async () => {
    // Like the password length box: a draft while typing, the setting once the box is left.
    function Length() {
      const [draft, setDraft] = useState('12');
      const [length, setLength] = useState(12);
      return (
        <>
          <input aria-label="Length" value={draft} onChange={(event) => setDraft(event.target.value)} onBlur={() => setLength(Math.min(50, Number(draft)))} />
          <button type="button">Generate</button>
          <output>{length}</output>
        </>
      );
    }
    const page = prerendered(<Length />);
    type(page, byLabel(page, 'Length'), '1220');
    button(page, 'Generate').focus();

    await page.hydrate();
    await flush(page);
    expect(page.document.querySelector('output')!.textContent).toBe('50');
  });

  it('drops the events of an element that hydration removed, with no error, and replays the rest', async () => {
    const onSend = vi.fn();
    const page = prerendered(<StartForm onSend={onSend} />);
    const extra = page.document.createElement('button');
    button(page, 'Add').after(extra);
    extra.click();
    type(page, byLabel(page, 'URL'), 'kept');
    button(page, 'Start').click();
    extra.remove();

    await page.hydrate();
    await flush(page);
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ url: 'kept', hd: false });
    expect(page.early.pending()).toBe(0);
  });

  it('waits for an IME composition to end and hands React the composed text', async () => {
    const page = prerendered(<StartForm onSend={() => {}} />);
    const url = byLabel(page, 'URL');
    url.focus();
    url.dispatchEvent(new page.window.CompositionEvent('compositionstart', { bubbles: true }));
    key(page, url, { key: 'Process' });
    url.value = 'にほ';
    url.dispatchEvent(new page.window.InputEvent('input', { bubbles: true, isComposing: true }));

    await page.hydrate();
    await flush(page);
    // Still composing: nothing replayed (the field's focus waits), nothing recorded of the composition's keys.
    expect(page.early.pending()).toBe(1);
    url.value = '日本';
    url.dispatchEvent(new page.window.CompositionEvent('compositionend', { bubbles: true, data: '日本' }));
    await flush(page);
    button(page, 'Add').click();
    expect(url.value).toBe('日本');
  });

  it('puts the caret back where the visitor left it', async () => {
    const page = prerendered(<StartForm onSend={() => {}} />);
    const url = byLabel(page, 'URL');
    type(page, url, 'abcdef');
    // An X typed after 'ab': the caret stands after it.
    type(page, url, 'abXcdef', 3);

    await page.hydrate();
    await flush(page);
    expect([url.value, url.selectionStart]).toEqual(['abXcdef', 3]);
  });

  it('keeps the text typed before a render after hydration emptied the field, as typing goes on', async () => {
    const page = prerendered(<RenderedAgain />);
    const url = byLabel(page, 'URL');
    type(page, url, 'He');
    await page.hydrate();
    // The render after hydration wrote the state's empty value into the field.
    expect(url.value).toBe('');
    // The next keystroke, as a browser makes it: beforeinput, then (unless cancelled) the text inserted where the
    // caret is, then input.
    const keystroke = new page.window.InputEvent('beforeinput', { bubbles: true, cancelable: true, data: 'l', inputType: 'insertText' });
    if (url.dispatchEvent(keystroke)) type(page, url, `${url.value.slice(0, url.selectionStart!)}l${url.value.slice(url.selectionEnd!)}`);
    await flush(page);
    expect(url.value).toBe('Hel');
    expect(page.document.querySelector('output')!.textContent).toBe('Hel');
  });

  it('begins a copy button’s clipboard write in the visitor’s own click, and the replayed copy completes it', async () => {
    const written: Promise<string>[] = [];
    const page = prerendered(<CopyOnClick />);
    // What the browser offers: ClipboardItem, and a write allowed in a click (WebKit allows no other).
    Object.assign(page.window, { ClipboardItem: class { constructor(readonly items: Record<string, Promise<Blob>>) {} } });
    Object.defineProperty(page.window.navigator, 'clipboard', {
      value: { write: (items: { items: Record<string, Promise<Blob>> }[]) => { const text = items[0]!.items['text/plain']!.then((blob) => blob.text()); written.push(text); return text.then(() => undefined); } },
    });
    button(page, 'Copy').click();
    expect(written).toHaveLength(1);

    await page.hydrate();
    await flush(page);
    expect(await written[0]).toBe('copied text');
    expect(page.document.querySelector('output')!.textContent).toBe('done');
  });

  it('replays a key pressed outside React’s elements (the palette’s shortcut) once the app is ready', async () => {
    const opened = vi.fn();
    function Shortcut() {
      useEffect(() => {
        const onKey = (event: KeyboardEvent) => event.key === '/' && opened();
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
      }, []);
      return <button type="button">Search tools</button>;
    }
    const page = prerendered(<Shortcut />);
    // The component's listener goes on the test's global window: the page's key reaches it through its own.
    page.window.addEventListener('keydown', (event) => window.dispatchEvent(new KeyboardEvent('keydown', { key: event.key })));
    key(page, page.document.body, { key: '/' });
    expect(opened).not.toHaveBeenCalled();

    await page.hydrate();
    await flush(page);
    expect(opened).not.toHaveBeenCalled();
    await act(async () => page.early.ready());
    expect(opened).toHaveBeenCalledOnce();
  });

  it('replays a click on a control hydrated apart from the rest (the favourite star)', async () => {
    function Star() {
      const [starred, setStarred] = useState(false);
      return (
        <button type="button" aria-pressed={starred} onClick={() => setStarred((value) => !value)}>
          Star
        </button>
      );
    }
    const page = prerendered(<Star />);
    button(page, 'Star').click();
    expect(button(page, 'Star').getAttribute('aria-pressed')).toBe('false');
    await page.hydrate();
    await flush(page);
    expect(button(page, 'Star').getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves events on a part that skipped a later render to React', async () => {
    // React re-renders Count, not the memo part: its button's fiber still points at the parent fiber of the
    // hydration pass, which is no longer the one React shows. The button is React's all the same.
    const Skipped = memo(function Skipped({ onPress }: { onPress: () => void }) {
      return (
        <button type="button" onClick={onPress}>
          Skipped
        </button>
      );
    });
    const pressed: string[] = [];
    const onPress = () => pressed.push('skipped');
    function Count() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount((value) => value + 1)}>{`Count ${count}`}</button>
          <Skipped onPress={onPress} />
        </>
      );
    }
    const page = prerendered(<Count />);
    await page.hydrate();
    for (const name of ['Count 0', 'Skipped', 'Count 1', 'Skipped']) {
      await act(async () => button(page, name).click());
      expect(page.early.pending()).toBe(0);
    }
    expect(pressed).toEqual(['skipped', 'skipped']);
  });

  it('leaves events on hydrated elements to React, recording nothing', async () => {
    const added: string[] = [];
    const page = prerendered(<StartForm onSend={() => {}} onAdd={(url) => added.push(url)} />);
    await page.hydrate();
    await act(async () => {
      type(page, byLabel(page, 'URL'), 'live');
      button(page, 'Add').click();
    });
    expect(page.early.pending()).toBe(0);
    expect(added).toEqual(['live']);
  });
});
