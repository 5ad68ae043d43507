import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Input } from './input';

export interface ComboboxProps<T> {
  /** The input's accessible name. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** What the input's value matches, best first; the first is active whenever they change. */
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** Enter on the active option, or a click on one. */
  onSelect: (option: T) => void;
  /** The listbox's accessible name. */
  listLabel: string;
  /** Shown, and announced, when nothing matches. */
  empty?: ReactNode;
  placeholder?: string;
  className?: string;
}

/**
 * An input that filters a list, after the ARIA combobox pattern (list autocomplete): focus stays in the
 * input (role combobox); Up and Down move the active option (aria-activedescendant), wrapping round;
 * Enter selects it. The options are whatever the caller matched; the caller decides what Escape does.
 */
export function Combobox<T>({ label, value, onValueChange, options, optionKey, renderOption, onSelect, listLabel, empty, placeholder, className }: ComboboxProps<T>) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [active, setActive] = useState(0);
  // A new list of options: its first is active (set during render, so no frame shows a stale choice).
  const [activeIn, setActiveIn] = useState(options);
  if (activeIn !== options) {
    setActiveIn(options);
    setActive(0);
  }
  const current = options.length === 0 ? -1 : Math.min(active, options.length - 1);

  useEffect(() => {
    if (current < 0) return;
    document.getElementById(`${baseId}-option-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current, baseId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSelect(options[current]!);
    }
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <Input
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        // No list is rendered while nothing matches, so nothing to point at.
        aria-controls={options.length > 0 ? listId : undefined}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {options.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={listLabel} className="max-h-[min(24rem,60dvh)] overflow-y-auto">
          {options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={cn('cursor-pointer rounded-md px-3 py-2', index === current && 'bg-accent text-accent-foreground')}
              // Keep focus in the input; the click selects.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== current && setActive(index)}
              onClick={() => onSelect(option)}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      )}
    </div>
  );
}
