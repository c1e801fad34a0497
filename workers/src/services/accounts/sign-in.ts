import { ACCOUNT_LINK_SENT, type AccountSession } from "@chauffeur/contract";
import { accountSessions, customerAccounts, type Db } from "@chauffeur/db";
import { and, eq, gt, isNull } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import { type Ctx, siteUrlOf } from "../core/context";
import { GoneError, UnauthorizedError } from "../core/errors";
import { outboxIfChanged } from "../core/outbox";
import { signInLinkMessage } from "../messages/customer-accounts";

/**
 * Customer sign-in by e-mail link (docs/decisions/026). A link's token and an account token are random;
 * only their SHA-256 is stored, so a copy of the database signs nobody in. A link works once, for 15
 * minutes; the account token lasts 30 days and ends when the customer signs out or deletes the account.
 */
export const LINK_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Links sent to one address in an hour; more are answered the same way and not sent. */
export const LINKS_PER_HOUR = 5;
export const LINK_USED = "This sign-in link was already used or has expired. Ask for a new one.";
export const SIGN_IN_AGAIN = "Your sign-in has ended; ask for a new link.";

function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * POST /api/account/sign-in: a link to the address, always the same answer (whether or not it has
 * bookings or an account). The link and its message are written together; a newer link retires the older.
 */
export async function requestSignIn({ ctx, input }: { ctx: Ctx; input: { email: string } }) {
  const email = input.email.toLowerCase();
  const now = ctx.now.getTime();
  const token = randomToken();
  const link = `${siteUrlOf(ctx.config)}/account?token=${token}`;
  await runGuarded(ctx.db, [
    {
      sql: "update account_sign_in_links set expires_at = min(expires_at, ?) where email = ? and used_at is null",
      params: [now, email],
    },
    {
      // At most LINKS_PER_HOUR an hour: a stranger cannot fill someone's inbox.
      sql: `insert into account_sign_in_links (token_hash, email, created_at, expires_at)
        select ?, ?, ?, ? where (select count(*) from account_sign_in_links where email = ? and created_at > ?) < ?`,
      params: [
        await sha256Hex(token),
        email,
        now,
        now + LINK_TTL_MS,
        email,
        now - 60 * 60 * 1000,
        LINKS_PER_HOUR,
      ],
    },
    outboxIfChanged(signInLinkMessage(email, link, ctx.config), ctx.now.toISOString()),
  ]);
  return { message: ACCOUNT_LINK_SENT };
}

/**
 * POST /api/account/session: uses the link up (of two requests with it, one wins; the other, a late one
 * and an unknown one are 410), makes the account the first time, and opens a 30-day session.
 */
export async function openSession({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { token: string };
}): Promise<AccountSession> {
  const now = ctx.now.getTime();
  const hash = await sha256Hex(input.token);
  const link = await ctx.db.$client
    .prepare("select email from account_sign_in_links where token_hash = ?")
    .bind(hash)
    .first<{ email: string }>();
  if (!link) throw new GoneError(LINK_USED);
  const at = ctx.now.toISOString();
  const accountToken = randomToken();
  const expiresAt = now + SESSION_TTL_MS;
  const id = crypto.randomUUID();
  const [used] = await runGuarded(ctx.db, [
    {
      sql: "update account_sign_in_links set used_at = ? where token_hash = ? and used_at is null and expires_at > ?",
      params: [now, hash, now],
    },
    {
      sql: `insert into customer_accounts (id, email, created_at, updated_at, last_sign_in_at)
        select ?, ?, ?, ?, ? where changes() = 1
        on conflict (email) do update set last_sign_in_at = excluded.last_sign_in_at`,
      params: [id, link.email, at, at, at],
    },
    {
      sql: `insert into account_sessions (token_hash, account_id, created_at, expires_at)
        select ?, a.id, ?, ? from customer_accounts a
        where a.email = ? and exists (select 1 from account_sign_in_links where token_hash = ? and used_at = ?)`,
      params: [await sha256Hex(accountToken), now, expiresAt, link.email, hash, now],
    },
  ]);
  if (used !== 1) throw new GoneError(LINK_USED);
  return { token: accountToken, email: link.email, expiresAt: new Date(expiresAt).toISOString() };
}

export type SignedInAccount = typeof customerAccounts.$inferSelect;

/** The account an account token stands for, while its session is live; 401 otherwise. */
export async function accountOfToken(db: Db, token: string, now: Date): Promise<SignedInAccount> {
  const row = await db
    .select({ account: customerAccounts })
    .from(accountSessions)
    .innerJoin(customerAccounts, eq(customerAccounts.id, accountSessions.accountId))
    .where(
      and(
        eq(accountSessions.tokenHash, await sha256Hex(token)),
        isNull(accountSessions.endedAt),
        gt(accountSessions.expiresAt, now.getTime()),
      ),
    )
    .get();
  if (!row) throw new UnauthorizedError(SIGN_IN_AGAIN);
  return row.account;
}

/** POST /api/account/sign-out: this session ends; the token is refused from now on. */
export async function endSession({ ctx, input }: { ctx: Ctx; input: { token: string } }) {
  await ctx.db
    .update(accountSessions)
    .set({ endedAt: ctx.now.getTime() })
    .where(eq(accountSessions.tokenHash, await sha256Hex(input.token)));
}
