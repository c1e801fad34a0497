import { useTokenSession } from "@chauffeur/ui/session";
import { setAuth } from "../../../lib/api-client";
import { adminSessions } from "../lib/admin-sessions";

/** The signed-in admin; a 401 from any call (an expired token) signs out with a message. */
export const useSession = () => useTokenSession(adminSessions, setAuth);
