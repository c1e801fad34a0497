import type { z } from "zod";

/** What the tabs of one dashboard tell each other (same origin only: a BroadcastChannel). */
type TabMessage = { type: "ask" } | { type: "session"; session: unknown } | { type: "signed-out" };

export interface SessionSharing<T> {
  /** Listens to the other tabs; answers a function that stops listening. */
  listen(handlers: { onSession(session: T): void; onSignedOut(): void; current(): T | null }): () => void;
  /** Tells the other tabs: this session is signed in (null: signed out everywhere). */
  announce(session: T | null): void;
  /** Asks the other tabs for their session (a new tab opened while signed in elsewhere). */
  ask(): void;
}

/**
 * A staff session (token and expiry) kept in sessionStorage: it survives a reload of the tab, one past its
 * session's end (its shift; the token's own expiry when it names none) or malformed reads as signed out,
 * and logout forgets it. A token that merely expired is renewed (ui/src/session). The tabs of one dashboard share it: a new
 * tab asks the open ones for theirs, a sign-in reaches every tab, and signing out in one signs out all.
 * The token stays as short-lived as it was issued; nothing is written to localStorage.
 */
export function createSessionStore<S extends z.ZodType<{ expiresAt: string; sessionEndsAt?: string }>>(
  key: string,
  schema: S,
) {
  type Session = z.output<S>;
  function valid(raw: unknown): Session | null {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return null;
    if (Date.parse(parsed.data.sessionEndsAt ?? parsed.data.expiresAt) <= Date.now()) return null;
    return parsed.data;
  }
  function read(): Session | null {
    try {
      return valid(JSON.parse(sessionStorage.getItem(key) ?? "null"));
    } catch {
      return null;
    }
  }
  function store(session: Session | null) {
    if (session) sessionStorage.setItem(key, JSON.stringify(session));
    else sessionStorage.removeItem(key);
  }
  // One channel per page for listening and telling: a BroadcastChannel never hears its own messages, so
  // a tab's own sign-out is not heard back as another tab's.
  let channel: BroadcastChannel | null | undefined;
  const channelOf = () => {
    if (channel === undefined)
      channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(key);
    return channel;
  };
  const post = (message: TabMessage) => channelOf()?.postMessage(message);
  const sharing: SessionSharing<Session> = {
    listen({ onSession, onSignedOut, current }) {
      const tabs = channelOf();
      if (!tabs) return () => {};
      const hear = (event: MessageEvent<TabMessage>) => {
        const message = event.data;
        if (message?.type === "ask") {
          const mine = current();
          if (mine) post({ type: "session", session: mine });
        } else if (message?.type === "session") {
          const session = valid(message.session);
          if (session) onSession(session);
        } else if (message?.type === "signed-out") {
          onSignedOut();
        }
      };
      tabs.addEventListener("message", hear);
      return () => tabs.removeEventListener("message", hear);
    },
    announce(session) {
      post(session ? { type: "session", session } : { type: "signed-out" });
    },
    ask() {
      post({ type: "ask" });
    },
  };
  return { read, store, sharing };
}
