import * as DialogPrimitive from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import type { ReactElement, ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';

/** Closes the dialog it sits in; wrap a button with `asChild` (a Cancel button, say). */
export const DialogClose = DialogPrimitive.Close;

export interface DialogProps {
  /** The element that opens the dialog, usually a Button; focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions under the content, such as Cancel (inside DialogClose) and Save. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Classes for the dialog panel. */
  className?: string;
}

/**
 * A modal dialog on Radix: focus moves in and is trapped there, Escape or the Close button closes it,
 * and focus then returns to the trigger. Leave `trigger` out to open it from state with `open`.
 */
export function Dialog({ trigger, title, description, children, footer, open, defaultOpen, onOpenChange, className }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background/80 backdrop-blur-sm" />
        <DialogPrimitive.Content
          // Without a description there is nothing to point at (and Radix would warn).
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
            'rounded-lg border border-border bg-card p-4 text-card-foreground shadow-lg sm:p-6',
            className,
          )}
        >
          <div className="grid gap-1.5 pr-10">
            <DialogPrimitive.Title className="text-lg leading-tight font-semibold">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          {children}
          {footer ? <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
          {/* Last in the DOM, so opening focuses the first field rather than Close. */}
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="absolute top-2 right-2">
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
