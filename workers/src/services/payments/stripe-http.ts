import type { FetchFn } from "../core/context";
import { ProviderConflictError, ProviderError } from "./provider";

/** The API version this adapter is written against (sent on every call, so account defaults do not matter). */
export const STRIPE_API_VERSION = "2025-03-31.basil";

type Param = string | number | boolean | null | undefined | Param[] | { [key: string]: Param };

/** Stripe's form encoding: nested objects as `a[b]=`, arrays as `a[0]=`; null and undefined are left out. */
export function formEncode(params: Record<string, Param>): string {
  const out = new URLSearchParams();
  const walk = (prefix: string, value: Param) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(`${prefix}[${i}]`, v);
    } else if (typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(`${prefix}[${k}]`, v);
    else out.append(prefix, String(value));
  };
  for (const [k, v] of Object.entries(params)) walk(k, v);
  return out.toString();
}

export interface StripeErrorBody {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: StripeIntent;
}

export interface StripeIntent {
  id: string;
  object: "payment_intent";
  status: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  client_secret?: string;
  customer?: string | null;
  payment_method?: string | { id: string; card?: { brand: string; last4: string } } | null;
  latest_charge?:
    | string
    | {
        id: string;
        amount_refunded?: number;
        payment_method_details?: { card?: { capture_before?: number } };
      }
    | null;
  metadata?: Record<string, string>;
}

export type StripeAnswer<T> = { ok: true; body: T } | { ok: false; status: number; error: StripeErrorBody };

/**
 * A request with our idempotency key is still under way at Stripe (a double click, two tabs): Stripe answers
 * 409 `idempotency_key_in_use` until it is done. The same request is sent again after these waits, and gets
 * the first one's answer; Stripe's own libraries retry a 409 likewise.
 */
const IN_USE_RETRY_MS = [50, 100, 200, 400, 800, 1600];

/** One call to Stripe's API: form-encoded, the secret key, the pinned version, an idempotency key on POSTs. */
export function stripeClient(secretKey: string, apiBase: string, fetchFn: FetchFn) {
  const base = apiBase.replace(/\/$/, "");
  return async function call<T>(
    method: "GET" | "POST",
    path: string,
    params: Record<string, Param> = {},
    idempotencyKey?: string,
  ): Promise<StripeAnswer<T>> {
    for (const wait of IN_USE_RETRY_MS) {
      const answer = await once<T>(method, path, params, idempotencyKey);
      if (answer !== IN_USE) return answer;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const last = await once<T>(method, path, params, idempotencyKey);
    if (last === IN_USE)
      throw new ProviderConflictError("This payment is already under way; please try again in a moment");
    return last;
  };

  async function once<T>(
    method: "GET" | "POST",
    path: string,
    params: Record<string, Param>,
    idempotencyKey?: string,
  ): Promise<StripeAnswer<T> | typeof IN_USE> {
    const query = method === "GET" ? formEncode(params) : "";
    let res: Response;
    try {
      res = await fetchFn(`${base}${path}${query ? `?${query}` : ""}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          "stripe-version": STRIPE_API_VERSION,
          ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body: method === "POST" ? formEncode(params) : undefined,
      });
    } catch (err) {
      throw new ProviderError(`Stripe could not be reached (${String(err)})`);
    }
    const body = (await res.json().catch(() => ({}))) as T & { error?: StripeErrorBody };
    if (res.ok) return { ok: true, body };
    const error = body.error ?? {};
    if (res.status === 409 && error.code === "idempotency_key_in_use") return IN_USE;
    if (error.type === "idempotency_error")
      throw new ProviderConflictError(error.message ?? "Idempotency key reused");
    // Our key, our request or Stripe itself failed: not something the customer's card can fix.
    if (res.status === 401 || res.status === 403 || res.status === 429 || res.status >= 500) {
      throw new ProviderError(`Stripe answered HTTP ${res.status}: ${error.message ?? "no detail"}`);
    }
    return { ok: false, status: res.status, error };
  }
}

const IN_USE = Symbol("idempotency key in use");
