// The Worker settings a local run takes from the environment (README, Configuration).
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
  "MAIL_PROVIDER_URL",
  "MAIL_PROVIDER_TOKEN",
  "SITE_NAME",
  "SITE_PHONE",
  "SITE_PHONE_HREF",
  "SITE_EMAIL",
  "SITE_CHAT_URL",
];

/** The development admin of a local run, unless the environment names another (README). */
export const DEV_ADMIN = { username: "admin", password: "chauffeur-admin-2026" };

/** `--var NAME:value` arguments for wrangler dev, from the environment and the given overrides. */
export function wranglerVars(overrides = {}) {
  const values = {
    ENVIRONMENT: "development",
    ADMIN_USERNAME: DEV_ADMIN.username,
    ADMIN_PASSWORD: DEV_ADMIN.password,
    ...Object.fromEntries(FORWARDED_SETTINGS.filter((k) => process.env[k]).map((k) => [k, process.env[k]])),
    ...overrides,
  };
  return Object.entries(values).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
}
