import { useTokenSession } from "@chauffeur/ui/session";
import { setAuth } from "../../../lib/api-client";
import { renewSession } from "../api/session";
import { adminSessions } from "../lib/admin-sessions";

/**
 * The signed-in staff member: the token renewed while the console is open (within the 12-hour shift);
 * a session that ended (signed out elsewhere, deactivated, a new password) signs out with a message.
 */
export const useSession = () => useTokenSession(adminSessions, setAuth, renewSession);
