import type { StaffRole } from "@chauffeur/contract";
import type { Bindings, Config } from "../env";
import type { SignedInAccount } from "../services/accounts/sign-in";
import type { AuthClaims } from "../services/auth/tokens";
import type { Services } from "../services/context";

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    config: Config;
    /** The services context of this request (database, configuration, clock, providers), built once. */
    services: Services;
    /** Set by the guards; a staff member's carries their role and name as they are now. */
    auth: AuthClaims & {
      staffRole?: StaffRole;
      name?: string;
      username?: string;
      /** When the session ends at the latest (epoch ms). */
      sessionEndsAt?: number;
    };
    /** Set by requireAccount: the signed-in customer's account (docs/decisions/026). */
    account: SignedInAccount;
    /** Set for a page: its style elements carry it, and the CSP names it. */
    cspNonce?: string;
  };
}
