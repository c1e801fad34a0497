import { AccountSession } from "@chauffeur/contract";
import { useSyncExternalStore } from "react";

/**
 * The signed-in customer's account token (docs/decisions/026): 30 days, so it is kept in localStorage
 * (a customer comes back days later, in another tab); an expired or malformed one reads as signed out.
 */
const KEY = "chauffeur.account.session";
const listeners = new Set<() => void>();

function parse(raw: string | null): AccountSession | null {
  try {
    const parsed = AccountSession.safeParse(JSON.parse(raw ?? "null"));
    return parsed.success && Date.parse(parsed.data.expiresAt) > Date.now() ? parsed.data : null;
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cached: AccountSession | null = null;

export function readAccountSession(): AccountSession | null {
  const raw = typeof localStorage === "undefined" ? null : localStorage.getItem(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

export function storeAccountSession(session: AccountSession | null) {
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  for (const l of listeners) l();
}

/** The account session as it is now; re-renders when it signs in or out (in this tab or another). */
export function useAccountSession(): AccountSession | null {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      const onStorage = (e: StorageEvent) => e.key === KEY && notify();
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(notify);
        window.removeEventListener("storage", onStorage);
      };
    },
    readAccountSession,
    () => null,
  );
}
