import CircleAlert from 'lucide-react/icons/circle-alert';
import { cloneElement, useId, type AriaAttributes, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './input';

/** What Field hands its control; Input, Textarea, Select and native elements all take these. */
export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

export interface FieldProps {
  label: ReactNode;
  /** Guidance under the control, read out with it. */
  hint?: ReactNode;
  /** When set, the control is marked invalid and this message is read out with it. */
  error?: ReactNode;
  /** One labelable control (Input, Textarea, Select, Checkbox…); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<FieldControlProps>;
  className?: string;
}

/** A label, a control, an optional hint and an optional error, tied together by ids that match on server and client. */
export function Field({ label, hint, error, children, className }: FieldProps) {
  const baseId = useId();
  // A control that brings its own id (or description) keeps it.
  const id = children.props.id ?? `${baseId}-control`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId, children.props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : children.props['aria-invalid'],
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </div>
  );
}

/**
 * An error message: white on the destructive red, with an icon, so it reads in light and dark alike
 * (red text alone is too dark on the dark background).
 */
export function ErrorText({ className, children, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      className={cn(
        'flex w-fit items-start gap-1.5 rounded-md bg-destructive px-2 py-1 text-sm text-destructive-foreground',
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
