import type { Db } from "@chauffeur/db";
import { runGuarded, type Statement } from "../core/batch";
import { GoneError } from "../core/errors";
import { randomToken, sha256Hex } from "../core/fingerprint";

/**
 * Single-use links (an invite, a password reset): the link carries a random token, the database keeps
 * only its hash, its expiry and when it was used. A new link replaces the account's earlier ones.
 */
export type LinkPurpose = "invite" | "reset";
export type AccountKind = "staff" | "driver";

export const LINK_USED =
  "This link was already used, replaced by a newer one, or has expired. Ask for a new one.";

/** A new link's token and the statements that store it (and retire the account's earlier ones). */
export async function newLink(input: {
  purpose: LinkPurpose;
  kind: AccountKind;
  accountId: string;
  ttlMs: number;
  now: number;
}): Promise<{ token: string; statements: Statement[] }> {
  const token = randomToken(32);
  const hash = await sha256Hex(token);
  return {
    token,
    statements: [
      {
        sql: `update account_tokens set expires_at = min(expires_at, ?)
          where account_kind = ? and account_id = ? and purpose = ? and used_at is null`,
        params: [input.now, input.kind, input.accountId, input.purpose],
      },
      {
        sql: `insert into account_tokens (token_hash, purpose, account_kind, account_id, created_at, expires_at)
          values (?, ?, ?, ?, ?, ?)`,
        params: [hash, input.purpose, input.kind, input.accountId, input.now, input.now + input.ttlMs],
      },
    ],
  };
}

export interface LinkAccount {
  kind: AccountKind;
  accountId: string;
}

/** The account a link names while it can still be used; 410 once used, replaced or expired. */
export async function peekLink(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now: number,
): Promise<LinkAccount> {
  const row = await db.$client
    .prepare(
      `select account_kind, account_id from account_tokens
       where token_hash = ? and purpose = ? and used_at is null and expires_at > ?`,
    )
    .bind(await sha256Hex(token), purpose, now)
    .first<{ account_kind: AccountKind; account_id: string }>();
  if (!row) throw new GoneError(LINK_USED);
  return { kind: row.account_kind, accountId: row.account_id };
}

/** Uses the link up, once: of two requests with it, one wins and the other gets 410. */
export async function useLink(db: Db, token: string, purpose: LinkPurpose, now: number): Promise<void> {
  const [used] = await runGuarded(db, [
    {
      sql: `update account_tokens set used_at = ?
        where token_hash = ? and purpose = ? and used_at is null and expires_at > ?`,
      params: [now, await sha256Hex(token), purpose, now],
    },
  ]);
  if (used !== 1) throw new GoneError(LINK_USED);
}
