import Check from 'lucide-react/icons/check';
import CopyIcon from 'lucide-react/icons/copy';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './button';
import { useCopy, type CopyNotices } from '../hooks/use-copy';

/** How long the button says "Copied" after a copy that worked. */
export const COPIED_DURATION = 2000;

/** The generic copy notices, for text. */
export const DEFAULT_COPY_NOTICES: CopyNotices = {
  success: { title: 'Copied!', description: 'Text copied to clipboard successfully.' },
  failure: { title: 'Error', description: 'Failed to copy text to clipboard.' },
};

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'asChild'> {
  /** The text, or a function that returns it when the button is pressed. An empty text turns the button off. */
  text: string | (() => string);
  /** 'Copy' unless told otherwise. */
  label?: string;
  notices?: CopyNotices;
  /** Called after each attempt with whether it worked. */
  onCopied?: (ok: boolean) => void;
}

/** Copies text with useCopy (and its notices), then says "Copied" for 2 seconds. */
export function CopyButton({
  text,
  label = 'Copy',
  notices = DEFAULT_COPY_NOTICES,
  onCopied,
  variant = 'outline',
  disabled,
  ...props
}: CopyButtonProps) {
  const copy = useCopy();
  // Counts copies that worked while "Copied" shows (0: not showing), so a second copy restarts the 2 s.
  const [copies, setCopies] = useState(0);

  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopies(0), COPIED_DURATION);
    return () => clearTimeout(timer);
  }, [copies]);

  const onClick = async () => {
    const ok = await copy(typeof text === 'function' ? text() : text, notices);
    if (ok) setCopies((n) => n + 1);
    onCopied?.(ok);
  };

  return (
    // Nothing to copy, nothing to press: copying '' must never say "Copied!".
    <Button variant={variant} data-copy="" onClick={() => void onClick()} disabled={disabled || text === ''} {...props}>
      {copies > 0 ? <Check aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copies > 0 ? 'Copied' : label}
    </Button>
  );
}
