import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './input';

/** A checkbox's state: `'indeterminate'` is the mixed state (some of a group checked). */
export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'children'> {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  /** Shown beside the box and clickable; leave out to label it another way (Field, aria-label). */
  label?: ReactNode;
}

/**
 * A native checkbox (Space toggles it; Enter neither toggles it nor submits a form); `checked` may be
 * `'indeterminate'`. With a label, `className` goes on the row, otherwise on the box (the span that holds the
 * input and its check mark).
 */
export function Checkbox({ label, id, className, checked, defaultChecked, onCheckedChange, onChange, onKeyDown, ref, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const { state, setState, inputRef } = useCheckedState({ checked, defaultChecked, onCheckedChange });
  const mixed = state === 'indeterminate';

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref, inputRef],
  );

  const box = (
    <span className={cn('relative inline-grid shrink-0 place-items-center has-[:disabled,[aria-disabled=true]]:opacity-50', !label && className)}>
      <input
        type="checkbox"
        id={boxId}
        ref={setRef}
        checked={state === true}
        data-state={mixed ? 'indeterminate' : state ? 'checked' : 'unchecked'}
        className={cn(
          'col-start-1 row-start-1 m-0 size-5 cursor-pointer appearance-none rounded-sm border border-input bg-background',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        )}
        onChange={(event) => {
          onChange?.(event);
          // A click clears the mixed state; it stays until the state says otherwise.
          event.target.indeterminate = mixed;
          setState(mixed ? true : event.target.checked);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          // Enter would submit the surrounding form: a checkbox only answers Space.
          if (event.key === 'Enter') event.preventDefault();
        }}
        {...props}
      />
      {state === false ? null : (
        <span aria-hidden="true" className="pointer-events-none col-start-1 row-start-1 flex text-primary-foreground">
          {mixed ? <Minus className="size-4" /> : <Check className="size-4" />}
        </span>
      )}
    </span>
  );
  if (!label) return box;
  return (
    // min-h-10: the whole row, label included, is a comfortable touch target.
    <div className={cn('flex min-h-10 items-center gap-2', className)}>
      {box}
      <Label htmlFor={boxId} className={cn('cursor-pointer leading-snug', props.disabled && 'cursor-not-allowed opacity-50')}>
        {label}
      </Label>
    </div>
  );
}

/**
 * The box's state, controlled or not, and the ref its input fills: the state is kept in step with the
 * input's mixed state and put back to the first one when the input's form is reset.
 */
function useCheckedState({ checked, defaultChecked, onCheckedChange }: Pick<CheckboxProps, 'checked' | 'defaultChecked' | 'onCheckedChange'>) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [uncontrolled, setUncontrolled] = useState<CheckedState>(defaultChecked ?? false);
  const state = checked ?? uncontrolled;
  const mixed = state === 'indeterminate';
  const setState = (next: CheckedState) => {
    setUncontrolled(next);
    if (next !== state) onCheckedChange?.(next);
  };

  // A form's reset puts back the state the box first had.
  const initial = useRef(state);
  const latest = useRef(setState);

  useLayoutEffect(() => {
    // The mixed state is a property, not an attribute: it tells assistive technology (and :indeterminate) so.
    if (inputRef.current) inputRef.current.indeterminate = mixed;
    latest.current = setState;
  });
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const reset = () => latest.current(initial.current);
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, []);

  return { state, setState, inputRef };
}
