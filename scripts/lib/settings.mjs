// The Worker settings a local run takes from the environment (README, Configuration).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import DEV_ADMIN from "../../workers/src/services/staff/dev-admin.json" with { type: "json" };
export const FORWARDED_SETTINGS = [
  "ENVIRONMENT",
  "REMOTE_BOOKING_URL",
  "REMOTE_ADMIN_URL",
  "REMOTE_DRIVER_URL",
  "JWT_SECRET",
  "ADMIN_USERNAME",
  "ADMIN_PASSWORD",
  "PAYMENT_PROVIDER",
  "PAYMENT_AUTH_AMOUNT_CENTS",
  "PAYMENT_SESSION_TTL_MINUTES",
  "PAYMENT_HOLD_DAYS",
  "PAYMENT_RENEW_HOURS",
  "PAYMENT_LINK_TTL_HOURS",
  "STRIPE_SECRET_KEY",
  "STRIPE_API_BASE",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_JS_URL",
  "SITE_URL",
  "GOOGLE_MAPS_API_KEY",
  "GOOGLE_MAPS_API_BASE",
  "MAP_TILE_URL",
  "TELEMETRY_SAMPLE_PERCENT",
  "CANARY_MIN_VIEWS",
  "CANARY_MARGIN_PERCENT",
  "ROUTER_URL",
  "PLACES_PHOTON_URL",
  "RESEND_API_KEY",
  "RESEND_API_BASE",
  "RESEND_WEBHOOK_SECRET",
  "MAIL_FROM_ADDRESS",
  "MAIL_FROM_NAME",
  "MAIL_REPLY_TO",
  "SMS_PROVIDER_URL",
  "SMS_ACCOUNT_SID",
  "SMS_AUTH_TOKEN",
  "SMS_FROM",
  "FLIGHT_API_URL",
  "FLIGHT_API_KEY",
  "FLIGHT_PICKUP_BUFFER_MINUTES",
  "DRIVER_TURNAROUND_MINUTES",
  "SERVICE_AREA_CENTER",
  "SERVICE_AREA_NAME",
  "SERVICE_AREA_RADIUS_MILES",
  "MAX_TRIP_MILES",
  "BOOKING_HORIZON_DAYS",
  "RATING_FLAG_AVERAGE",
  "RATING_FLAG_MIN_COUNT",
  "SITE_NAME",
  "SITE_PHONE",
  "SITE_PHONE_HREF",
  "SITE_EMAIL",
  "SITE_CHAT_URL",
  "OPERATOR_ADDRESS",
  "INVOICE_BANK_TRANSFER",
];

/** The development admin of a local run, unless the environment names another (README). */
export { DEV_ADMIN };

/** The Worker settings of a local run: development defaults, then the environment, then `overrides`. */
export function workerSettings(overrides = {}) {
  return {
    ENVIRONMENT: "development",
    ADMIN_USERNAME: DEV_ADMIN.username,
    ADMIN_PASSWORD: DEV_ADMIN.password,
    ...Object.fromEntries(FORWARDED_SETTINGS.filter((k) => process.env[k]).map((k) => [k, process.env[k]])),
    ...overrides,
  };
}

/**
 * One dotenv line that wrangler reads back unchanged: `$` escaped (wrangler expands `$NAME` in env files),
 * quotes chosen around what the value holds.
 */
export function dotenvLine(name, value) {
  const text = String(value).replaceAll("$", "\\$");
  if (!/['\n\r]/.test(text)) return `${name}='${text}'`;
  if (!/["\\]/.test(text)) return `${name}="${text.replaceAll("\n", "\\n").replaceAll("\r", "\\r")}"`;
  if (!/[`\n\r]/.test(text)) return `${name}=\`${text}\``;
  throw new Error(`${name}: a value with quotes of every kind and line breaks cannot be passed to wrangler`);
}

/**
 * Writes the settings to a dotenv file only this user can read, for `wrangler dev --env-file`: secrets
 * (ADMIN_PASSWORD, JWT_SECRET, STRIPE_SECRET_KEY...) never appear on a command line, where `ps` shows
 * them to every user of the machine. `remove()` deletes it; it also goes when this process exits.
 */
export function writeSettingsFile(values) {
  const dir = mkdtempSync(join(tmpdir(), "chauffeur-settings-"));
  const path = join(dir, "worker.env");
  const lines = Object.entries(values).map(([k, v]) => dotenvLine(k, v));
  writeFileSync(path, `${lines.join("\n")}\n`, { mode: 0o600 });
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.once("exit", remove);
  return { path, remove };
}
