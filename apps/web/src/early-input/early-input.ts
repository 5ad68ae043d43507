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
 * - once React has hydrated a recorded event's element, the records are replayed, in order, one a task (as the
 *   browser delivers events, so React has rendered one before the next) and with the visitor's pauses (up to a
 *   second): each value is handed to React as a change event, each click, key, focus change and drop dispatched
 *   anew, each submit dispatched as a submit event that never navigates.
 *
 * Events on parts React has hydrated go straight to React, as do those in regions hydrated on demand (their
 * code comes with the page's, and React replays such an event itself). The app calls `replay()` when a part has
 * hydrated (the tool, the header), and `ready()` once its window-level listeners (keyboard shortcuts) are in
 * place; while records wait, they are retried whenever the page is idle (then React is not half-way through
 * hydrating anything, and an event replayed onto its elements meets them whole). Prior art: Angular's event replay (jsaction), React's own replay
 * of events on parts still hydrating, which only begins once `hydrateRoot` has run.
 *
 * Plain DOM, no imports: the prerender inlines this file's source as it is, its helpers with it, and runs
 * `installEarlyInput(window)`. Every page carries it, so it is written to minify small: the helpers are arrow
 * functions in constants (the minifier shortens their names, not those of functions declared in the inlined
 * block), and its lists of names are one string, split.
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

type Win = Window & typeof globalThis;

// A record waits at most this long once the app is ready, then gives way (an element React never hydrates).
const STALE_AFTER_READY_MS = 5000;
const RETRY_MS = 50;
const IDLE_WAIT_MS = 250;
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

/** One window's recorder: the state its functions share. What is left out at first is unset: false, or none. */
interface Recorder {
  win: Win;
  doc: Document;
  /** The records waiting for their elements to hydrate, oldest first. */
  queue: Entry[];
  /** The app's window-level listeners are in place; readyAt is when they were (Date.now()). */
  ready?: boolean;
  readyAt?: number;
  /** The events dispatched now are the recorder's own replays, not the visitor's. */
  replaying?: boolean;
  /** An IME composition is under way: its text is recorded when it ends. */
  composing?: boolean;
  /** The last keydown recorded, until its keyup: the cause of the click or submit it may lead to. */
  keydown?: Entry | null;
  /** A retry is scheduled. */
  retryDue?: boolean;
  /** The next record's replay is scheduled. */
  nextDue?: boolean;
  // The last replayed entry's own time, and when it was replayed: the next waits out the visitor's pause.
  replayed?: { time: number; at: number } | null;
  /** The clipboard write a copy button's click began, until the replayed copy takes it. */
  slot: ClipboardSlot | null;
}

const TYPES = 'click pointerdown pointerup mousedown mouseup keydown keyup beforeinput input change submit focusin focusout compositionstart compositionend dragenter dragover drop'.split(' ');

export function installEarlyInput(win: Win): EarlyInput {
  const rec: Recorder = {
    win,
    doc: win.document,
    queue: [],
    slot: null,
  };
  const listener = (event: Event) => onEvent(rec, event);
  // On the window, in the capture phase: before any element's listener, and before React's on its root.
  for (const type of TYPES) win.addEventListener(type, listener, true);

  const earlyInput: EarlyInput = {
    replay: () => replay(rec),
    ready() {
      if (!rec.ready) rec.readyAt = Date.now();
      rec.ready = true;
      replay(rec);
    },
    pending: () => rec.queue.length,
    takeClipboard() {
      const slot = rec.slot;
      rec.slot = null;
      return slot;
    },
  };
  win.__toolnestEarlyInput = earlyInput;
  return earlyInput;
}

// Classifying elements.

/** React's own field on an element whose name starts with `prefix`: its props, or its fiber. */
const reactField = (node: Element, prefix: string): Fields | undefined => {
  for (const key of Object.keys(node)) if (key.startsWith(prefix)) return (node as unknown as Fields)[key] as Fields;
  return undefined;
};

// Fiber flags (React 17 on): Placement, a fiber to insert; Hydrating, one of a hydration pass not committed yet.
const PLACEMENT_OR_HYDRATING = 2 | 4096;

/**
 * Whether React has committed an element's fiber: React's own test before it hands a fiber an event
 * (getNearestMountedFiber). React puts its props on an element as it renders it, but a hydration pass commits
 * only once it has rendered all of its part of the page, and marks that part Hydrating until then: the element
 * is not React's yet, and a value or an event handed to it could be lost. A fiber with an alternate has been
 * committed. (Which root fiber the parent links lead to says nothing: a part that skipped a later render still
 * points at the parents of the render before.)
 */
const committed = (fiber: Fields | undefined): boolean => {
  let mounted = fiber;
  let node = fiber;
  for (let next = fiber; next && !next.alternate; next = next.return as Fields | undefined) {
    node = next;
    if ((node.flags as number) & PLACEMENT_OR_HYDRATING) mounted = node.return as Fields | undefined;
  }
  while (node?.return) node = node.return as Fields;
  return !!fiber && node?.tag === 3 && mounted === fiber;
};

/** Whether React answers events on `element` now. */
const hydrated = (rec: Recorder, element: Element): boolean => {
  // Static regions React hydrates on demand: their code is the page's own, and React replays such an event.
  if (element.closest('[data-hydrate-on-demand]')) return true;
  const root = rec.doc.getElementById('root');
  // Outside React's elements only window-level listeners answer (the palette's shortcuts), once in place.
  if (!root || element === root || !root.contains(element)) return !!rec.ready;
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const props = reactField(node, '__reactProps$');
    // The nearest element React knows: the target itself, or the owner of HTML React set in one piece.
    if (props) return (node === element || props.dangerouslySetInnerHTML != null) && committed(reactField(node, '__reactFiber$'));
  }
  return false;
};

