import ChevronDown from 'lucide-react/icons/chevron-down';
import type { AriaAttributes, ChangeEvent } from 'react';
import { cn } from '../lib/cn';

export interface SelectOption {
  /** Non-empty: the empty string stands for "nothing chosen" (the placeholder). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Submits the value with a surrounding form. */
  name?: string;
  /** The select's id, so a `<Label htmlFor>` (or Field) names it. */
  id?: string;
  /** Classes for the control's box (its width, say). */
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * A single-choice list on a native `<select>` (a combobox): the browser's own picker gives the arrows,
 * typeahead, Enter and Escape. It never widens its container: a long value is cut with an ellipsis.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  required,
  name,
  className,
  ...selectProps
}: SelectProps) {
  const controlled = value !== undefined;
  // Nothing chosen yet (or a placeholder to come back to): a hidden, unpickable first option shows the
  // placeholder, and is the "placeholder label option" that makes `required` refuse an empty choice.
  const withPlaceholder = placeholder !== undefined || (controlled ? value : (defaultValue ?? '')) === '';
  return (
    <div className={cn('relative w-full min-w-0', className)}>
      <select
        {...(controlled ? { value } : { defaultValue: defaultValue ?? '' })}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onValueChange?.(event.target.value)}
        disabled={disabled}
        required={required}
        name={name}
        className={cn(
          'block h-10 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-background py-2 pr-9 pl-3 text-left text-base text-foreground sm:text-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          "disabled:cursor-not-allowed disabled:opacity-50 has-[option[value='']:checked]:text-muted-foreground",
        )}
        {...selectProps}
      >
        {withPlaceholder ? (
          <option value="" disabled hidden>
            {placeholder ?? ''}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled} className="bg-background text-foreground">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className={cn('pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-foreground', disabled && 'opacity-50')}
      />
    </div>
  );
}
