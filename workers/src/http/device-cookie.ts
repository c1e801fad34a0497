import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE,
  type KnownDevice,
  readDevice,
  rememberSuccess,
} from "../services/auth/device";
import type { AppEnv } from "./types";

/** The request's known-device cookie (docs/decisions/018), when the server signed it. */
export const deviceOf = (c: Context<AppEnv>): Promise<KnownDevice | null> =>
  readDevice(getCookie(c, DEVICE_COOKIE), c.var.config.JWT_SECRET);

/**
 * After a success (a sign-in, a booking's look-up or its booking), the browser's cookie remembers the
 * account, so its next attempts count against its own limit only. HttpOnly (no page script reads it),
 * SameSite=Strict, sent to the API only; Secure over HTTPS.
 */
export async function rememberDevice(
  c: Context<AppEnv>,
  device: KnownDevice | null,
  scope: "admin" | "driver" | "lookup",
  account: string,
): Promise<void> {
  const value = await rememberSuccess(device, scope, account, c.var.config.JWT_SECRET);
  setCookie(c, DEVICE_COOKIE, value, {
    path: "/api",
    httpOnly: true,
    sameSite: "Strict",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
}
