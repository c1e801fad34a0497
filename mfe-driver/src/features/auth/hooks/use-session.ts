import { useTokenSession } from "@chauffeur/ui/session";
import { setAuth } from "../../../lib/api-client";
import { renewSession } from "../api/login";
import { driverSessions } from "../lib/driver-sessions";

/**
 * The signed-in driver: the token renewed while the app is open (within the 14-hour shift), also after
 * a time without signal; a session that ended (signed out elsewhere, a new password, made inactive)
 * signs out with a message, and the rides and taps kept on the phone stay for the next sign-in.
 */
export const useSession = () => useTokenSession(driverSessions, setAuth, renewSession);
