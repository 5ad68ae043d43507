import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './input';

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  /** Shown beside the switch and clickable; leave out to label it another way (Field, aria-label). */
  label?: ReactNode;
}

/** An on/off switch on Radix (role switch; Space and Enter toggle it). With a label, `className` goes on the row. */
export function Switch({ label, id, className, ...props }: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const control = (
    <SwitchPrimitive.Root
      id={switchId}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:bg-primary',
        !label && className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div className={cn('flex min-h-10 items-center gap-3', className)}>
      {control}
      <Label htmlFor={switchId} className="cursor-pointer leading-snug peer-disabled:cursor-not-allowed peer-disabled:opacity-50">
        {label}
      </Label>
    </div>
  );
}
