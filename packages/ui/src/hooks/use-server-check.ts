import { useState } from 'react';
import { toast } from '../feedback/toast-store';

/** The 'Error' notice of a refused input or a failed request. */
export const showError = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/**
 * A form that sends its input to the server and shows one result (Cloaking Checker, Spam Score Checker):
 * busy while the request runs, the previous result gone as soon as a new check starts, so none sits
 * beside "Analyzing...", and a failed request shown as an 'Error' notice saying `errorMessage(error)`.
 */
export function useServerCheck<Result>(initialResult?: Result) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState(initialResult);

  /** Runs the request; resolves with its result, or with undefined once its failure is shown. */
  const run = async (request: () => Promise<Result>, errorMessage: (error: unknown) => string): Promise<Result | undefined> => {
    setBusy(true);
    setResult(undefined);
    try {
      const next = await request();
      setResult(next);
      return next;
    } catch (error) {
      showError(errorMessage(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return { busy, result, run, clear: () => setResult(undefined) };
}
