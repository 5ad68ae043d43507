import { basicAuthHeader, useAdminLogin, useForgetAdminData } from '@toolnest/api-client';
import { toast } from '@toolnest/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_MESSAGES, isUnauthorized, loginFailure } from './messages';
import { forgetLegacyCredential, forgetStoredCredential, readStoredCredential, storeCredential } from './stored-credential';

/** Logged out (the server's render too), checking a stored credential, or logged in. */
export type SessionPhase = 'logged-out' | 'restoring' | 'logged-in';

export interface AdminSession {
  phase: SessionPhase;
  /** The Authorization header of the logged-in admin; null otherwise. */
  authorization: string | null;
  /** A login from the form is being checked. */
  loggingIn: boolean;
  logIn: (username: string, password: string) => void;
  logOut: () => void;
  /** Ends the session quietly when the server stops taking the credential (a changed password). */
  endIfUnauthorized: (error: unknown) => void;
}

/**
 * The admin session: a login is checked by reading the admin list with the header;
 * success stores the header for the tab's session, so a reload logs in by itself; Logout or closing the
 * tab forgets it.
 */
export function useAdminSession(): AdminSession {
  const [authorization, setAuthorization] = useState<string | null>(null);
  const [phase, setPhase] = useState<SessionPhase>('logged-out');
  const login = useAdminLogin();
  const forgetAdminData = useForgetAdminData();
  const { mutate: checkLogin } = login;

  const check = useCallback(
    (header: string, fromForm: boolean) => {
      checkLogin(header, {
        onSuccess: () => {
          storeCredential(header);
          setAuthorization(header);
          setPhase('logged-in');
          if (fromForm) toast({ title: ADMIN_MESSAGES.loginSuccessful });
        },
        onError: (error) => {
          // A refused credential is forgotten; one the server could not check (no answer, throttled) is kept.
          if (isUnauthorized(error)) forgetStoredCredential();
          setPhase('logged-out');
          toast({ title: ADMIN_MESSAGES.loginFailed, description: loginFailure(error), variant: 'destructive' });
        },
      });
    },
    [checkLogin],
  );

  // A stored credential logs in on load. Once per mount, also under StrictMode's double effects.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    forgetLegacyCredential();
    const stored = readStoredCredential();
    if (!stored) return;
    // Storage exists only in the browser, so it is read after hydration (the server rendered the login form).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one update, from an external system, once
    setPhase('restoring');
    check(stored, false);
  }, [check]);

  const end = useCallback(() => {
    forgetStoredCredential();
    setAuthorization(null);
    setPhase('logged-out');
    forgetAdminData();
  }, [forgetAdminData]);

  return {
    phase,
    authorization,
    loggingIn: login.isPending && phase === 'logged-out',
    logIn: useCallback((username: string, password: string) => check(basicAuthHeader(username, password), true), [check]),
    logOut: useCallback(() => {
      end();
      toast({ title: ADMIN_MESSAGES.loggedOut, description: 'Your saved login was removed from this browser.' });
    }, [end]),
    endIfUnauthorized: useCallback(
      (error: unknown) => {
        if (isUnauthorized(error)) end();
      },
      [end],
    ),
  };
}
