import * as ProgressPrimitive from '@radix-ui/react-progress';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export interface ProgressProps extends Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max' | 'children'> {
  /** 0 to max; null or undefined means work of unknown length (indeterminate: no aria-valuenow). */
  value?: number | null;
  /** The value of done work; 100 by default. */
  max?: number;
}

/** A progress bar on Radix. Give it a name with aria-label or aria-labelledby (a status line, say). */
export function Progress({ value, max = 100, className, ...props }: ProgressProps) {
  // Radix turns an out-of-range value into "indeterminate"; a bar past its end is still full, so clamp.
  const clamped = typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : null;
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-accent', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full w-full bg-primary transition-transform',
          clamped === null && 'animate-pulse motion-reduce:animate-none',
        )}
        style={clamped === null ? undefined : { transform: `translateX(-${100 - (clamped / max) * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
