import { AdminSession } from "@chauffeur/contract";
import { createSessionStore } from "@chauffeur/contract/client";

/** The admin's token lives in the tab's sessionStorage: it survives a reload, and logout forgets it. */
export const adminSessions = createSessionStore("chauffeur.admin.session", AdminSession);
