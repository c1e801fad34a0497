import { useCallback, useEffect, useRef, useState } from "react";

export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

interface SessionStore<T> {
  read(): T | null;
  store(session: T | null): void;
  /** The tabs of one dashboard share their session (see @chauffeur/contract/client's session store). */
  sharing?: {
    listen(handlers: { onSession(session: T): void; onSignedOut(): void; current(): T | null }): () => void;
    announce(session: T | null): void;
    ask(): void;
  };
}

type SetAuth = (token: string | null, onUnauthorized?: () => void) => void;

/**
 * The signed-in staff member of a dashboard (admin or driver): kept in the tab's session storage, its
 * token handed to the API client, and a 401 from any call signs out with a message. The dashboard's tabs
 * share it: a new tab takes the session of an open one, and signing in or out in one does so in all.
 */
export function useTokenSession<T extends { token: string }>(sessions: SessionStore<T>, setAuth: SetAuth) {
  const [session, setSession] = useState<T | null>(() => sessions.read());
  const [notice, setNotice] = useState<string | null>(null);
  const current = useRef(session);
  current.current = session;

  /** This tab only: forget the session (`share` tells the other tabs to do the same). */
  const drop = useCallback(
    (message: string | null) => {
      sessions.store(null);
      setAuth(null);
      setNotice(message);
      setSession(null);
    },
    [sessions, setAuth],
  );

  const signOut = useCallback(
    (message: string | null = null) => {
      drop(message);
      sessions.sharing?.announce(null);
    },
    [drop, sessions],
  );

  const adopt = useCallback(
    (next: T) => {
      sessions.store(next);
      setAuth(next.token, () => signOut(SESSION_EXPIRED));
      setNotice(null);
      setSession(next);
    },
    [sessions, setAuth, signOut],
  );

  const signIn = useCallback(
    (next: T) => {
      adopt(next);
      sessions.sharing?.announce(next);
    },
    [adopt, sessions],
  );

  useEffect(() => {
    const sharing = sessions.sharing;
    if (!sharing) return;
    const stop = sharing.listen({
      onSession: adopt,
      onSignedOut: () => drop(null),
      current: () => current.current,
    });
    if (!current.current) sharing.ask();
    return stop;
  }, [sessions, adopt, drop]);

  // The token must be in the client before the first call of a restored session.
  if (session) setAuth(session.token, () => signOut(SESSION_EXPIRED));
  return { session, notice, signIn, signOut };
}
