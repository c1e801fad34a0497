import { z } from "zod";
import { STAFF_ROLES } from "../rules/statuses";
import { passwordText, singleLine } from "./text";

/** POST /api/admin/login. Bounded so a huge password cannot make hashing expensive. */
export const AdminLogin = z.object({
  username: singleLine(100).pipe(z.string().min(1, "Username is required")),
  password: passwordText(1, "Password is required"),
});
export type AdminLogin = z.infer<typeof AdminLogin>;

/**
 * The answer to a successful staff sign-in: a short-lived bearer token (renewed while the person works,
 * POST /api/auth/session/renew) of a session that ends at `sessionEndsAt` (a shift) at the latest.
 */
export const AdminSession = z.object({
  token: z.string(),
  expiresAt: z.string(),
  username: z.string(),
  id: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  sessionEndsAt: z.string(),
  /** Ten single-use recovery codes, shown once: only in the answer that enrolled the second factor. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type AdminSession = z.infer<typeof AdminSession>;

export const ADMIN_LOGIN_FAILED = "Invalid username or password";

/**
 * GET /api/admin/dev-sign-in: the development sign-in when it works on this server, else null. The
 * pages carry no credentials; a development server tells them (docs/decisions/020-development-sign-in.md).
 */
export const DevSignIn = z.object({
  signIn: z.object({ username: z.string(), password: z.string() }).nullable(),
});
export type DevSignIn = z.infer<typeof DevSignIn>;

/** The first step of a sign-in with a second factor: a code is asked next (POST /api/admin/login/mfa). */
export const MfaRequired = z.object({ mfaRequired: z.literal(true), challenge: z.string() });
export type MfaRequired = z.infer<typeof MfaRequired>;

/** The first sign-in of an account without a second factor: enrol one (the page shows the QR code). */
export const MfaSetup = z.object({
  mfaSetup: z.object({ challenge: z.string(), secret: z.string(), otpauthUrl: z.string() }),
});
export type MfaSetup = z.infer<typeof MfaSetup>;

/** POST /api/admin/login: a session, or the second step (a code, or enrolling a second factor first). */
export const AdminLoginResult = z.union([AdminSession, MfaRequired, MfaSetup]);
export type AdminLoginResult = z.infer<typeof AdminLoginResult>;
