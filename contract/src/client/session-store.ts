import type { z } from "zod";

/**
 * A staff session (token and expiry) kept in sessionStorage: it survives a reload of the tab, an expired
 * or malformed one reads as signed out, and logout forgets it.
 */
export function createSessionStore<S extends z.ZodType<{ expiresAt: string }>>(key: string, schema: S) {
  function read(): z.output<S> | null {
    try {
      const parsed = schema.safeParse(JSON.parse(sessionStorage.getItem(key) ?? "null"));
      if (!parsed.success || Date.parse(parsed.data.expiresAt) <= Date.now()) return null;
      return parsed.data;
    } catch {
      return null;
    }
  }
  function store(session: z.output<S> | null) {
    if (session) sessionStorage.setItem(key, JSON.stringify(session));
    else sessionStorage.removeItem(key);
  }
  return { read, store };
}
