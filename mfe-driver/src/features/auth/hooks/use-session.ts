import type { DriverSession } from "@chauffeur/contract";
import { useCallback, useState } from "react";
import { setAuth } from "../../../lib/api-client";
import { readSession, storeSession } from "../api/session";

export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

/** The signed-in driver; a 401 from any call (an expired token) signs out with a message. */
export function useSession() {
  const [session, setSession] = useState<DriverSession | null>(() => readSession());
  const [notice, setNotice] = useState<string | null>(null);

  const signOut = useCallback((message: string | null = null) => {
    storeSession(null);
    setAuth(null);
    setNotice(message);
    setSession(null);
  }, []);

  const signIn = useCallback(
    (next: DriverSession) => {
      storeSession(next);
      setAuth(next.token, () => signOut(SESSION_EXPIRED));
      setNotice(null);
      setSession(next);
    },
    [signOut],
  );

  // The token must be in the client before the first call of a restored session.
  if (session) setAuth(session.token, () => signOut(SESSION_EXPIRED));
  return { session, notice, signIn, signOut };
}
