import type { Db } from "@chauffeur/db";
import { runGuarded } from "../core/batch";
import { TooManyRequestsError } from "../core/errors";

/**
 * Guessing limits for the sign-ins and the booking look-up (OWASP ASVS 2.2.1), three keys per attempt:
 * - the account and the client together (`pair`): 5 misses in 15 minutes lock that pair for 15 minutes,
 *   so a stranger locks only themselves out;
 * - the client across accounts (`client`): 20 misses in 15 minutes lock that client for 15 minutes;
 * - the account from everywhere (`account`): 10 misses an hour are free, then each further attempt waits
 *   1, 2, 4 ... 64 seconds after the last one. Many addresses together slow the account down (at most
 *   about 70 guesses an hour) but cannot lock its owner out for longer than a minute.
 * docs/decisions/018-guessing-limits.md says why.
 */
export interface LimitKey {
  key: string;
  /** Misses allowed in the window before the key blocks. */
  limit: number;
  windowMs: number;
  /** `lock`: blocked for lockMs once at the limit; `backoff`: blocked 2^(misses - limit) s, 64 s at most. */
  kind: "lock" | "backoff";
  lockMs: number;
  /** The key that names this client and account together: forgotten after a success. */
  pair?: boolean;
}

const MINUTE_MS = 60_000;
export const PAIR_LIMIT = 5;
export const CLIENT_LIMIT = 20;
export const ACCOUNT_FREE_MISSES = 10;
export const LOCK_MS = 15 * MINUTE_MS;
export const MAX_BACKOFF_SECONDS = 64;

function keysFor(scope: string, clientScope: string, account: string, client: string): LimitKey[] {
  return [
    {
      key: `${scope}:${account}@${client}`,
      limit: PAIR_LIMIT,
      windowMs: LOCK_MS,
      kind: "lock",
      lockMs: LOCK_MS,
      pair: true,
    },
    {
      key: `${clientScope}:${client}`,
      limit: CLIENT_LIMIT,
      windowMs: LOCK_MS,
      kind: "lock",
      lockMs: LOCK_MS,
    },
    {
      key: `${scope}:${account}`,
      limit: ACCOUNT_FREE_MISSES,
      windowMs: 60 * MINUTE_MS,
      kind: "backoff",
      lockMs: 0,
    },
  ];
}

/**
 * A device that succeeded for the account before (auth/device.ts) counts against its own key only: five
 * misses lock that device for 15 minutes, and nobody else's guesses, from any address, slow it.
 */
function deviceKeys(scope: string, account: string, deviceId: string): LimitKey[] {
  return [
    {
      key: `${scope}:${account}@device:${deviceId}`,
      limit: PAIR_LIMIT,
      windowMs: LOCK_MS,
      kind: "lock",
      lockMs: LOCK_MS,
      pair: true,
    },
  ];
}

/**
 * The keys one sign-in counts against (docs/decisions/018-guessing-limits.md). `knownDevice`: the id of
 * a device that signed in to this account before, or null.
 */
export function loginKeys(
  role: "admin" | "driver",
  account: string,
  address: string | undefined,
  knownDevice: string | null = null,
): LimitKey[] {
  const name = account.trim().toLowerCase();
  if (knownDevice) return deviceKeys(role, name, knownDevice);
  return keysFor(role, "signin-client", name, address ?? "unknown");
}

/** The keys one booking look-up counts against: the reference plays the account. */
export function lookupKeys(
  reference: string,
  address: string | undefined,
  knownDevice: string | null = null,
): LimitKey[] {
  const name = reference.trim().toUpperCase();
  if (knownDevice) return deviceKeys("lookup", name, knownDevice);
  return keysFor("lookup", "lookup-client", name, address ?? "unknown");
}

/** Expands `::` so an IPv6 address can be cut to its /64 network. */
function ipv6Groups(address: string): string[] | null {
  const [head = "", tail, extra] = address.split("::");
  if (extra !== undefined) return null;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => "0"), ...right];
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups : null;
}

