import type { MfaCode } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/login/mfa: the code of the app, or a recovery code; the session (and, at enrolment, the codes). */
export const loginMfa = (body: MfaCode) => api.post("/api/admin/login/mfa", { body });
