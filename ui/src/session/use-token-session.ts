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

/** What a renewal answers: the new token and when the session ends at the latest. */
export interface Renewed {
  token: string;
  expiresAt: string;
  sessionEndsAt: string;
}

/** Renew this long before the token expires; retry this often while the network is away. */
const RENEW_BEFORE_MS = 60_000;
const RETRY_MS = 30_000;
const statusOf = (err: unknown) => (err as { status?: unknown } | null)?.status;

/**
 * The signed-in staff member of a dashboard (admin or driver): kept in the tab's session storage, its
 * token handed to the API client. The token (15 minutes) is renewed before it expires while the page is
 * open, within the session's shift; a 401 from any call tries one renewal, and signs out with a message
 * when the session has ended (signed out elsewhere, deactivated, a new password, the shift over). While
 * the network is away nothing is signed out: renewal waits for it. The dashboard's tabs share the
 * session: a new tab takes the session of an open one, and signing in or out in one does so in all.
 */
export function useTokenSession<T extends { token: string; expiresAt: string }>(
  sessions: SessionStore<T>,
  setAuth: SetAuth,
  renew?: (token: string) => Promise<Renewed>,
) {
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

  const renewing = useRef<Promise<void> | null>(null);
  /** Renews the token now (once at a time); a 401 means the session has ended. */
  const renewNow = useCallback((): Promise<void> => {
    const held = current.current;
    if (!renew || !held) return Promise.resolve();
    renewing.current ??= renew(held.token)
      .then((fresh) => {
        if (current.current?.token !== held.token) return;
        const next = { ...held, ...fresh };
        sessions.store(next);
        sessions.sharing?.announce(next);
        current.current = next;
        setSession(next);
      })
      .catch((err: unknown) => {
        if (statusOf(err) === 401) signOut(SESSION_EXPIRED);
        else throw err;
      })
      .finally(() => {
        renewing.current = null;
      });
    return renewing.current;
  }, [renew, sessions, signOut]);

  /** A call answered 401: the token may only have expired (a laptop asleep); else the session ended. */
  const unauthorized = useCallback(() => {
    if (renew) void renewNow().catch(() => undefined);
    else signOut(SESSION_EXPIRED);
  }, [renew, renewNow, signOut]);

  const adopt = useCallback(
    (next: T) => {
      sessions.store(next);
      setAuth(next.token, unauthorized);
      setNotice(null);
      setSession(next);
    },
    [sessions, setAuth, unauthorized],
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

  // Renewed a minute before it expires (at once when it has), again after a failure, and when the page
  // comes back into view (a device asleep lets timers slip).
  const expiresAt = session ? Date.parse(session.expiresAt) : null;
  useEffect(() => {
    if (!renew || expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const plan = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void renewNow().catch(() => plan(RETRY_MS)),
        Math.max(0, Math.min(ms, 2 ** 31 - 1)),
      );
    };
    plan(expiresAt - RENEW_BEFORE_MS - Date.now());
    const wake = () => {
      if (document.visibilityState === "visible" && expiresAt - RENEW_BEFORE_MS <= Date.now()) plan(0);
    };
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("online", wake);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("online", wake);
    };
  }, [renew, renewNow, expiresAt]);

  // The token must be in the client before the first call of a restored session.
  if (session) setAuth(session.token, unauthorized);
  return { session, notice, signIn, signOut };
}
