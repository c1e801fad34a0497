/**
 * Every state a booking, its assignment, a ride and a driver can be in: one list each, used by the
 * database's column types (db/src/schema), the API's schemas and the pages (SPEC.md section 4).
 */
export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled", "completed"] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

export const ASSIGNMENT_STATUSES = [
  "unassigned",
  "assigned",
  "accepted",
  "rejected",
  "in_progress",
  "completed",
] as const;
export type AssignmentStatusValue = (typeof ASSIGNMENT_STATUSES)[number];

/**
 * The driver's progress on an accepted ride. `completed` and `no_show` end it; no-show is allowed only
 * from en route or arrived, once the pickup time has passed.
 */
export const RIDE_STAGES = ["en_route", "arrived", "on_board", "completed", "no_show"] as const;
export type RideStageValue = (typeof RIDE_STAGES)[number];

export const DRIVER_STATUSES = ["active", "inactive"] as const;

/** A staff member's role (docs/decisions/021): what each may do is `STAFF_ACCESS` in rules/staff-access.ts. */
export const STAFF_ROLES = ["owner", "dispatcher", "accountant"] as const;
export type StaffRoleValue = (typeof STAFF_ROLES)[number];
