import type { StaffRoleValue as StaffRole } from "./statuses";

/**
 * Who may do what, in one table read by the server's guards (every staff route names one area) and by
 * the console (each person sees only the tabs of their areas). docs/decisions/021.
 */
export const STAFF_ACCESS = {
  /** Their own account and sessions: any signed-in staff member. */
  self: ["owner", "dispatcher", "accountant"],
  /** Reading bookings: the list, one booking and its history, the counts. */
  bookings: ["owner", "dispatcher", "accountant"],
  /** The operator's day: approve, assign, cancel, flights, board, day plan, drivers, messages, quotes. */
  dispatch: ["owner", "dispatcher"],
  /** Money: capture, release, refund (a dispatcher up to the refund limit). */
  money: ["owner", "dispatcher", "accountant"],
  /** Companies on account and their bookers (issue 40): the dispatcher or the accountant. */
  companies: ["owner", "dispatcher", "accountant"],
  /** Companies' invoices: issue, mark paid, void (the accountant's). */
  invoices: ["owner", "accountant"],
  /** The audit log and its export. */
  audit: ["owner", "accountant"],
  /** The chauffeurs' pay: weekly statements, marking them paid, payroll (issue 41). */
  pay: ["owner", "accountant"],
  /** Staff, settings, micro-frontend releases and the scheduled jobs. */
  owner: ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_ACCESS;

export const mayUse = (role: StaffRole, area: StaffArea): boolean =>
  (STAFF_ACCESS[area] as readonly StaffRole[]).includes(role);

/** The console's tabs, each with the area it needs. */
export const CONSOLE_TABS = {
  bookings: "bookings",
  "phone-booking": "dispatch",
  board: "dispatch",
  /** What someone must look at (services/alerts): dispatch's exceptions and the accounts' reconciliation. */
  exceptions: "bookings",
  "day-plan": "dispatch",
  drivers: "dispatch",
  messages: "dispatch",
  ratings: "dispatch",
  pay: "pay",
  releases: "owner",
  pricing: "owner",
  fleet: "owner",
  settings: "owner",
  staff: "owner",
  audit: "audit",
  billing: "companies",
} as const satisfies Record<string, StaffArea>;
export type ConsoleTab = keyof typeof CONSOLE_TABS;

/** Roles that refund any amount; a dispatcher refunds up to the setting below. */
export const UNLIMITED_REFUND_ROLES: readonly StaffRole[] = ["owner", "accountant"];
/** The dispatcher's refund limit until an owner changes it ($100). */
export const DEFAULT_DISPATCHER_REFUND_LIMIT_CENTS = 10_000;

/** A dispatcher's refund over the limit: the words the server answers (403) and the console shows. */
export const refundOverLimit = (limit: string) =>
  `A dispatcher may refund up to ${limit} on a booking; ask an accountant or the owner for more`;

/** How long a session lasts from its sign-in, at most (a shift), and each access token within it. */
export const SHIFT_HOURS = { staff: 12, driver: 14 } as const;
export const ACCESS_TOKEN_MINUTES = 15;
/** Invites and password-reset links. */
export const INVITE_TTL_HOURS = 72;
export const RESET_TTL_MINUTES = 30;
export const RECOVERY_CODE_COUNT = 10;

/**
 * The actions the audit log records today (the console's filter offers them); a domain added later records
 * its own under the same `<record>.<what-happened>` form.
 */
export const AUDIT_ACTIONS = [
  "staff.signed-in",
  "staff.signed-out",
  "staff.sessions-revoked",
  "staff.invited",
  "staff.invite-accepted",
  "staff.role-changed",
  "staff.deactivated",
  "staff.reactivated",
  "staff.mfa-enrolled",
  "staff.recovery-code-used",
  "staff.password-reset",
  "staff.password-changed",
  "driver.signed-in",
  "driver.signed-out",
  "driver.sessions-revoked",
  "driver.password-reset",
  "driver.created",
  "driver.changed",
  "driver.deleted",
  "booking.approved",
  "booking.assigned",
  "booking.cancelled",
  "booking.flight-landing",
  "payment.captured",
  "payment.released",
  "payment.refunded",
  "ride.responded",
  "ride.progressed",
  "message.replied",
  "quote.sent",
  "quote.declined",
  "alert.resolved",
  "release.sealed",
  "company.created",
  "company.changed",
  "invoice.run",
  "invoice.marked-paid",
  "invoice.voided",
  "release.checked",
  "release.promoted",
  "release.rolled-back",
  "settings.changed",
  "pricing.published",
  "fleet.changed",
  "service.changed",
  "leader.changed",
  "media.uploaded",
  "jobs.run",
  "payout.issued",
  "payout.marked-paid",
] as const;
