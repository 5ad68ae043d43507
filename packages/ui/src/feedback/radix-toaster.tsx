import * as ToastPrimitive from '@radix-ui/react-toast';
import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { Link } from '../controls/link';
import { cn } from '../lib/cn';
import { TOAST_DURATION, dismissToast, useToast } from './toast-store';

const variantClass = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
} as const;

/** The Radix part of the Toaster, loaded on demand by `Toaster`. F8 focuses the region (Radix default hotkey). */
export default function RadixToaster({ focusViewport = false }: { focusViewport?: boolean }) {
  const { toasts } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  // Loaded by an F8 press that Radix's own listener was not there to see: do what it would have done.
  useEffect(() => {
    if (focusViewport) viewport.current?.focus();
  }, [focusViewport]);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, link, action, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          // Errors interrupt assistive technology; other notices wait their turn.
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
            variantClass[variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="text-sm whitespace-pre-line opacity-90">{description}</ToastPrimitive.Description>
            ) : null}
            {link ? (
              <ToastPrimitive.Action asChild altText={`${link.label}: ${link.to}`}>
                <Link to={link.to} className="w-fit text-sm font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring">
                  {link.label}
                </Link>
              </ToastPrimitive.Action>
            ) : null}
            {action ? (
              <ToastPrimitive.Action asChild altText={action.label}>
                <button
                  type="button"
                  onClick={action.onClick}
                  className="w-fit cursor-pointer text-sm font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {action.label}
                </button>
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 cursor-pointer rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
