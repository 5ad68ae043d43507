import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './input';

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** Shown beside the box and clickable; leave out to label it another way (Field, aria-label). */
  label?: ReactNode;
}

/**
 * A Radix checkbox (Space toggles it); `checked` may be `'indeterminate'`. With a label, `className`
 * goes on the row, otherwise on the box.
 */
export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const box = (
    <CheckboxPrimitive.Root
      id={boxId}
      className={cn(
        'peer size-5 shrink-0 cursor-pointer rounded-sm border border-input bg-background text-primary-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        !label && className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Check aria-hidden="true" className="size-4 group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden="true" className="hidden size-4 group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    // min-h-10: the whole row, label included, is a comfortable touch target.
    <div className={cn('flex min-h-10 items-center gap-2', className)}>
      {box}
      <Label htmlFor={boxId} className="cursor-pointer leading-snug peer-disabled:cursor-not-allowed peer-disabled:opacity-50">
        {label}
      </Label>
    </div>
  );
}
