import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';
import { Label } from './input';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'defaultValue' | 'dir' | 'onChange'> {
  /** Names the group (a radiogroup is not labelable by `<label for>`). */
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  /** The radios' shared name (submitted with a surrounding form); one is made up when left out. */
  name?: string;
  /** The layout: a column (the default) or a wrapping row. Every arrow key moves either way. */
  orientation?: 'horizontal' | 'vertical';
  dir?: 'ltr' | 'rtl';
  /** Kept for compatibility: the arrow keys always wrap round, as native radios do. */
  loop?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One choice among a few, on native radios sharing a name: Tab enters the group at the chosen option,
 * the arrow keys move and choose (skipping disabled ones). `orientation` (vertical by default) sets the layout.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  disabled,
  required,
  name,
  orientation = 'vertical',
  loop: _loop,
  className,
  ...props
}: RadioGroupProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const groupName = name ?? `${baseId}-radio`;
  const controlled = value !== undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div id={labelId} className="text-sm leading-none font-medium text-foreground">
        {label}
      </div>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={required || undefined}
        data-disabled={disabled ? '' : undefined}
        className={cn('flex gap-x-6', orientation === 'vertical' ? 'flex-col' : 'flex-wrap')}
        {...props}
      >
        {options.map((option, index) => {
          const itemId = `${baseId}-${index}`;
          return (
            <div key={option.value} className="relative flex min-h-10 items-center gap-2">
              <input
                type="radio"
                id={itemId}
                name={groupName}
                value={option.value}
                {...(controlled ? { checked: value === option.value } : { defaultChecked: defaultValue === option.value })}
                onChange={(event) => {
                  if (event.target.checked) onValueChange?.(option.value);
                }}
                disabled={disabled || option.disabled}
                required={required}
                className={cn(
                  'peer size-5 shrink-0 cursor-pointer appearance-none rounded-full border border-input bg-background',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
                  'checked:border-primary',
                )}
              />
              {/* The dot, drawn over the ring while checked (a sibling, so the label stays a `peer-*` of the input). */}
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-[5px] size-2.5 -translate-y-1/2 rounded-full bg-primary opacity-0 peer-checked:opacity-100 peer-disabled:peer-checked:opacity-50"
              />
              <Label htmlFor={itemId} className="cursor-pointer leading-snug peer-disabled:cursor-not-allowed peer-disabled:opacity-50">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
    </div>
  );
}
