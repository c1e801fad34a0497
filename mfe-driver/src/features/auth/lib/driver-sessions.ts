import { DriverSession } from "@chauffeur/contract";
import { createSessionStore } from "@chauffeur/contract/client";
import { SESSION_KEY } from "../../../config";

/** The driver's token lives in the tab's sessionStorage: it survives a reload, and logout forgets it. */
export const driverSessions = createSessionStore(SESSION_KEY, DriverSession);
