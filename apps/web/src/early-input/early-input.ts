/**
 * Early input: what a visitor does on a prerendered page before React has hydrated the part they act on.
 *
 * Every page arrives as HTML and paints long before its JavaScript runs (on a slow phone, a second or more).
 * In that window its buttons are inert, a form would submit natively and reload the page, and React,
 * hydrating later, keeps the typed text and ticked boxes in the DOM while its state still holds the defaults:
 * what the page shows is not what a start request would send. The prerender inlines this file's
 * `installEarlyInput(window)` at the top of each page (allowed by its hash in the page's CSP), so that from the
 * first paint:
 *
 * - typing, pasting, IME text, ticking, choosing and picking files happen natively, as the visitor expects;
 *   each change is recorded with the value it left;
 * - a click, key, focus change or drop on a part React has not hydrated is recorded and kept from React (which
 *   could not answer it yet); a button's click and a form's submit are also kept from their native outcome;
 * - once React has hydrated a recorded event's element, the records are replayed, in order and with the
 *   visitor's pauses (up to a second): each value is handed to React as a change event, each click, key, focus
 *   change and drop dispatched anew, each submit dispatched as a submit event that never navigates.
 *
 * Events on parts React has hydrated go straight to React, as do those in regions hydrated on demand (their
 * code comes with the page's, and React replays such an event itself). The app calls `replay()` when a part has
 * hydrated (the tool, the header), and `ready()` once its window-level listeners (keyboard shortcuts) are in
 * place; while records wait, they are retried whenever the page is idle (then React is not half-way through
 * hydrating anything, and an event replayed onto its elements meets them whole). Prior art: Angular's event replay (jsaction), React's own replay
 * of events on parts still hydrating, which only begins once `hydrateRoot` has run.
 *
 * Plain DOM, no imports: the prerender inlines this function's source as it is.
 */

/** The recorder's handle, at `window.__toolnestEarlyInput`. */
export interface EarlyInput {
  /** Replays, in order, the records whose elements React has hydrated since; harmless at any time. */
  replay(): void;
  /** The app's window-level listeners are in place: events outside React's elements may be replayed. */
  ready(): void;
  /** How many records wait for their element to hydrate. */
  pending(): number;
  /**
   * The clipboard write a visitor's click on a copy button (`data-copy`) began before hydration, once: the copy,
   * replayed later, hands it its text. WebKit (and Firefox after a few seconds) lets only the click itself write
   * to the clipboard, not a replay of it.
   */
  takeClipboard(): ClipboardSlot | null;
}

/** A clipboard write begun in a visitor's click, waiting for its text. */
export interface ClipboardSlot {
  /** Gives the text to write; resolves once it is on the clipboard, and rejects if the browser refused. */
  write(text: string): Promise<void>;
}

declare global {
  interface Window {
    __toolnestEarlyInput?: EarlyInput;
  }
}

