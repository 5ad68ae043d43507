import { toast } from '@toolnest/ui';
import { useEffect, useState } from 'react';
import { initialCheck, type Check } from './logic';
import { loadCheck, saveCheck } from './storage';

export const NOT_SAVED = {
  title: 'Not saved',
  description: "This browser's storage is off or full, so people and expenses are kept on this page only until you leave it.",
};
const DROPPED = {
  title: 'Saved check dropped',
  description: 'The people and expenses saved in this browser could not be read, so the splitter starts afresh.',
};

/** 'pending' until the saved check is read; 'memory' once the browser refused storage. */
export type StorageState = 'pending' | 'saved' | 'memory';

/**
 * The check, kept in the browser when `persist` is on: read once after hydration (the page is
 * prerendered with the starting state), saved on every change, and kept in memory from the first
 * time the browser refuses, with a notice each time that happens.
 */
export function useSavedCheck(initial: Check | undefined, persist: boolean) {
  const [check, setCheck] = useState<Check>(() => initial ?? initialCheck());
  const [storage, setStorage] = useState<StorageState>('pending');

  useEffect(() => {
    if (!persist) return;
    const loaded = loadCheck();
    if (!loaded.available) {
      toast(NOT_SAVED);
    } else if (loaded.dropped) {
      toast(DROPPED);
    }
    // One update from an external system, once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (loaded.available && loaded.check) setCheck(loaded.check);
    setStorage(loaded.available ? 'saved' : 'memory');
  }, [persist]);

  useEffect(() => {
    if (storage !== 'saved' || saveCheck(check)) return;
    toast(NOT_SAVED);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage full: keep the check in memory from now on
    setStorage('memory');
  }, [check, storage]);

  return { check, setCheck, storage };
}
