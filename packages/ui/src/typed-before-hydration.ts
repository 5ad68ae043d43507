import { useImperativeHandle, useLayoutEffect, useRef, type Ref, type RefObject } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

interface ControlledProps {
  value?: unknown;
  onChange?: unknown;
  readOnly?: boolean;
}

/**
 * Hands a controlled field the text a visitor typed into the prerendered page before React hydrated
 * it. React 19 leaves that text in the field but never calls onChange, so the tool's state keeps the
 * server's value: the tool acts on nothing, and its next render wipes the text (facebook/react#12955;
 * React's own replay, #33129, is still behind a flag). When such a field mounts showing other text
 * than its value, it fires the input event the typing would have fired, and onChange takes the text.
 *
 * Returns the field's own ref; `ref` (the caller's) gets the same element.
 */
export function useTypedBeforeHydration<T extends TextField>({ value, onChange, readOnly }: ControlledProps, ref: Ref<T> | undefined): RefObject<T | null> {
  const field = useRef<T>(null);
  useImperativeHandle(ref, () => field.current!, []);

  // Mount only: after that, React keeps the field and its value equal itself.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element || value == null || typeof onChange !== 'function' || readOnly) return;
    const typed = element.value;
    const expected = String(value);
    if (typed === expected) return;
    // After the commit, so React can render the new state at once (inside it, React would first put
    // the old value back and move the caret).
    queueMicrotask(() => {
      if (!element.isConnected) return;
      const { selectionStart, selectionEnd, selectionDirection } = element;
      // React calls onChange when the text differs from the last value it saw through the element's own
      // `value` setter: give it the state's value that way, then the typed text past it, as typing does.
      element.value = expected;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, typed);
      if (selectionStart !== null && selectionEnd !== null) element.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // The mount's props only: what the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return field;
}
