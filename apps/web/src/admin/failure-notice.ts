import { toast } from '@toolnest/ui';
import { adminFailure } from './messages';

/** Given a notice's title, what to do with a failed call's error. */
export type FailureNotice = (title: string) => (error: unknown) => void;

/** Shows a failed call's notice, then tells `onFailure`, so a credential the server stopped taking ends the session. */
export function failureNotice(onFailure: (error: unknown) => void): FailureNotice {
  return (title) => (error) => {
    toast({ title, description: adminFailure(error), variant: 'destructive' });
    onFailure(error);
  };
}
