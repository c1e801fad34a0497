import { AdminSession } from "@chauffeur/contract";
import { createSessionStore } from "@chauffeur/contract/client";
import { apiFetch } from "../../../lib/api-client";

/** The admin's token lives in the tab's sessionStorage: it survives a reload, and logout forgets it. */
export const adminSessions = createSessionStore("chauffeur.admin.session", AdminSession);

export function login(username: string, password: string) {
  return apiFetch("/api/admin/login", AdminSession, {
    method: "POST",
    body: JSON.stringify({ username, password }),
  });
}
