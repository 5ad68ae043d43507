import { cloneElement, isValidElement, type ButtonHTMLAttributes, type ReactElement, type Ref } from 'react';
import { cn } from '../lib/cn';

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'ghost';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-accent',
  outline: 'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
};

const sizes: Record<ButtonSize, string> = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 px-3',
  lg: 'h-11 px-8',
  icon: 'size-10',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, say) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'default', size = 'default', asChild = false, className, type, children, ...props }: ButtonProps) {
  const classes = cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild && isValidElement(children)) {
    // The child keeps its own props (and handlers) over the button's; classes are merged. Radix Slot
    // does the same with handler composition, but would add ~1 kB to every page's entry chunk.
    const child = children as ReactElement<Record<string, unknown> & { className?: string }>;
    return cloneElement(child, { type, ...props, ...child.props, className: cn(classes, child.props.className) });
  }
  // A bare <button> inside a form would submit it; buttons here are actions unless told otherwise.
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}
