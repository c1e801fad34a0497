import { DriverSession } from "@chauffeur/contract";
import { SESSION_KEY } from "../../../config";
import { apiFetch } from "../../../lib/api-client";

/** The stored session, or null when there is none or its token has expired. */
export function readSession(): DriverSession | null {
  try {
    const parsed = DriverSession.safeParse(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? "null"));
    if (!parsed.success || Date.parse(parsed.data.expiresAt) <= Date.now()) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export function storeSession(session: DriverSession | null) {
  if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(SESSION_KEY);
}

/** POST /api/drivers/login. */
export function login(email: string, password: string) {
  return apiFetch("/api/drivers/login", DriverSession, {
    method: "POST",
    body: JSON.stringify({ email, password }),
  });
}
