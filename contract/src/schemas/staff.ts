import { z } from "zod";
import { STAFF_ROLES } from "../rules/statuses";
import { isIsoDate } from "../rules/time-slots";
import { EmailAddress, passwordText, queryInteger, singleLine } from "./text";

export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/** A staff password: at least 12 characters (any, spaces count). */
export const StaffPassword = passwordText(12, "Password must be at least 12 characters");

/** A one-time token of an e-mailed link (invite, password reset) or of a sign-in's second step. */
const LinkToken = singleLine(200).pipe(z.string().min(1, "The link's token is missing"));

/** A staff account as the owner's Staff tab lists it. */
export const StaffAccount = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for the environment's owner (ADMIN_USERNAME), who signs in with that username. */
  email: z.string().nullable(),
  username: z.string(),
  role: StaffRole,
  active: z.boolean(),
  /** invited: the link was sent and the password is not set yet. */
  status: z.enum(["invited", "active", "inactive"]),
  mfaEnabled: z.boolean(),
  /** The account of ADMIN_USERNAME/ADMIN_PASSWORD: its password follows the environment. */
  fromEnvironment: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

export const StaffList = z.object({ items: z.array(StaffAccount), total: z.number() });
export type StaffList = z.infer<typeof StaffList>;

/** POST /api/admin/staff (owner): the invite goes to `email` with a link to set a password. */
export const InviteStaff = z.object({
  name: singleLine(100).pipe(z.string().min(1, "Name is required")),
  email: EmailAddress,
  role: StaffRole,
});
export type InviteStaff = z.infer<typeof InviteStaff>;

/** PATCH /api/admin/staff/{id} (owner). */
export const UpdateStaff = z
  .object({ role: StaffRole.optional(), active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, "Give a role or active");
export type UpdateStaff = z.infer<typeof UpdateStaff>;

/** POST /api/admin/staff/accept: the invite's token sets the password, once. */
export const AcceptInvite = z.object({ token: LinkToken, password: StaffPassword });
export type AcceptInvite = z.infer<typeof AcceptInvite>;

export const InviteAccepted = z.object({ message: z.string(), username: z.string() });
export type InviteAccepted = z.infer<typeof InviteAccepted>;

/** GET /api/admin/me: who is signed in, and the refund limit of their role (null: none). */
export const StaffMe = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: StaffRole,
  username: z.string(),
  refundLimitCents: z.number().int().nullable(),
  sessionEndsAt: z.string(),
});
export type StaffMe = z.infer<typeof StaffMe>;

/** POST /api/admin/login/mfa: a code of the authenticator app (6 digits) or a recovery code. */
export const MfaCode = z.object({
  challenge: LinkToken,
  code: singleLine(32).pipe(z.string().min(1, "Enter the code")),
});
export type MfaCode = z.infer<typeof MfaCode>;

/** POST /api/admin/sessions/revoke-all: one's own sessions, or (an owner) a staff member's. */
export const RevokeSessions = z.object({ staffId: singleLine(100).optional() });
export type RevokeSessions = z.infer<typeof RevokeSessions>;

export const SessionsRevoked = z.object({ message: z.string(), revoked: z.number().int() });
export type SessionsRevoked = z.infer<typeof SessionsRevoked>;

/** POST /api/auth/password-reset: answered 202 whatever the address. */
export const PasswordResetRequest = z.object({ email: EmailAddress });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** POST /api/auth/password-reset/confirm: the account's own rule applies too (staff 12 characters). */
export const PasswordResetConfirm = z.object({
  token: LinkToken,
  password: passwordText(10, "Password must be at least 10 characters"),
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirm>;

export const PasswordResetDone = z.object({
  message: z.string(),
  /** Where to sign in now: the console or the chauffeur app. */
  signInPath: z.enum(["/admin", "/driver"]),
});
export type PasswordResetDone = z.infer<typeof PasswordResetDone>;

/** POST /api/auth/session/renew: the session's latest token (expired is fine) for a fresh one. */
export const RenewSession = z.object({
  token: z
    .string()
    .max(4000)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, "must be a session's token"),
});
export type RenewSession = z.infer<typeof RenewSession>;

export const RenewedSession = z.object({
  token: z.string(),
  expiresAt: z.string(),
  sessionEndsAt: z.string(),
});
export type RenewedSession = z.infer<typeof RenewedSession>;

/** GET/PATCH /api/admin/settings (owner). */
export const StaffSettings = z.object({
  dispatcherRefundLimitCents: z.number().int().min(0).max(100_000_000),
});
export type StaffSettings = z.infer<typeof StaffSettings>;

const isoDay = singleLine(10).refine(isIsoDate, "must be a date (YYYY-MM-DD)");

/** GET /api/admin/audit (owner, accountant): dates are Boston days, both ends included. */
export const AuditQuery = z.object({
  /** A person by their account id, or a part of their name. */
  actor: singleLine(100).optional(),
  action: singleLine(60)
    .refine((v) => /^[a-z-]+\.[a-z-]+$/.test(v), "must be an action such as payment.refunded")
    .optional(),
  bookingId: singleLine(100).optional(),
  /** A record by its id or its label (a booking's reference, a driver's or staff member's name or e-mail). */
  record: singleLine(100).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: queryInteger(1, 100_000).default(1),
  pageSize: queryInteger(1, 200).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** One row of the audit log: who (account, role, address), when, what, which record, before and after. */
export const AuditItem = z.object({
  id: z.number(),
  at: z.string(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  actorName: z.string().nullable(),
  address: z.string().nullable(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), label: z.string().nullable() }).nullable(),
  bookingId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export type AuditItem = z.infer<typeof AuditItem>;

export const AuditPage = z.object({
  items: z.array(AuditItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPage = z.infer<typeof AuditPage>;
