import { env } from "cloudflare:test";
import type { StaffRole } from "@chauffeur/contract";
import { admins, bookings, createDb, drivers } from "@chauffeur/db";
import { loadConfig } from "../src/env";
import { hashPassword } from "../src/services/auth/password";
import { startSession } from "../src/services/auth/sessions";
import { api } from "./helpers";

export const db = createDb(env.DB);
export const HOUR = 60 * 60 * 1000;
const unique = () => crypto.randomUUID().slice(0, 8).toUpperCase();

export type BookingRow = typeof bookings.$inferInsert;

/** A booking row with sensible defaults: a pending, unassigned sedan ride tomorrow at noon UTC. */
export function bookingRow(overrides: Partial<BookingRow> = {}): BookingRow {
  const pickupAt = overrides.pickupAt ?? Date.UTC(2030, 0, 15, 12);
  const now = new Date().toISOString();
  const date = new Date(pickupAt).toISOString();
  return {
    id: crypto.randomUUID(),
    reference: `BC-${unique()}`,
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    phone: "+16175550100",
    serviceType: "one-way",
    pickupLocation: "Logan International Airport",
    destination: "Cambridge, MA",
    scheduledDate: date.slice(0, 10),
    scheduledTime: date.slice(11, 16),
    pickupAt,
    expectedEndAt: pickupAt + HOUR,
    vehicleType: "sedan",
    vehiclePrice: 150,
    childSeatPrice: 0,
    serviceFee: 15,
    estimatedPrice: 165,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

export async function insertBooking(overrides: Partial<BookingRow> = {}) {
  const row = bookingRow(overrides);
  await db.insert(bookings).values(row);
  return row;
}

/** Inserts many rows in one batch (D1 allows 100 bound variables a statement, so 2 rows per insert). */
export async function insertBookings(rows: BookingRow[]) {
  const statements = [];
  for (let i = 0; i < rows.length; i += 2) statements.push(db.insert(bookings).values(rows.slice(i, i + 2)));
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

export type DriverRow = typeof drivers.$inferInsert;

export async function insertDriver(overrides: Partial<DriverRow> = {}) {
  const now = new Date().toISOString();
  const row: DriverRow = {
    id: crypto.randomUUID(),
    status: "active",
    firstName: "Dana",
    lastName: `Driver${unique()}`,
    email: `driver-${unique().toLowerCase()}@example.com`,
    phone: "+16175550199",
    licenseNumber: `MA-${unique()}`,
    vehicleTypes: ["sedan", "suv"],
    // Not a real hash: these drivers never sign in, and hashing costs time.
    passwordHash: "pbkdf2-sha256$1$AA==$AA==",
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  await db.insert(drivers).values(row);
  return row;
}

type StaffRow = typeof admins.$inferInsert;

/** A staff account that signs in with its e-mail (an owner unless told), with a real password hash. */
export async function insertAdmin(password = "correct-horse-42", overrides: Partial<StaffRow> = {}) {
  const email = `staff-${unique().toLowerCase()}@example.com`;
  const row = {
    id: crypto.randomUUID(),
    username: email,
    email,
    name: "Sam Staff",
    role: "owner" as const,
    passwordHash: await hashPassword(password),
    createdAt: new Date().toISOString(),
    ...overrides,
  };
  await db.insert(admins).values(row);
  return { ...row, password };
}

/** The services context of a test: the test database and configuration, as of now. */
export const testCtx = (now = new Date()) => ({ db, config: loadConfig(env), now });

/** A signed-in session's token for a staff member or a chauffeur (a real session row, as a sign-in makes). */
export async function sessionToken(kind: "staff" | "driver", accountId: string, now = new Date()) {
  return (await startSession(testCtx(now), { kind, accountId, address: undefined })).token;
}

export const jwtSecret = () => loadConfig(env).JWT_SECRET;

/** A staff row without a real password hash (an owner unless told), for tests that only need a session. */
export async function insertTokenAdmin(role: StaffRole = "owner") {
  const id = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  await db.insert(admins).values({
    id,
    username: `token-admin-${id}`,
    name: `Token ${role}`,
    role,
    passwordHash: "unused",
    createdAt,
  });
  return id;
}

/**
 * Bearer headers of a signed-in session: a staff member's (a new owner's without a subject) or a
 * driver's. Sessions of deleted or deactivated accounts are refused.
 */
export async function bearer(role: "admin" | "driver" = "admin", sub?: string) {
  const subject = sub ?? (role === "admin" ? await insertTokenAdmin() : crypto.randomUUID());
  return { authorization: `Bearer ${await sessionToken(role === "admin" ? "staff" : "driver", subject)}` };
}

/** Bearer headers of a new staff member of the given role. */
export async function staffBearer(role: StaffRole) {
  return bearer("admin", await insertTokenAdmin(role));
}

export async function adminApi(path: string, init: RequestInit = {}) {
  const headers = { ...(await bearer("admin")), ...(init.headers as Record<string, string> | undefined) };
  return api(path, { ...init, headers });
}

export async function detailOf(res: Response) {
  return ((await res.json()) as { detail: string }).detail;
}
