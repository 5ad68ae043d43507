import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export interface ProgressProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** 0 to max; null or undefined means work of unknown length (indeterminate: no aria-valuenow). */
  value?: number | null;
  /** The value of done work; 100 by default. */
  max?: number;
  /** aria-valuetext for a value; the percentage ("40%") by default. */
  getValueLabel?: (value: number, max: number) => string;
}

const percentLabel = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

/** A progress bar (role progressbar). Give it a name with aria-label or aria-labelledby (a status line, say). */
export function Progress({ value, max: maxProp = 100, getValueLabel = percentLabel, className, ...props }: ProgressProps) {
  // A max of 0 or less (or not a number) means the default.
  const max = maxProp > 0 ? maxProp : 100;
  // A bar past its end is still full, so out-of-range values are clamped.
  const clamped = typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : null;
  const state = clamped === null ? 'indeterminate' : clamped === max ? 'complete' : 'loading';
  const data = { 'data-state': state, 'data-value': clamped ?? undefined, 'data-max': max };
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped ?? undefined}
      aria-valuetext={clamped === null ? undefined : getValueLabel(clamped, max)}
      {...data}
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-accent', className)}
      {...props}
    >
      <div
        {...data}
        className={cn('h-full w-full bg-primary transition-transform', clamped === null && 'animate-pulse motion-reduce:animate-none')}
        style={clamped === null ? undefined : { transform: `translateX(-${100 - (clamped / max) * 100}%)` }}
      />
    </div>
  );
}
