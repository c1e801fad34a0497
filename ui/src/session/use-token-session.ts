import { useCallback, useState } from "react";

export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

interface SessionStore<T> {
  read(): T | null;
  store(session: T | null): void;
}

type SetAuth = (token: string | null, onUnauthorized?: () => void) => void;

/**
 * The signed-in staff member of a dashboard (admin or driver): kept in the tab's session storage, its
 * token handed to the API client, and a 401 from any call signs out with a message.
 */
export function useTokenSession<T extends { token: string }>(sessions: SessionStore<T>, setAuth: SetAuth) {
  const [session, setSession] = useState<T | null>(() => sessions.read());
  const [notice, setNotice] = useState<string | null>(null);

  const signOut = useCallback(
    (message: string | null = null) => {
      sessions.store(null);
      setAuth(null);
      setNotice(message);
      setSession(null);
    },
    [sessions, setAuth],
  );

  const signIn = useCallback(
    (next: T) => {
      sessions.store(next);
      setAuth(next.token, () => signOut(SESSION_EXPIRED));
      setNotice(null);
      setSession(next);
    },
    [sessions, setAuth, signOut],
  );

  // The token must be in the client before the first call of a restored session.
  if (session) setAuth(session.token, () => signOut(SESSION_EXPIRED));
  return { session, notice, signIn, signOut };
}
