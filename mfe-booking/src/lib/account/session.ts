import type { AccountSession } from "@chauffeur/contract";
import { useSyncExternalStore } from "react";

/**
 * The signed-in customer's account token (docs/decisions/026): 30 days, so it is kept in localStorage
 * (a customer comes back days later, in another tab); an expired or malformed one reads as signed out.
 */
const KEY = "chauffeur.account.session";
const listeners = new Set<() => void>();

/**
 * The stored session, checked by hand (the contract's `AccountSession`'s three strings): the Quick
 * Booking form reads it on the home page, which loads no schema library (docs/decisions/011).
 */
function parse(raw: string | null): AccountSession | null {
  try {
    const value: unknown = JSON.parse(raw ?? "null");
    if (value === null || typeof value !== "object") return null;
    const { token, email, expiresAt } = value as Record<string, unknown>;
    if (typeof token !== "string" || typeof email !== "string" || typeof expiresAt !== "string") return null;
    return Date.parse(expiresAt) > Date.now() ? { token, email, expiresAt } : null;
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
