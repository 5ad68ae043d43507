import { toast } from '../feedback/toast-store';

export interface Notice {
  title: string;
  description?: string;
}

export interface CopyNotices {
  success: Notice;
  failure: Notice;
}

export type CopyFn = (text: string, notices: CopyNotices) => Promise<boolean>;

/**
 * A clipboard write the page's early-input script began in the visitor's own click on a copy button before the
 * page was live (the app's `window.__toolnestEarlyInput`): the copy replayed now completes it, since WebKit lets
 * only the click itself write to the clipboard. A copy button says it is one with `data-copy`.
 */
interface EarlyClipboard {
  takeClipboard?(): { write(text: string): Promise<void> } | null;
}

const copy: CopyFn = async (text, { success, failure }) => {
  try {
    const early = (window as { __toolnestEarlyInput?: EarlyClipboard }).__toolnestEarlyInput?.takeClipboard?.();
    if (early) await early.write(text);
    // Missing on insecure origins and old browsers: that is a failure too, not a crash.
    else if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    else await navigator.clipboard.writeText(text);
    toast(success);
    return true;
  } catch {
    toast({ ...failure, variant: 'destructive' });
    return false;
  }
};

/** Copies text with the Clipboard API and shows the matching notice; resolves to whether it worked. */
export function useCopy(): CopyFn {
  return copy;
}
