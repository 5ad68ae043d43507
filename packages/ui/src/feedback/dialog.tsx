import X from 'lucide-react/icons/x';
import {
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../controls/button';
import { cn } from '../lib/cn';

type ClickHandler = (event: MouseEvent<HTMLElement>) => void;

const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

const DialogContext = createContext<{ close: () => void } | null>(null);

export interface DialogCloseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Give the close behaviour to the one child element (a Button, say) instead of rendering a button. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Runs `theirs`, then `ours` unless `theirs` prevented the default. */
function compose(theirs: ClickHandler | undefined, ours: ClickHandler): ClickHandler {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** Closes the dialog it sits in; wrap a button with `asChild` (a Cancel button, say). */
export function DialogClose({ asChild, children, onClick, ...props }: DialogCloseProps) {
  const context = useContext(DialogContext);
  const close = compose(onClick as ClickHandler | undefined, () => context?.close());
  if (asChild && isValidElement<{ onClick?: ClickHandler }>(children)) {
    return cloneElement(children, { type: 'button', ...props, ...children.props, onClick: compose(children.props.onClick, close) } as object);
  }
  return (
    <button type="button" {...props} onClick={close}>
      {children}
    </button>
  );
}

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

// Elements Tab can reach; the panel keeps Tab and Shift+Tab among them.
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]') && !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && radioGroupHasChecked(el)),
  );
}

function radioGroupHasChecked(radio: HTMLInputElement): boolean {
  return radio.form
    ? Array.from(radio.form.elements).some((el) => el instanceof HTMLInputElement && el.type === 'radio' && el.name === radio.name && el.checked)
    : radio.ownerDocument.querySelector(`input[type="radio"][name="${CSS.escape(radio.name)}"]:checked`) !== null;
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: the rest of the page is inert, focus moves to
 * the first field and Tab cycles inside, Escape or the Close button closes it, and focus then returns to
 * the trigger (or to what had focus). Leave `trigger` out to open it from state with `open`.
 */
export function Dialog({ trigger, title, description, children, footer, open, defaultOpen, onOpenChange, className }: DialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  // The trigger element, once it has opened the dialog: focus goes back to it.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === isOpen) return;
      if (open === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [isOpen, open, onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  // Portalled to <body> (as before), so a dialog never lands inside its caller's form; on the client only.
  const mounted = useSyncExternalStore(subscribeToNothing, onClient, onServer);

  const triggerElement =
    trigger && isValidElement<{ onClick?: ClickHandler }>(trigger)
      ? cloneElement(trigger, {
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          onClick: (event: MouseEvent<HTMLElement>) => {
            trigger.props.onClick?.(event);
            if (event.defaultPrevented) return;
            setOpener(event.currentTarget);
            setOpen(true);
          },
        } as object)
      : null;

  return (
    <>
      {triggerElement}
      {mounted && isOpen
        ? createPortal(
            <DialogContext.Provider value={{ close }}>
              <DialogPanel title={title} description={description} footer={footer} className={className} opener={opener} onClose={close}>
                {children}
              </DialogPanel>
            </DialogContext.Provider>,
            document.body,
          )
        : null}
    </>
  );
}

interface DialogPanelProps extends Pick<DialogProps, 'title' | 'description' | 'children' | 'footer' | 'className'> {
  /** The trigger that opened the dialog, if one did. */
  opener: HTMLElement | null;
  onClose: () => void;
}

/** Stops the page behind from scrolling (keeping the scrollbar's width); the function returned lets it scroll again. */
function lockScroll(doc: Document): () => void {
  const body = doc.body;
  const { overflow, paddingRight } = body.style;
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = overflow;
    body.style.paddingRight = paddingRight;
  };
}

/**
 * Shows the dialog as a modal while the panel is mounted, with focus on its first field and the page behind
 * held still; on unmount it closes it and gives focus back to the opener (or to what had focus).
 */
function useModal(ref: RefObject<HTMLDialogElement | null>, opener: HTMLElement | null) {
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const doc = dialog.ownerDocument;
    const before = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The first field (or button) takes focus, as Radix did; an [autofocus] element wins.
    const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? tabbables(dialog)[0] ?? dialog;
    first.focus();
    const unlockScroll = lockScroll(doc);
    return () => {
      unlockScroll();
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      const back = opener ?? before;
      if (back?.isConnected) back.focus();
    };
  }, [ref, opener]);
}

/** Keeps Tab and Shift+Tab inside the dialog, wrapping round at either end (the browser would move on to its own controls). */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const items = tabbables(event.currentTarget);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items.at(-1)!;
  const active = event.currentTarget.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Whether a press landed on the backdrop: on the dialog element itself but outside the panel's box. */
function pressedBackdrop(event: PointerEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  return !inside && (box.width > 0 || box.height > 0);
}

function DialogPanel({ title, description, children, footer, className, opener, onClose }: DialogPanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descriptionId = `${baseId}-description`;
  useModal(ref, opener);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than left to the browser, so it goes through onOpenChange(false) like any close.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab') wrapTab(event);
  };

  // A press on the backdrop closes the dialog, as Radix's overlay did.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    if (pressedBackdrop(event)) onClose();
  };

  // The browser's own close request (Escape it handled itself, say): keep React's state in step.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onCancel={onCancel}
      // Only a close that stuck (after a Strict Mode remount the dialog is open again when the event lands).
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      className={cn(
        'fixed inset-0 m-auto grid h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg gap-4 overflow-y-auto',
        'rounded-lg border border-border bg-card p-4 text-card-foreground shadow-lg sm:p-6',
        'backdrop:bg-background/80 backdrop:backdrop-blur-sm',
        className,
      )}
    >
      <div className="grid gap-1.5 pr-10">
        <h2 id={titleId} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      {children}
      {footer ? <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
      {/* Last in the DOM, so opening focuses the first field rather than Close. */}
      <Button variant="ghost" size="icon" aria-label="Close" className="absolute top-2 right-2" onClick={onClose}>
        <X aria-hidden="true" />
      </Button>
    </dialog>
  );
}
