import { type Db, loginAttempts } from "@chauffeur/db";
import { inArray, sql } from "drizzle-orm";
import { TooManyRequestsError } from "../../lib/errors";

/** Sign-in failures allowed per window before the key is locked for one window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

export interface LimitKey {
  key: string;
  limit: number;
}

/** The keys one sign-in counts against: the account (per role) and the client's address. */
export function loginKeys(
  role: "admin" | "driver",
  account: string,
  address: string | undefined,
): LimitKey[] {
  const keys: LimitKey[] = [{ key: `${role}:${account.trim().toLowerCase()}`, limit: ACCOUNT_FAILURE_LIMIT }];
  if (address) keys.push({ key: `ip:${address}`, limit: ADDRESS_FAILURE_LIMIT });
  return keys;
}

/** The caller's address as Cloudflare (or a local proxy) reports it. */
export function clientAddress(header: (name: string) => string | undefined): string | undefined {
  return header("cf-connecting-ip") ?? header("x-forwarded-for")?.split(",")[0]?.trim() ?? undefined;
}

/**
 * The keys one booking look-up counts against: the reference (someone guessing the e-mail of a known
 * reference) and the client's address (someone guessing references).
 */
export function lookupKeys(reference: string, address: string | undefined): LimitKey[] {
  const keys: LimitKey[] = [{ key: `lookup:${reference}`, limit: ACCOUNT_FAILURE_LIMIT }];
  if (address) keys.push({ key: `lookup-ip:${address}`, limit: ADDRESS_FAILURE_LIMIT });
  return keys;
}

/** Throws 429 with Retry-After when any key is locked. */
export async function assertNotLocked(
  db: Db,
  keys: LimitKey[],
  now = Date.now(),
  message = "Too many failed sign-in attempts. Please try again later.",
): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(
      inArray(
        loginAttempts.key,
        keys.map((k) => k.key),
      ),
    );
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil ?? 0));
  if (until > now) {
    throw new TooManyRequestsError(message, Math.ceil((until - now) / 1000));
  }
}

/**
 * Counts one failure per key in a single batch of upserts: a window older than LOGIN_WINDOW_MS starts
 * over, and reaching the limit locks the key for one window.
 */
export async function recordFailure(db: Db, keys: LimitKey[], now = Date.now()): Promise<void> {
  const stale = now - LOGIN_WINDOW_MS;
  const statements = keys.map(({ key, limit }) => {
    const failures = sql`case when ${loginAttempts.windowStart} <= ${stale} then 1 else ${loginAttempts.failures} + 1 end`;
    return db
      .insert(loginAttempts)
      .values({ key, failures: 1, windowStart: now, lockedUntil: limit <= 1 ? now + LOGIN_WINDOW_MS : null })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          lockedUntil: sql`case when (${failures}) >= ${limit} then ${now + LOGIN_WINDOW_MS} else ${loginAttempts.lockedUntil} end`,
          failures,
          windowStart: sql`case when ${loginAttempts.windowStart} <= ${stale} then ${now} else ${loginAttempts.windowStart} end`,
        },
      });
  });
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** A successful sign-in (or look-up) forgets the account's failures, not the address's. */
export async function clearFailures(db: Db, keys: LimitKey[]): Promise<void> {
  const accountKeys = keys.filter((k) => !/^(lookup-)?ip:/.test(k.key)).map((k) => k.key);
  if (accountKeys.length > 0) await db.delete(loginAttempts).where(inArray(loginAttempts.key, accountKeys));
}
