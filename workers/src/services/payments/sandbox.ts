import { SANDBOX_TOKENS, type SandboxToken } from "@chauffeur/contract";
import type { Db } from "@chauffeur/db";
import type { Ctx } from "../core/context";
import { BadRequestError, NotFoundError } from "../core/errors";
import { requestHash } from "../core/fingerprint";
import {
  type AuthorizeResult,
  type CallResult,
  type Card,
  type IntentStatus,
  type PaymentProvider,
  ProviderConflictError,
} from "./provider";

const HOUR = 3_600_000;
/** A second call with a key under way waits this long for the first's answer, in these steps. */
const MAX_WAIT_MS = 5_000;
const WAIT_STEP_MS = 25;
const CLAIM_ABANDONED_MS = 60_000;
const DAY = 24 * HOUR;
/** How long a hold lasts (Stripe's table): 7 days with the customer present; Visa 4 d 18 h without. */
function validity(token: SandboxToken, offSession: boolean): number {
  if (token === "tok_sandbox_expiringHold") return HOUR;
  const brand = cardOf(token)?.brand;
  return offSession && brand === "visa" ? 4 * DAY + 18 * HOUR : 7 * DAY;
}

const CARDS = new Map(
  Object.entries(SANDBOX_TOKENS).map(([number, c]) => [c.token, { brand: c.brand, last4: number.slice(-4) }]),
);
function cardOf(token: string): Card | null {
  return CARDS.get(token as SandboxToken) ?? null;
}

interface IntentRow {
  id: string;
  token: string;
  amount_cents: number;
  status: string;
  amount_capturable: number;
  amount_received: number;
  amount_refunded: number;
  capture_before: number | null;
  client_secret: string | null;
}

async function hex(value: string, length = 24): Promise<string> {
  return (await requestHash(value)).slice(0, length);
}

/**
 * The embedded processor, like a card processor's test mode: the outcome depends on the test card; its
 * authorizations are rows in D1 with a processor's rules (capture at most what is capturable, once;
 * refund at most what was captured); a repeated idempotency key replays its answer and a key reused
 * with other parameters is refused.
 */