export function installEarlyInput(win: Window & typeof globalThis): EarlyInput {
  const doc = win.document;
  // A record waits at most this long once the app is ready, then gives way (an element React never hydrates).
  const STALE_AFTER_READY_MS = 5000;
  const RETRY_MS = 50;
  // The visitor's pauses are kept on replay, up to this long: work the page starts on one action (reading the
  // files picked) has the time it had when the visitor acted. Pauses shorter than a frame are not kept.
  const MAX_PAUSE_MS = 1000;
  const MIN_PAUSE_MS = 16;

  interface Entry {
    target: Element;
    /** When it happened (performance.now()). */
    time: number;
    /** The keydown that led to this click or submit (Enter, Space): skipped if the replayed keydown is cancelled. */
    cause?: Entry | null;
    /** Set on replay: whether React cancelled the replayed event. */
    cancelled?: boolean;
    kind: 'mouse' | 'key' | 'focus' | 'submit' | 'value' | 'checked' | 'select' | 'files' | 'drop';
    type?: string;
    init?: Fields;
    value?: string;
    selection?: [number | null, number | null];
    checked?: boolean;
    values?: string[];
    files?: File[];
    submitter?: HTMLElement | null;
    /** A focus event's other element: the one focus left or went to. */
    related?: EventTarget | null;
  }
  /** An event's init fields, or an element's React props. */
  type Fields = { [key: string]: unknown };

  const queue: Entry[] = [];
  let appReady = false;
  let readyAt = 0;
  let replaying = false;
  let composing = false;
  let lastKeydown: Entry | null = null;
  let retryScheduled = false;
  // The last replayed entry's own time, and when it was replayed: the next waits out the visitor's pause.
  let lastReplayed: { time: number; at: number } | null = null;

  let clipboardSlot: ClipboardSlot | null = null;
  /** In a visitor's click on a copy button: a clipboard write begun now (the click allows it), its text to come. */
  function openClipboardSlot() {
    const clipboard = win.navigator.clipboard;
    if (typeof win.ClipboardItem !== 'function' || typeof clipboard?.write !== 'function') return;
    let give: (text: string) => void = () => {};
    let refuse: () => void = () => {};
    const text = new Promise<Blob>((resolve, reject) => {
      give = (value) => resolve(new win.Blob([value], { type: 'text/plain' }));
      refuse = () => reject(new Error('no copy came'));
    });
    const written = clipboard.write([new win.ClipboardItem({ 'text/plain': text })]);
    written.catch(() => {});
    const slot: ClipboardSlot = {
      write(value) {
        give(value);
        return written;
      },
    };
    clipboardSlot = slot;
    // Never left open: a copy that has not come within a minute writes nothing.
    win.setTimeout(() => {
      if (clipboardSlot !== slot) return;
      clipboardSlot = null;
      refuse();
    }, 60_000);
  }

  const propsOf = (node: Element): Fields | undefined => {
    for (const key of Object.keys(node)) if (key.startsWith('__reactProps$')) return (node as unknown as Fields)[key] as Fields;
    return undefined;
  };

  /** Whether React answers events on `element` now. */
  function hydrated(element: Element): boolean {
    // Static regions React hydrates on demand: their code is the page's own, and React replays such an event.
    if (element.closest('[data-hydrate-on-demand]')) return true;
    const root = doc.getElementById('root');
    // Outside React's elements only window-level listeners answer (the palette's shortcuts), once in place.
    if (!root || element === root || !root.contains(element)) return appReady;
    for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
      const props = propsOf(node);
      // The nearest element React knows: the target itself, or the owner of HTML React set in one piece.
      if (props) return node === element || props.dangerouslySetInnerHTML != null;
    }
    return false;
  }

  const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
    element instanceof win.HTMLTextAreaElement ||
    (element instanceof win.HTMLInputElement && !/^(checkbox|radio|file|button|submit|reset|image|hidden)$/.test(element.type));
  const isButtonInput = (element: Element) => element instanceof win.HTMLInputElement && /^(button|submit|reset|image)$/.test(element.type);

  /** Elements whose native behaviour is already right: links, labels, form fields (their changes are recorded). */
  function native(element: Element): boolean {
    if (element.closest('a[href], label, select, textarea, summary, option')) return true;
    return element instanceof win.HTMLInputElement && !isButtonInput(element);
  }

  const MOUSE_FIELDS = ['clientX', 'clientY', 'screenX', 'screenY', 'button', 'buttons', 'detail', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey'];
  const POINTER_FIELDS = ['pointerId', 'pointerType', 'isPrimary', 'width', 'height', 'pressure'];
  const KEY_FIELDS = ['key', 'code', 'location', 'repeat', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey'];
  function initOf(event: Event, fields: string[]): Fields {
    const init: Fields = { bubbles: true, cancelable: true, composed: true, view: win };
    for (const field of fields) init[field] = (event as unknown as Fields)[field];
    return init;
  }

  function push(record: Omit<Entry, 'time'>): Entry {
    // The same object, stamped: a later click or submit may name it as its cause.
    const entry: Entry = Object.assign(record, { time: win.performance.now() });
    const last = queue[queue.length - 1];
    // Keystrokes in one field make one record: its latest value.
    if (entry.kind === 'value' && last?.kind === 'value' && last.target === entry.target) queue[queue.length - 1] = entry;
    else queue.push(entry);
    scheduleRetry(RETRY_MS);
    return entry;
  }

  function recordValue(target: Element) {
    if (isTextField(target)) {
      let selection: [number | null, number | null] = [null, null];
      try {
        selection = [target.selectionStart, target.selectionEnd];
      } catch {
        // email and number fields have no selection
      }
      push({ kind: 'value', target, value: target.value, selection });
    }
  }

  function onEvent(event: Event) {
    if (replaying) return;
    const target = event.target;
    if (!(target instanceof win.Element)) return;
    // Nothing waits before it: React (or the browser) answers it. Otherwise it waits its turn, to keep the order.
    if (queue.length === 0 && hydrated(target)) return;
    const { type } = event;

    if (type === 'compositionstart') composing = true;
    if (type === 'compositionend') {
      composing = false;
      recordValue(target);
    }
    if (type === 'keyup') {
      if (lastKeydown?.init?.key === (event as KeyboardEvent).key) lastKeydown = null;
      return;
    }
    if (type.startsWith('composition')) return;
    if (type === 'beforeinput') {
      // A render after hydration writes the state's value into a field whose early text React has not been
      // given yet (the check splitter re-renders once it has read its storage): the visitor's next keystroke
      // would land in the emptied field and the record would keep only what came after. The text is put back
      // first, so the keystroke applies to what the visitor sees as typed.
      if (isTextField(target)) restoreRewritten(target, event as InputEvent);
      return;
    }

    // From here the event is the recorder's: React, not ready for it, must not see it now.
    event.stopPropagation();

    if (type === 'submit') {
      // Never a native submission: it would load the page again and lose what was typed.
      event.preventDefault();
      const cause = lastKeydown?.init?.key === 'Enter' ? lastKeydown : null;
      push({ kind: 'submit', target, submitter: (event as SubmitEvent).submitter ?? null, cause });
    } else if (type === 'keydown') {
      const key = event as KeyboardEvent;
      // Text is recorded as the field's value; an IME's keys (Process) by its composition's end.
      if (composing || key.isComposing || key.key === 'Process') return;
      if (isTextField(target) && key.key.length === 1 && !key.ctrlKey && !key.metaKey && !key.altKey) return;
      lastKeydown = push({ kind: 'key', target, type, init: initOf(event, KEY_FIELDS) });
    } else if (type === 'input') {
      if (!composing && !(event as InputEvent).isComposing) recordValue(target);
    } else if (type === 'change') {
      if (target instanceof win.HTMLSelectElement) {
        push({ kind: 'select', target, values: Array.from(target.selectedOptions, (option) => option.value) });
      } else if (target instanceof win.HTMLInputElement && target.type === 'file') {
        push({ kind: 'files', target, files: Array.from(target.files ?? []) });
      } else if (target instanceof win.HTMLInputElement && (target.type === 'checkbox' || (target.type === 'radio' && target.checked))) {
        push({ kind: 'checked', target, checked: target.checked });
      }
    } else if (type === 'dragenter' || type === 'dragover') {
      // Cancelled, so that a file dropped here reaches the page instead of the browser opening it.
      if ((event as DragEvent).dataTransfer?.types.includes('Files')) event.preventDefault();
    } else if (type === 'drop') {
      event.preventDefault();
      const files = Array.from((event as DragEvent).dataTransfer?.files ?? []);
      push({ kind: 'drop', target, type, files, init: initOf(event, MOUSE_FIELDS) });
    } else if (type === 'focusin' || type === 'focusout') {
      // Focus moved natively; React's onFocus and onBlur hear it on replay (a field that takes its text on blur).
      push({ kind: 'focus', target, type, related: (event as FocusEvent).relatedTarget });
    } else if (!native(target)) {
      // A click, press or release on a button (or anything else React may answer): a button's click must not
      // submit or reset its form natively. Links, labels and form fields keep their native behaviour.
      if (type === 'click') event.preventDefault();
      if (type === 'click' && target.closest('[data-copy]')) openClipboardSlot();
      const pointer = type.startsWith('pointer');
      const cause = type === 'click' && (event as MouseEvent).detail === 0 ? lastKeydown : null;
      push({ kind: 'mouse', target, type, cause, init: initOf(event, pointer ? [...MOUSE_FIELDS, ...POINTER_FIELDS] : MOUSE_FIELDS) });
    }
  }

  /**
   * Puts back a field's recorded text and caret when something other than the visitor has changed it since, before
   * the keystroke `event` announces lands. Typed text is then inserted here at the visitor's caret (WebKit would
   * insert it where the caret stood in the emptied field); any other edit applies to the text put back.
   */
  function restoreRewritten(field: HTMLInputElement | HTMLTextAreaElement, event: InputEvent) {
    let record: Entry | undefined;
    for (let index = queue.length - 1; index >= 0 && !record; index--) if (queue[index]!.kind === 'value' && queue[index]!.target === field) record = queue[index];
    if (!record || field.value === record.value) return;
    const prototype = field instanceof win.HTMLTextAreaElement ? win.HTMLTextAreaElement.prototype : win.HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, record.value!);
    const [start, end] = record.selection!;
    try {
      field.setSelectionRange(start, end);
      if (event.inputType !== 'insertText' || event.data === null || !event.cancelable) return;
      field.setRangeText(event.data, start ?? field.value.length, end ?? field.value.length, 'end');
    } catch {
      // email and number fields have no selection: the browser applies the edit to the text put back
      return;
    }
    event.preventDefault();
    field.dispatchEvent(new win.InputEvent('input', { bubbles: true, data: event.data, inputType: 'insertText' }));
  }

  /** Hands a field's value to React as a change: React compares it with the value it last saw on the element. */
  function setValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
    const tracker = (field as unknown as { _valueTracker?: { setValue(value: string): void } })._valueTracker;
    const prototype = field instanceof win.HTMLTextAreaElement ? win.HTMLTextAreaElement.prototype : win.HTMLInputElement.prototype;
    // Through the prototype's setter, which React's tracker does not watch.
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    tracker?.setValue(value === '' ? ' ' : '');
    field.dispatchEvent(new win.Event('input', { bubbles: true }));
  }

  function withFiles(files: File[]): DataTransfer {
    const transfer = new win.DataTransfer();
    for (const file of files) transfer.items.add(file);
    return transfer;
  }

  function dispatch(record: Entry) {
    const { target } = record;
    switch (record.kind) {
      case 'value':
        setValue(target as HTMLInputElement, record.value!);
        break;
      case 'checked': {
        const box = target as HTMLInputElement;
        // React hears a box change by its click: set the other state (React's tracker sees it), then click.
        box.checked = !record.checked;
        box.click();
        break;
      }
      case 'select': {
        for (const option of (target as HTMLSelectElement).options) option.selected = record.values!.includes(option.value);
        target.dispatchEvent(new win.Event('change', { bubbles: true }));
        break;
      }
      case 'files':
        (target as HTMLInputElement).files = withFiles(record.files!).files;
        target.dispatchEvent(new win.Event('change', { bubbles: true }));
        break;
      case 'drop':
        target.dispatchEvent(new win.DragEvent('drop', { ...record.init, dataTransfer: withFiles(record.files!) }));
        break;
      case 'submit': {
        // An event, not requestSubmit(): a dispatched submit event never navigates, whatever its listeners do.
        const init = { bubbles: true, cancelable: true, submitter: record.submitter };
        const Submit = typeof win.SubmitEvent === 'function' ? win.SubmitEvent : win.Event;
        target.dispatchEvent(new Submit('submit', init));
        break;
      }
      case 'focus':
        target.dispatchEvent(new win.FocusEvent(record.type!, { bubbles: true, composed: true, relatedTarget: record.related ?? null }));
        break;
      case 'key':
        record.cancelled = !target.dispatchEvent(new win.KeyboardEvent(record.type!, record.init));
        break;
      case 'mouse': {
        const Kind = record.type!.startsWith('pointer') && typeof win.PointerEvent === 'function' ? win.PointerEvent : win.MouseEvent;
        record.cancelled = !target.dispatchEvent(new Kind(record.type!, record.init));
        break;
      }
    }
  }

  function replay() {
    if (replaying || composing) return;
    replaying = true;
    const focused = doc.activeElement;
    let selection: [number | null, number | null] | undefined;
    try {
      while (queue.length > 0) {
        const record = queue[0]!;
        // Hydration replaced or removed its element: nothing left to act on.
        const live = record.target.isConnected && hydrated(record.target);
        const stale = appReady && Date.now() - readyAt > STALE_AFTER_READY_MS;
        if (record.target.isConnected && !live && !stale) break;
        if (live && lastReplayed) {
          const wait = Math.min(record.time - lastReplayed.time, MAX_PAUSE_MS) - (win.performance.now() - lastReplayed.at);
          if (wait >= MIN_PAUSE_MS) {
            scheduleRetry(wait);
            break;
          }
        }
        queue.shift();
        if (!live) continue;
        // A key React cancelled (Enter on a checkbox) would not have clicked or submitted.
        if (record.cause?.cancelled) continue;
        if (record.kind === 'value' && record.target === focused) selection = record.selection;
        dispatch(record);
        lastReplayed = { time: record.time, at: win.performance.now() };
      }
      if (queue.length === 0) lastReplayed = null;
    } finally {
      replaying = false;
      // Setting a value moves the caret to its end: put it back where the visitor left it.
      if (selection && focused === doc.activeElement && isTextField(focused!)) {
        try {
          focused.setSelectionRange(selection[0], selection[1]);
        } catch {
          // a field without a selection
        }
      }
    }
  }

  /**
   * Replays again `delay` ms from now, once the page is idle: React hydrates in slices, a task at a time, and an
   * idle moment comes only once it has none left to run. (Where there is no requestIdleCallback, Safari's case,
   * after the delay alone.)
   */
  function scheduleRetry(delay: number) {
    if (retryScheduled) return;
    retryScheduled = true;
    setTimeout(() => {
      const retry = () => {
        retryScheduled = false;
        replay();
        if (queue.length > 0) scheduleRetry(RETRY_MS);
      };
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(retry);
      else retry();
    }, delay);
  }

  const TYPES = [
    'click', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'keydown', 'keyup', 'beforeinput', 'input', 'change', 'submit',
    'focusin', 'focusout', 'compositionstart', 'compositionend', 'dragenter', 'dragover', 'drop',
  ];
  // On the window, in the capture phase: before any element's listener, and before React's on its root.
  for (const type of TYPES) win.addEventListener(type, onEvent, true);

  const earlyInput: EarlyInput = {
    replay,
    ready() {
      if (!appReady) readyAt = Date.now();
      appReady = true;
      replay();
    },
    pending: () => queue.length,
    takeClipboard() {
      const slot = clipboardSlot;
      clipboardSlot = null;
      return slot;
    },
  };
  win.__toolnestEarlyInput = earlyInput;
  return earlyInput;
}
