import { DriverSession } from "@chauffeur/contract";
import { createSessionStore } from "@chauffeur/contract/client";
import { SESSION_KEY } from "../../../config";
import { apiFetch } from "../../../lib/api-client";

/** The driver's token lives in the tab's sessionStorage: it survives a reload, and logout forgets it. */
export const driverSessions = createSessionStore(SESSION_KEY, DriverSession);

/** POST /api/drivers/login. */
export function login(email: string, password: string) {
  return apiFetch("/api/drivers/login", DriverSession, {
    method: "POST",
    body: JSON.stringify({ email, password }),
  });
}
