/**
 * jsdom lacks a few browser APIs and behaviours that the design system relies on. Tests, and stories
 * rendered in jsdom, install these (vitest.setup-dom.ts does for every DOM test); in a browser they change nothing.
 *
 * - ResizeObserver, pointer capture and scrollIntoView: no-ops (Radix Slider, Toast and Tooltip call them).
 * - HTMLDialogElement's show(), showModal() and close() (jsdom has only the `open` attribute), which Dialog calls:
 *   they set and clear `open`, keep `returnValue` and fire `close`. Modality itself (the inert page, the
 *   focus trap, Escape) is not emulated: Dialog does its own Tab cycling and Escape handling.
 * - A native `<select>`'s picker, which jsdom has none of: a press on a select opens it, then a click on one of
 *   its options (not a disabled one) chooses it (input and change fire, as in a browser) and closes it;
 *   Escape (which the picker keeps from the page), another press, or focus leaving closes it. While it is open,
 *   the other selects' options are `display: none`, so `findByRole('option', …)` finds the open one's. So a test
 *   may click the combobox and then the option, as a user does; `user.selectOptions` works as ever.
 */
export function installJsdomPolyfills(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  installDialog();
  installSelectPicker(document);
}

function installDialog(): void {
  const proto = globalThis.HTMLDialogElement?.prototype as (HTMLDialogElement & { returnValue: string }) | undefined;
  if (!proto) return;
  if (!('returnValue' in proto)) {
    const values = new WeakMap<HTMLDialogElement, string>();
    Object.defineProperty(proto, 'returnValue', {
      configurable: true,
      get(this: HTMLDialogElement) {
        return values.get(this) ?? '';
      },
      set(this: HTMLDialogElement, value: string) {
        values.set(this, String(value));
      },
    });
  }
  proto.show ??= function show(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    if (this.open) return;
    this.open = true;
  };
  proto.close ??= function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    // A browser fires close from a queued task, after close() has returned.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}

const OPEN = 'data-jsdom-picker-open';
const STYLE_ID = 'jsdom-select-picker';
const installed = new WeakSet<Document>();

function isDropdown(select: HTMLSelectElement): boolean {
  return !select.multiple && select.size <= 1;
}

function installSelectPicker(doc: Document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  // One picker at most is open, as in a browser.
  let open: HTMLSelectElement | null = null;
  const close = () => {
    open?.removeAttribute(OPEN);
    open = null;
  };
  const show = (select: HTMLSelectElement) => {
    if (doc.head && !doc.getElementById(STYLE_ID)) {
      const style = doc.createElement('style');
      style.id = STYLE_ID;
      // While a picker is open, the other selects' options are out of the accessibility tree (the popup is over them).
      style.textContent = `html:has(select[${OPEN}]) select:not([${OPEN}]) option { display: none; }`;
      doc.head.append(style);
    }
    open = select;
    select.setAttribute(OPEN, '');
  };
  doc.addEventListener(
    'mousedown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('option')) return; // chosen on click
      const select = target instanceof HTMLSelectElement && isDropdown(target) && !target.disabled ? target : null;
      const wasOpen = open !== null && open === select;
      close();
      if (select && !wasOpen) show(select);
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const option = event.target instanceof Element ? event.target.closest('option') : null;
      const select = option?.closest('select');
      if (!option || !select || select !== open) return;
      if (option.disabled || option.closest('optgroup')?.disabled) return; // the picker stays open
      close();
      if (option.selected) return;
      option.selected = true;
      select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    true,
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !open || event.target !== open) return;
      // The picker takes this Escape: nothing around the select (a dialog, say) sees it.
      close();
      event.stopPropagation();
      event.preventDefault();
    },
    true,
  );
  doc.addEventListener(
    'focusout',
    (event) => {
      if (event.target === open) close();
    },
    true,
  );
}
