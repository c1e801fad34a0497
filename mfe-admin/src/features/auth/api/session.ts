import { AdminSession } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

const KEY = "chauffeur.admin.session";

/** The token lives in sessionStorage: it survives a reload of this tab, and logout forgets it. */
export function readSession(): AdminSession | null {
  try {
    const parsed = AdminSession.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? "null"));
    if (!parsed.success || Date.parse(parsed.data.expiresAt) <= Date.now()) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export function storeSession(session: AdminSession | null) {
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
}

export function login(username: string, password: string) {
  return apiFetch("/api/admin/login", AdminSession, {
    method: "POST",
    body: JSON.stringify({ username, password }),
  });
}
