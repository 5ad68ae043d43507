import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './input';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'children'> {
  /** Names the group (a radiogroup is not labelable by `<label for>`). */
  label: ReactNode;
  options: readonly RadioOption[];
}

/**
 * One choice among a few, on Radix: Tab enters the group at the chosen option, the arrow keys move
 * and choose. `orientation` (vertical by default) sets both the layout and which arrows work.
 */
export function RadioGroup({ label, options, orientation = 'vertical', className, ...props }: RadioGroupProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  return (
    <div className={cn('grid gap-2', className)}>
      <div id={labelId} className="text-sm leading-none font-medium text-foreground">
        {label}
      </div>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        orientation={orientation}
        className={cn('flex gap-x-6', orientation === 'vertical' ? 'flex-col' : 'flex-wrap')}
        {...props}
      >
        {options.map((option, index) => {
          const itemId = `${baseId}-${index}`;
          return (
            <div key={option.value} className="flex min-h-10 items-center gap-2">
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'peer flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-background',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
                  'data-[state=checked]:border-primary',
                )}
              >
                <RadioGroupPrimitive.Indicator className="block size-2.5 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
              <Label htmlFor={itemId} className="cursor-pointer leading-snug peer-disabled:cursor-not-allowed peer-disabled:opacity-50">
                {option.label}
              </Label>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
    </div>
  );
}
