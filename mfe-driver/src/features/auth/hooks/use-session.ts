import { useTokenSession } from "@chauffeur/ui/session";
import { setAuth } from "../../../lib/api-client";
import { driverSessions } from "../lib/driver-sessions";

/** The signed-in driver; a 401 from any call (an expired token) signs out with a message. */
export const useSession = () => useTokenSession(driverSessions, setAuth);
