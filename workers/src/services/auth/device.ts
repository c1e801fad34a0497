import { randomToken, sha256Hex } from "../core/fingerprint";

/**
 * A device with a known-good history (docs/decisions/018): the browser that signed in to an account (or
 * looked a booking up) before carries a cookie the server signed, naming the device and the accounts it
 * succeeded for. Such a client is gated by its own counters only, so a stranger's guesses from elsewhere
 * slow the strangers, never the person (OWASP ASVS 5.0 6.1.1). The cookie holds no secret of the account:
 * stolen, it gives its holder five guesses per 15 minutes on those accounts, like any client.
 */
export const DEVICE_COOKIE = "bc_device";
/** A year: a device stays known across shifts and bookings. */
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const MAX_ACCOUNTS = 12;

export interface KnownDevice {
  id: string;
  /** Short hashes of the `scope:account` keys this device succeeded for, newest first. */
  accounts: string[];
}

const b64url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromB64url = (text: string) => atob(text.replace(/-/g, "+").replace(/_/g, "/"));

async function mac(payload: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`device-cookie:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const sig = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(payload));
  return b64url(String.fromCharCode(...new Uint8Array(sig)));
}

const accountHash = async (scope: string, account: string) =>
  (await sha256Hex(`${scope}:${account.trim().toLowerCase()}`)).slice(0, 16);

/** The device the request's cookie names, when the server signed it; null otherwise. */
export async function readDevice(cookie: string | undefined, secret: string): Promise<KnownDevice | null> {
  const [payload, signature, extra] = (cookie ?? "").split(".");
  if (!payload || !signature || extra !== undefined || payload.length > 1024) return null;
  if ((await mac(payload, secret)) !== signature) return null;
  try {
    const parsed = JSON.parse(fromB64url(payload)) as { d?: unknown; a?: unknown };
    if (typeof parsed.d !== "string" || !Array.isArray(parsed.a)) return null;
    return { id: parsed.d, accounts: parsed.a.filter((a): a is string => typeof a === "string") };
  } catch {
    return null;
  }
}

/** The device's id when it succeeded for this account before; null for a client with no such history. */
export async function knownDeviceFor(
  device: KnownDevice | null,
  scope: string,
  account: string,
): Promise<string | null> {
  if (!device) return null;
  return device.accounts.includes(await accountHash(scope, account)) ? device.id : null;
}

/** The cookie's new value after a success for this account: the device (or a new one) remembers it. */
export async function rememberSuccess(
  device: KnownDevice | null,
  scope: string,
  account: string,
  secret: string,
): Promise<string> {
  const hash = await accountHash(scope, account);
  const accounts = [hash, ...(device?.accounts ?? []).filter((a) => a !== hash)].slice(0, MAX_ACCOUNTS);
  const payload = b64url(JSON.stringify({ d: device?.id ?? randomToken(12), a: accounts }));
  return `${payload}.${await mac(payload, secret)}`;
}
