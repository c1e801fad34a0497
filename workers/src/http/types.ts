import type { Db } from "@chauffeur/db";
import type { Bindings, Config } from "../env";
import type { AuthClaims } from "../services/auth/tokens";

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    config: Config;
    db: Db;
    /** Set by requireAdmin / requireDriver. */
    auth: AuthClaims;
    /** Set for a page: its style elements carry it, and the CSP names it. */
    cspNonce?: string;
  };
}
