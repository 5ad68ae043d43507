import { toast } from './toast-store';

export interface Notice {
  title: string;
  description?: string;
}

export interface CopyNotices {
  success: Notice;
  failure: Notice;
}

export type CopyFn = (text: string, notices: CopyNotices) => Promise<boolean>;

const copy: CopyFn = async (text, { success, failure }) => {
  try {
    // Missing on insecure origins and old browsers: that is a failure too, not a crash.
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
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
