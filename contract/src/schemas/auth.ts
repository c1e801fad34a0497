import { z } from "zod";
import { passwordText, singleLine } from "./text";

/** POST /api/admin/login. Bounded so a huge password cannot make hashing expensive. */
export const AdminLogin = z.object({
  username: singleLine(100).pipe(z.string().min(1, "Username is required")),
  password: passwordText(1, "Password is required"),
});
export type AdminLogin = z.infer<typeof AdminLogin>;

/** The answer to a successful admin sign-in: a short-lived bearer token. */
export const AdminSession = z.object({
  token: z.string(),
  expiresAt: z.string(),
  username: z.string(),
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