const isTextField = (win: Win, element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof win.HTMLTextAreaElement ||
  (element instanceof win.HTMLInputElement && !/^(checkbox|radio|file|button|submit|reset|image|hidden)$/.test(element.type));

/** Elements whose native behaviour is already right: links, labels, form fields (their changes are recorded). */
const native = (win: Win, element: Element): boolean => {
  if (element.closest('a[href], label, select, textarea, summary, option')) return true;
  // An input that is not a button.
  return element instanceof win.HTMLInputElement && !/^(button|submit|reset|image)$/.test(element.type);
};

// Recording.

const MOUSE_FIELDS = 'clientX clientY screenX screenY button buttons detail ctrlKey shiftKey altKey metaKey'.split(' ');
const POINTER_FIELDS = 'pointerId pointerType isPrimary width height pressure'.split(' ');
const KEY_FIELDS = 'key code location repeat ctrlKey shiftKey altKey metaKey'.split(' ');
const initOf = (win: Win, event: Event, fields: string[]): Fields => {
  const init: Fields = { bubbles: true, cancelable: true, composed: true, view: win };
  for (const field of fields) init[field] = (event as unknown as Fields)[field];
  return init;
};

const push = (rec: Recorder, record: Omit<Entry, 'time'>): Entry => {
  const { queue } = rec;
  // The same object, stamped: a later click or submit may name it as its cause.
  const entry: Entry = Object.assign(record, { time: rec.win.performance.now() });
  const last = queue[queue.length - 1];
  // Keystrokes in one field make one record: its latest value.
  if (entry.kind === 'value' && last?.kind === 'value' && last.target === entry.target) queue[queue.length - 1] = entry;
  else queue.push(entry);
  scheduleRetry(rec, RETRY_MS);
  return entry;
};

const recordValue = (rec: Recorder, target: Element) => {
  if (isTextField(rec.win, target)) {
    let selection: [number | null, number | null] = [null, null];
    try {
      selection = [target.selectionStart, target.selectionEnd];
    } catch {
      // email and number fields have no selection
    }
    push(rec, { kind: 'value', target, value: target.value, selection });
  }
};

/** The window's listener: lets through what React can answer, follows IME compositions and released keys, and holds the rest. */
const onEvent = (rec: Recorder, event: Event) => {
  if (rec.replaying) return;
  const target = event.target;
  if (!(target instanceof rec.win.Element)) return;
  // Nothing waits before it: React (or the browser) answers it. Otherwise it waits its turn, to keep the order.
  if (rec.queue.length === 0 && hydrated(rec, target)) return;
  const { type } = event;

  if (type === 'compositionstart') rec.composing = true;
  if (type === 'compositionend') {
    rec.composing = false;
    recordValue(rec, target);
  }
  if (type === 'keyup') {
    if (rec.keydown?.init?.key === (event as KeyboardEvent).key) rec.keydown = null;
    return;
  }
  if (type.startsWith('composition')) return;
  if (type === 'beforeinput') {
    // A render after hydration writes the state's value into a field whose early text React has not been
    // given yet (the check splitter re-renders once it has read its storage): the visitor's next keystroke
    // would land in the emptied field and the record would keep only what came after. The text is put back
    // first, so the keystroke applies to what the visitor sees as typed.
    if (isTextField(rec.win, target)) restoreRewritten(rec, target, event as InputEvent);
    return;
  }

  // From here the event is the recorder's: React, not ready for it, must not see it now.
  event.stopPropagation();
  hold(rec, event, target);
};

/** Records an event React must not see yet, and keeps a submit, a button's click or a file's drop from the browser. */
const hold = (rec: Recorder, event: Event, target: Element) => {
  const { win, keydown } = rec;
  const { type } = event;
  if (type === 'submit') {
    // Never a native submission: it would load the page again and lose what was typed.
    event.preventDefault();
    const cause = keydown?.init?.key === 'Enter' ? keydown : null;
    push(rec, { kind: 'submit', target, submitter: (event as SubmitEvent).submitter ?? null, cause });
  } else if (type === 'keydown') {
    const key = event as KeyboardEvent;
    // Text is recorded as the field's value; an IME's keys (Process) by its composition's end.
    if (rec.composing || key.isComposing || key.key === 'Process') return;
    if (isTextField(win, target) && key.key.length === 1 && !key.ctrlKey && !key.metaKey && !key.altKey) return;
    rec.keydown = push(rec, { kind: 'key', target, type, init: initOf(win, event, KEY_FIELDS) });
  } else if (type === 'input') {
    if (!rec.composing && !(event as InputEvent).isComposing) recordValue(rec, target);
  } else if (type === 'change') {
    if (target instanceof win.HTMLSelectElement) {
      push(rec, { kind: 'select', target, values: Array.from(target.selectedOptions, (option) => option.value) });
    } else if (target instanceof win.HTMLInputElement && target.type === 'file') {
      push(rec, { kind: 'files', target, files: Array.from(target.files ?? []) });
    } else if (target instanceof win.HTMLInputElement && (target.type === 'checkbox' || (target.type === 'radio' && target.checked))) {
      push(rec, { kind: 'checked', target, checked: target.checked });
    }
  } else if (type === 'dragenter' || type === 'dragover') {
    // Cancelled, so that a file dropped here reaches the page instead of the browser opening it.
    if ((event as DragEvent).dataTransfer?.types.includes('Files')) event.preventDefault();
  } else if (type === 'drop') {
    event.preventDefault();
    const files = Array.from((event as DragEvent).dataTransfer?.files ?? []);
    push(rec, { kind: 'drop', target, type, files, init: initOf(win, event, MOUSE_FIELDS) });
  } else if (type === 'focusin' || type === 'focusout') {
    // Focus moved natively; React's onFocus and onBlur hear it on replay (a field that takes its text on blur).
    push(rec, { kind: 'focus', target, type, related: (event as FocusEvent).relatedTarget });
  } else if (!native(win, target)) {
    // A click, press or release on a button (or anything else React may answer): a button's click must not
    // submit or reset its form natively. Links, labels and form fields keep their native behaviour.
    if (type === 'click') event.preventDefault();
    if (type === 'click' && target.closest('[data-copy]')) openClipboardSlot(rec);
    const pointer = type.startsWith('pointer');
    const cause = type === 'click' && (event as MouseEvent).detail === 0 ? keydown : null;
    push(rec, { kind: 'mouse', target, type, cause, init: initOf(win, event, pointer ? [...MOUSE_FIELDS, ...POINTER_FIELDS] : MOUSE_FIELDS) });
  }
};

/** Sets a field's value through its prototype's setter, which React's tracker does not watch. */
const setNative = (win: Win, field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const prototype = field instanceof win.HTMLTextAreaElement ? win.HTMLTextAreaElement.prototype : win.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
};

/**
 * Puts back a field's recorded text and caret when something other than the visitor has changed it since, before
 * the keystroke `event` announces lands. Typed text is then inserted here at the visitor's caret (WebKit would
 * insert it where the caret stood in the emptied field); any other edit applies to the text put back.
 */
const restoreRewritten = (rec: Recorder, field: HTMLInputElement | HTMLTextAreaElement, event: InputEvent) => {
  const { win, queue } = rec;
  let record: Entry | undefined;
  for (let index = queue.length - 1; index >= 0 && !record; index--) if (queue[index]!.kind === 'value' && queue[index]!.target === field) record = queue[index];
  if (!record || field.value === record.value) return;
  setNative(win, field, record.value!);
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
};

// The clipboard slot.

/** In a visitor's click on a copy button: a clipboard write begun now (the click allows it), its text to come. */
const openClipboardSlot = (rec: Recorder) => {
  const { win } = rec;
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
  rec.slot = slot;
  // Never left open: a copy that has not come within a minute writes nothing.
  win.setTimeout(() => {
    if (rec.slot !== slot) return;
    rec.slot = null;
    refuse();
  }, 60_000);
};

// Replaying.

/** Hands a field's value to React as a change: React compares it with the value it last saw on the element. */
const setValue = (win: Win, field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const tracker = (field as unknown as { _valueTracker?: { setValue(value: string): void } })._valueTracker;
  setNative(win, field, value);
  tracker?.setValue(value === '' ? ' ' : '');
  field.dispatchEvent(bubbling(win, 'input'));
};

/** An event as the browser's own input and change events are: one that bubbles. */
const bubbling = (win: Win, type: string) => new win.Event(type, { bubbles: true });

const withFiles = (win: Win, files: File[]): DataTransfer => {
  const transfer = new win.DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
};

const dispatch = (win: Win, record: Entry) => {
  const { target } = record;
  switch (record.kind) {
    case 'value':
      setValue(win, target as HTMLInputElement, record.value!);
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
      target.dispatchEvent(bubbling(win, 'change'));
      break;
    }
    case 'files':
      (target as HTMLInputElement).files = withFiles(win, record.files!).files;
      target.dispatchEvent(bubbling(win, 'change'));
      break;
    case 'drop':
      target.dispatchEvent(new win.DragEvent('drop', { ...record.init, dataTransfer: withFiles(win, record.files!) }));
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
};

const replay = (rec: Recorder) => {
  if (rec.replaying || rec.composing) return;
  rec.replaying = true;
  const { win, doc, queue } = rec;
  const focused = doc.activeElement;
  let selection: [number | null, number | null] | undefined;
  try {
    while (queue.length > 0) {
      const record = queue[0]!;
      // Hydration replaced or removed its element: nothing left to act on.
      const live = record.target.isConnected && hydrated(rec, record.target);
      const stale = rec.ready && Date.now() - rec.readyAt! > STALE_AFTER_READY_MS;
      if (record.target.isConnected && !live && !stale) break;
      const last = rec.replayed;
      if (live && last) {
        const wait = Math.min(record.time - last.time, MAX_PAUSE_MS) - (win.performance.now() - last.at);
        if (wait >= MIN_PAUSE_MS) {
          scheduleNext(rec, wait);
          break;
        }
      }
      queue.shift();
      if (!live) continue;
      // A key React cancelled (Enter on a checkbox) would not have clicked or submitted.
      if (record.cause?.cancelled) continue;
      if (record.kind === 'value' && record.target === focused) selection = record.selection;
      dispatch(win, record);
      rec.replayed = { time: record.time, at: win.performance.now() };
      // One record a task, as the browser delivers a visitor's events: React renders what one event changed
      // before the next arrives, so a handler replayed next (a field's blur) sees the state the last one left.
      if (queue.length > 0) scheduleNext(rec);
      break;
    }
    if (queue.length === 0) rec.replayed = null;
  } finally {
    rec.replaying = false;
    // Setting a value moves the caret to its end: put it back where the visitor left it.
    if (selection && focused === doc.activeElement && isTextField(win, focused!)) {
      try {
        focused.setSelectionRange(selection[0], selection[1]);
      } catch {
        // a field without a selection
      }
    }
  }
};

/** Replays the next record in a task of its own, `delay` ms from now (soon, by default). */
const scheduleNext = (rec: Recorder, delay = 0) => {
  if (rec.nextDue) return;
  rec.nextDue = true;
  rec.win.setTimeout(() => {
    rec.nextDue = false;
    replay(rec);
  }, delay);
};

/**
 * Replays again `delay` ms from now, once the page is idle: React hydrates in slices, a task at a time, and an
 * idle moment comes only once it has none left to run. Never later than IDLE_WAIT_MS past the delay: Chromium
 * may not start an idle period for seconds (seen on a page at rest, where the records would then wait on).
 * (Where there is no requestIdleCallback, Safari's case, after the delay alone.)
 */
const scheduleRetry = (rec: Recorder, delay: number) => {
  if (rec.retryDue) return;
  rec.retryDue = true;
  setTimeout(() => {
    const retry = () => {
      rec.retryDue = false;
      replay(rec);
      if (rec.queue.length > 0) scheduleRetry(rec, RETRY_MS);
    };
    if (typeof rec.win.requestIdleCallback === 'function') rec.win.requestIdleCallback(retry, { timeout: IDLE_WAIT_MS });
    else retry();
  }, delay);
};