/**
 * The caller's address: `cf-connecting-ip`, which Cloudflare sets on every request and a client cannot
 * forge there (locally, wrangler dev sets it from the socket unless the request brings its own).
 * `x-forwarded-for` is never read: anyone can write it. IPv6 callers count per /64 network, the block
 * one subscriber usually holds.
 */
export function clientAddress(header: (name: string) => string | undefined): string | undefined {
  const raw = header("cf-connecting-ip")?.trim().toLowerCase();
  if (!raw) return undefined;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(raw)) return raw;
  const groups = raw.length <= 45 ? ipv6Groups(raw.replace(/%.*$/, "")) : null;
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : undefined;
}

const placeholders = (keys: LimitKey[]) => keys.map(() => "?").join(", ");

/** SQL for "blocked until" after `count` misses, per key of the `p` parameters. */
const blockAfter = (count: string) =>
  `case when ${count} >= p.lim then p.now + case when p.soft = 1 then (1 << min(${count} - p.lim, 6)) * 1000 else p.lock_ms end end`;

/**
 * Records one attempt against every key and answers whether it may go on, in one guarded statement:
 * the upsert writes only when no key blocks, and the miss that reaches a limit sets the block in the
 * same write. D1 runs statements one at a time, so 40 guesses at once get exactly the allowed few.
 * Attempts are counted before the password is checked; `attemptSucceeded` takes a success back out.
 */
export async function beginAttempt(
  db: Db,
  keys: LimitKey[],
  { now = Date.now(), message = "Too many failed sign-in attempts. Please try again later." } = {},
): Promise<void> {
  if (keys.length === 0) return;
  const params = keys.flatMap((k) => [
    k.key,
    k.limit,
    k.windowMs,
    k.kind === "backoff" ? 1 : 0,
    k.lockMs,
    now,
  ]);
  const misses = `case when login_attempts.window_start <= p.now - p.window_ms then 1 else login_attempts.failures + 1 end`;
  const d1 = db.$client;
  const [, state] = await d1.batch([
    d1
      .prepare(
        `with p(key, lim, window_ms, soft, lock_ms, now) as (values ${keys.map(() => "(?, ?, ?, ?, ?, ?)").join(", ")})
        insert into login_attempts (key, failures, window_start, locked_until)
        select p.key, 1, p.now, ${blockAfter("1")} from p
        where not exists (select 1 from login_attempts b join p q on q.key = b.key where b.locked_until > q.now)
        on conflict(key) do update set
          failures = (select ${misses} from p where p.key = excluded.key),
          window_start = (select case when login_attempts.window_start <= p.now - p.window_ms then p.now
            else login_attempts.window_start end from p where p.key = excluded.key),
          locked_until = (select ${blockAfter(`(${misses})`)} from p where p.key = excluded.key)`,
      )
      .bind(...params),
    d1
      .prepare(
        `select changes() as recorded,
          (select max(locked_until) from login_attempts where key in (${placeholders(keys)})) as until`,
      )
      .bind(...keys.map((k) => k.key)),
  ]);
  const row = state?.results[0] as { recorded: number; until: number | null } | undefined;
  if (row && row.recorded === 0) {
    const until = Math.max(row.until ?? now, now + 1000);
    throw new TooManyRequestsError(message, Math.ceil((until - now) / 1000));
  }
}

/** A success forgets the pair's misses and takes this attempt back out of the client's and account's. */
export async function attemptSucceeded(db: Db, keys: LimitKey[]): Promise<void> {
  const pair = keys.filter((k) => k.pair).map((k) => k.key);
  const shared = keys.filter((k) => !k.pair);
  await runGuarded(db, [
    {
      sql: `delete from login_attempts where key in (${placeholders(keys.filter((k) => k.pair))})`,
      params: pair,
    },
    ...shared.map((k) => ({
      sql: `update login_attempts set failures = max(failures - 1, 0),
          locked_until = case when failures - 1 >= ? then locked_until else null end where key = ?`,
      params: [k.limit, k.key],
    })),
  ]);
}