export function sandboxProvider(db: Db, clock: () => number = Date.now): PaymentProvider {
  const d1 = db.$client;

  /**
   * A call under its idempotency key, like a processor's: the key is claimed (inserted) before acting, so
   * two calls with one key at once act once, and the second answers with the first's result; a key used
   * with other parameters is refused. A call that throws gives its key back; a claim whose call never
   * answered (the Worker died in it) is taken over after CLAIM_ABANDONED_MS.
   */
  async function once<T>(key: string, params: unknown, run: () => Promise<T>): Promise<T> {
    const hash = await requestHash(params);
    for (let waited = 0; ; waited += WAIT_STEP_MS) {
      const now = clock();
      const claimed = await d1
        .prepare(
          `insert into sandbox_requests (idempotency_key, request_hash, response, claimed_at) values (?, ?, '', ?)
           on conflict (idempotency_key) do update set claimed_at = excluded.claimed_at
             where sandbox_requests.response = '' and sandbox_requests.request_hash = excluded.request_hash
               and sandbox_requests.claimed_at <= ?`,
        )
        .bind(key, hash, now, now - CLAIM_ABANDONED_MS)
        .run();
      if (claimed.meta.changes === 1) {
        let result: T;
        try {
          result = await run();
        } catch (error) {
          await d1
            .prepare("delete from sandbox_requests where idempotency_key = ? and response = ''")
            .bind(key)
            .run();
          throw error;
        }
        await d1
          .prepare("update sandbox_requests set response = ? where idempotency_key = ?")
          .bind(JSON.stringify(result), key)
          .run();
        return result;
      }
      const seen = await d1
        .prepare("select request_hash, response from sandbox_requests where idempotency_key = ?")
        .bind(key)
        .first<{ request_hash: string; response: string }>();
      if (seen && seen.request_hash !== hash) {
        throw new ProviderConflictError(
          "Keys for idempotent requests can only be used with the same parameters they were first used with",
        );
      }
      if (seen?.response) return JSON.parse(seen.response) as T;
      if (waited >= MAX_WAIT_MS) {
        throw new ProviderConflictError(
          "There is currently another in-progress request using this idempotency key; try again later",
        );
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  const intent = (id: string) =>
    d1.prepare("select * from sandbox_intents where id = ?").bind(id).first<IntentRow>();

  const isDetached = async (card: { customerRef: string; paymentMethodRef: string }) =>
    (await d1
      .prepare("select 1 as found from sandbox_detached where customer_ref = ? and payment_method_ref = ?")
      .bind(card.customerRef, card.paymentMethodRef)
      .first()) !== null;

  return {
    name: "sandbox",
    authorize(request) {
      return once(request.idempotencyKey, request, async (): Promise<AuthorizeResult> => {
        const token = "token" in request.source ? request.source.token : request.source.paymentMethodRef;
        if ("customerRef" in request.source && (await isDetached(request.source))) {
          return {
            outcome: "declined",
            reason: "invalid_token",
            message: "This card was removed; it cannot be used again.",
            ref: null,
          };
        }
        const card = cardOf(token);
        if (!card)
          return {
            outcome: "declined",
            reason: "invalid_token",
            message: "The payment token is not valid.",
            ref: null,
          };
        if (token === "tok_sandbox_chargeDeclined")
          return { outcome: "declined", reason: "declined", message: "Your card was declined.", ref: null };
        if (token === "tok_sandbox_insufficientFunds")
          return {
            outcome: "declined",
            reason: "insufficient_funds",
            message: "Your card has insufficient funds.",
            ref: null,
          };
        const id = `sbpi_${await hex(request.idempotencyKey)}`;
        const now = clock();
        const needsCustomer = token === "tok_sandbox_authenticationRequired" && request.purpose !== "verify";
        const clientSecret = `${id}_secret_${await hex(`${id}:${crypto.randomUUID()}`, 16)}`;
        const captureBefore = now + validity(token as SandboxToken, request.offSession);
        await d1
          .prepare(
            `insert or ignore into sandbox_intents (id, token, amount_cents, status, amount_capturable, capture_before, client_secret, created_at)
             values (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            id,
            token,
            request.amountCents,
            needsCustomer ? "requires_action" : "requires_capture",
            needsCustomer ? 0 : request.amountCents,
            needsCustomer ? null : captureBefore,
            clientSecret,
            now,
          )
          .run();
        const customerRef = request.save
          ? (request.save.customerRef ?? `sbcus_${await hex(request.save.email.toLowerCase())}`)
          : "customerRef" in request.source
            ? request.source.customerRef
            : null;
        if (needsCustomer) {
          if (request.offSession) {
            return {
              outcome: "action_required",
              ref: id,
              clientSecret,
              message: "Your bank asks you to confirm this payment.",
            };
          }
          const stored = await intent(id);
          return {
            outcome: "action_required",
            ref: id,
            clientSecret: stored?.client_secret ?? clientSecret,
            message: "Your bank asks you to confirm this payment.",
          };
        }
        return { outcome: "authorized", ref: id, captureBefore, card, customerRef, paymentMethodRef: token };
      });
    },
    capture({ ref, amountCents, idempotencyKey }) {
      return once(idempotencyKey, { ref, amountCents }, async (): Promise<CallResult> => {
        const row = await intent(ref);
        if (!row) return { ok: false, message: `No such payment intent: ${ref}` };
        if (row.status !== "requires_capture" || (row.capture_before ?? 0) <= clock()) {
          return {
            ok: false,
            message: `This authorization cannot be captured: it is ${row.status === "requires_capture" ? "expired" : row.status}`,
          };
        }
        if (amountCents > row.amount_capturable) {
          return {
            ok: false,
            message: `The amount to capture (${amountCents}) is more than the capturable amount (${row.amount_capturable})`,
          };
        }
        const changed = await d1
          .prepare(
            "update sandbox_intents set status = 'succeeded', amount_received = ?, amount_capturable = 0 where id = ? and status = 'requires_capture'",
          )
          .bind(amountCents, ref)
          .run();
        if (changed.meta.changes !== 1)
          return { ok: false, message: "This authorization was captured or released meanwhile" };
        return { ok: true, ref };
      });
    },
    cancel({ ref, idempotencyKey }) {
      return once(idempotencyKey, { ref }, async (): Promise<CallResult> => {
        // Only a hold still held is released: a capture that landed meanwhile is never overwritten.
        const changed = await d1
          .prepare(
            "update sandbox_intents set status = 'canceled', amount_capturable = 0 where id = ? and status in ('requires_capture', 'requires_action')",
          )
          .bind(ref)
          .run();
        if (changed.meta.changes === 1) return { ok: true, ref };
        const row = await intent(ref);
        if (!row) return { ok: false, message: `No such payment intent: ${ref}` };
        if (row.status === "canceled" || row.status === "failed") return { ok: true, ref };
        return { ok: false, message: "A captured payment cannot be released; refund it" };
      });
    },
    refund({ ref, amountCents, reason, idempotencyKey }) {
      return once(idempotencyKey, { ref, amountCents, reason }, async (): Promise<CallResult> => {
        const changed = await d1
          .prepare(
            "update sandbox_intents set amount_refunded = amount_refunded + ? where id = ? and status = 'succeeded' and amount_refunded + ? <= amount_received",
          )
          .bind(amountCents, ref, amountCents)
          .run();
        if (changed.meta.changes !== 1)
          return {
            ok: false,
            message: `Refund of ${amountCents} is more than what is left to refund on ${ref}`,
          };
        return { ok: true, ref: `sbre_${await hex(idempotencyKey)}` };
      });
    },
    async detach({ customerRef, paymentMethodRef }) {
      // Like a processor's: the card is gone from that customer for good; removing it twice is no error.
      await d1
        .prepare(
          "insert or ignore into sandbox_detached (customer_ref, payment_method_ref, detached_at) values (?, ?, ?)",
        )
        .bind(customerRef, paymentMethodRef, clock())
        .run();
      return { ok: true, ref: paymentMethodRef };
    },
    async retrieve(ref): Promise<IntentStatus> {
      const row = await intent(ref);
      const status = (row?.status ?? "failed") as IntentStatus["status"];
      const card = row ? cardOf(row.token) : null;
      return {
        status,
        amountCapturable: row?.amount_capturable ?? 0,
        amountReceived: row?.amount_received ?? 0,
        amountRefunded: row?.amount_refunded ?? 0,
        captureBefore: row?.capture_before ?? null,
        card,
        customerRef: null,
        paymentMethodRef: row?.token ?? null,
      };
    },
  };
}

/** POST /api/payments/sandbox/authenticate: the sandbox bank's answer, while the sandbox is the processor. */
export async function authenticateSandbox({
  ctx,
  input: { clientSecret, approve },
}: {
  ctx: Ctx;
  input: { clientSecret: string; approve: boolean };
}): Promise<{ authenticated: boolean }> {
  if (ctx.config.PAYMENT_PROVIDER !== "sandbox") throw new NotFoundError("The sandbox is not in use");
  if (!(await authenticateSandboxIntent(ctx.db, clientSecret, approve))) {
    throw new BadRequestError("No payment is waiting for authentication with this secret");
  }
  return { authenticated: approve };
}

/**
 * The sandbox's 3-D Secure step (the page shows it as the bank's challenge): approving moves the
 * authorization to capturable, failing leaves it needing another card. Only the client secret opens it.
 */
export async function authenticateSandboxIntent(
  db: Db,
  clientSecret: string,
  approve: boolean,
  clock: () => number = Date.now,
): Promise<boolean> {
  const d1 = db.$client;
  const row = await d1
    .prepare("select * from sandbox_intents where client_secret = ? and status = 'requires_action'")
    .bind(clientSecret)
    .first<IntentRow>();
  if (!row) return false;
  const captureBefore = clock() + validity(row.token as SandboxToken, false);
  await d1
    .prepare(
      "update sandbox_intents set status = ?, amount_capturable = ?, capture_before = ? where id = ? and status = 'requires_action'",
    )
    .bind(
      approve ? "requires_capture" : "failed",
      approve ? row.amount_cents : 0,
      approve ? captureBefore : null,
      row.id,
    )
    .run();
  return true;
}
