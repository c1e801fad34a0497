import {
  BOOKING_HORIZON_DAYS,
  type BookingPolicy,
  DEFAULT_BOOKING_POLICY,
  DEFAULT_FLIGHT_PICKUP_BUFFER_MINUTES,
  DEFAULT_HOLD_DAYS,
  DEFAULT_RATING_FLAG,
  DEFAULT_SERVICE_AREA,
  SITE_DEFAULTS,
} from "@chauffeur/contract";
import { z } from "zod";

/**
 * Settings that are secrets in production (`wrangler secret put NAME`) or optional overrides. Locally
 * they come from `.dev.vars` or the environment of `npm start` (see README, Configuration).
 */
export interface OptionalSettings {
  JWT_SECRET?: string;
  ADMIN_USERNAME?: string;
  ADMIN_PASSWORD?: string;
  PAYMENT_PROVIDER?: string;
  PAYMENT_AUTH_AMOUNT_CENTS?: string;
  PAYMENT_SESSION_TTL_MINUTES?: string;
  PAYMENT_HOLD_DAYS?: string;
  PAYMENT_RENEW_HOURS?: string;
  PAYMENT_LINK_TTL_HOURS?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_BASE?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_JS_URL?: string;
  SITE_URL?: string;
  GOOGLE_MAPS_API_KEY?: string;
  GOOGLE_MAPS_API_BASE?: string;
  MAP_TILE_URL?: string;
  TELEMETRY_SAMPLE_PERCENT?: string;
  CANARY_MIN_VIEWS?: string;
  CANARY_MARGIN_PERCENT?: string;
  ROUTER_URL?: string;
  PLACES_PHOTON_URL?: string;
  RESEND_API_KEY?: string;
  RESEND_API_BASE?: string;
  RESEND_WEBHOOK_SECRET?: string;
  MAIL_FROM_ADDRESS?: string;
  MAIL_FROM_NAME?: string;
  MAIL_REPLY_TO?: string;
  SMS_PROVIDER_URL?: string;
  SMS_ACCOUNT_SID?: string;
  SMS_AUTH_TOKEN?: string;
  SMS_FROM?: string;
  FLIGHT_API_URL?: string;
  FLIGHT_API_KEY?: string;
  FLIGHT_PICKUP_BUFFER_MINUTES?: string;
  DRIVER_TURNAROUND_MINUTES?: string;
  BOOKING_HORIZON_DAYS?: string;
  RATING_FLAG_AVERAGE?: string;
  RATING_FLAG_MIN_COUNT?: string;
  SITE_NAME?: string;
  SITE_PHONE?: string;
  SITE_PHONE_HREF?: string;
  SITE_EMAIL?: string;
  SITE_CHAT_URL?: string;
  OPERATOR_ADDRESS?: string;
  INVOICE_BANK_TRANSFER?: string;
}

export type Bindings = Env & OptionalSettings;

const DEV_JWT_SECRET = "development-only-secret-change-me-in-production-0123456789";
/** A Stripe secret or restricted key, live or test mode. */
const STRIPE_KEY = /^(sk|rk)_(live|test)_\w{8,}$/;

const remoteUrl = z
  .string()
  .min(1)
  .refine((v) => v.startsWith("/") || /^https?:\/\//.test(v), "must be a path or an http(s) URL");
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ConfigSchema = z
  .object({
    ENVIRONMENT: z.enum(["development", "production"]).default("production"),
    REMOTE_BOOKING_URL: remoteUrl,
    REMOTE_ADMIN_URL: remoteUrl,
    REMOTE_DRIVER_URL: remoteUrl,
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ADMIN_USERNAME: z.string().min(3).optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).optional(),
    PAYMENT_AUTH_AMOUNT_CENTS: positiveInt(100),
    PAYMENT_SESSION_TTL_MINUTES: positiveInt(30),
    PAYMENT_HOLD_DAYS: positiveInt(DEFAULT_HOLD_DAYS),
    PAYMENT_RENEW_HOURS: positiveInt(12),
    PAYMENT_LINK_TTL_HOURS: positiveInt(72),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_API_BASE: z.url().default("https://api.stripe.com"),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
    STRIPE_JS_URL: optionalUrl,
    SITE_URL: optionalUrl,
    GOOGLE_MAPS_API_KEY: z.string().optional(),
    GOOGLE_MAPS_API_BASE: z.url().default("https://maps.googleapis.com"),
    MAP_TILE_URL: z.string().optional(),
    /** An OSRM-compatible router (its /route/v1/driving API) for road distances and the route line. */
    ROUTER_URL: optionalUrl,
    /** A Photon-compatible geocoder (its /api search) for addresses and venues instead of the gazetteer. */
    PLACES_PHOTON_URL: optionalUrl,
    /** Resend (docs/decisions/022): its API key, origin and webhook signing secret. */
    RESEND_API_KEY: z.string().startsWith("re_", "must be a Resend API key (re_...)").optional(),
    RESEND_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.resend.com"),
    RESEND_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
    /** Who e-mails come from (an address on a domain verified at the provider), under what name, and where replies go. */
    MAIL_FROM_ADDRESS: z.email().optional(),
    MAIL_FROM_NAME: z.string().min(1).max(100).optional(),
    MAIL_REPLY_TO: z.email().optional(),
    /** A Twilio-compatible SMS API (https://api.twilio.com), its account and sending number. */
    SMS_PROVIDER_URL: optionalUrl,
    SMS_ACCOUNT_SID: z.string().optional(),
    SMS_AUTH_TOKEN: z.string().optional(),
    SMS_FROM: z
      .string()
      .regex(/^\+[1-9]\d{1,14}$/, "must be a phone number in E.164 form, e.g. +16175550142")
      .optional(),
    /** An AeroDataBox-compatible flight status API (https://api.aerodatabox.com) and its key. */
    FLIGHT_API_URL: optionalUrl,
    FLIGHT_API_KEY: z.string().optional(),
    /** Minutes from a flight's landing to its pickup. */
    FLIGHT_PICKUP_BUFFER_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(180)
      .default(DEFAULT_FLIGHT_PICKUP_BUFFER_MINUTES),
    /** Time a driver needs between two rides (travel to the next pickup): added to every ride's end. */
    DRIVER_TURNAROUND_MINUTES: z.coerce.number().int().min(0).max(720).default(30),
    /** The service area (contract/src/rules/service-area.ts): its centre as "lat,lng", its name, radius and longest trip. */
    SERVICE_AREA_CENTER: z
      .string()
      .regex(
        /^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/,
        'must be "latitude,longitude", e.g. 42.3601,-71.0589',
      )
      .default(`${DEFAULT_SERVICE_AREA.lat},${DEFAULT_SERVICE_AREA.lng}`),
    SERVICE_AREA_NAME: z.string().min(1).default(DEFAULT_SERVICE_AREA.name),
    SERVICE_AREA_RADIUS_MILES: z.coerce
      .number()
      .positive()
      .max(3000)
      .default(DEFAULT_SERVICE_AREA.radiusMiles),
    MAX_TRIP_MILES: z.coerce.number().positive().max(5000).default(DEFAULT_SERVICE_AREA.maxTripMiles),
    /** How far ahead a pickup can be booked (PRODUCT.md: a year). */
    BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(3660).default(BOOKING_HORIZON_DAYS),
    /** A chauffeur whose 90-day average is under this, over at least RATING_FLAG_MIN_COUNT ratings, is flagged. */
    RATING_FLAG_AVERAGE: z.coerce.number().min(1).max(5).default(DEFAULT_RATING_FLAG.average),
    RATING_FLAG_MIN_COUNT: z.coerce.number().int().min(1).max(1000).default(DEFAULT_RATING_FLAG.minCount),
    /** The share of page views (percent) that report their remotes' field data. */
    TELEMETRY_SAMPLE_PERCENT: z.coerce.number().min(0).max(100).default(10),
    /** A canary is judged (and may be rolled back by the jobs) once this many page views tried it. */
    CANARY_MIN_VIEWS: z.coerce.number().int().min(1).max(1_000_000).default(200),
    /** How far (percentage points) a canary's load-failure or error rate may exceed the live version's. */
    CANARY_MARGIN_PERCENT: z.coerce.number().min(0).max(100).default(5),
    SITE_NAME: z.string().default(SITE_DEFAULTS.name),
    SITE_PHONE: z.string().default(SITE_DEFAULTS.phone),
    SITE_PHONE_HREF: z.string().default(SITE_DEFAULTS.phoneHref),
    SITE_EMAIL: z.email().default(SITE_DEFAULTS.email),
    SITE_CHAT_URL: z.url().default(SITE_DEFAULTS.chatUrl),
    /** The operator's postal address, printed on invoices and receipts (lines separated by " | "). */
    OPERATOR_ADDRESS: z.string().max(300).optional(),
    /** How a company pays an invoice by bank transfer (bank, account, routing), on every invoice. */
    INVOICE_BANK_TRANSFER: z.string().max(500).optional(),
  })
  .transform((c, ctx) => {
    const production = c.ENVIRONMENT === "production";
    if (production && !c.JWT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required in production" });
    }
    const provider = c.PAYMENT_PROVIDER ?? (c.STRIPE_SECRET_KEY ? "stripe" : "sandbox");
    // The sandbox takes no money: production on it would book rides nobody pays for.
    if (production && (provider !== "stripe" || !STRIPE_KEY.test(c.STRIPE_SECRET_KEY ?? ""))) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message:
          "is required in production (a Stripe secret or restricted key, sk_... or rk_...): the sandbox processor takes no real payments, so bookings are refused without it",
      });
    }
    // A provider refuses an e-mail without a sender: a key without one would fail every message.
    if (c.RESEND_API_KEY && !c.MAIL_FROM_ADDRESS) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_FROM_ADDRESS"],
        message: "is required with RESEND_API_KEY",
      });
    }
    // The booking policies no variable sets: the contract's until an owner saves theirs (services/settings).
    const BOOKING_POLICY: BookingPolicy = {
      ...DEFAULT_BOOKING_POLICY,
      bookingHorizonDays: c.BOOKING_HORIZON_DAYS,
    };
    return { ...c, JWT_SECRET: c.JWT_SECRET ?? DEV_JWT_SECRET, PAYMENT_PROVIDER: provider, BOOKING_POLICY };
  });

export type Config = z.output<typeof ConfigSchema>;

/** Every setting the Worker reads (a local run passes each one found in its environment: scripts/lib/settings.mjs). */
export const SETTING_NAMES = Object.keys(ConfigSchema.in.shape);

const cache = new WeakMap<object, Config>();

/** Validates the Worker's configuration once per isolate; a bad setting fails every request loudly. */
export function loadConfig(env: Bindings): Config {
  const cached = cache.get(env);
  if (cached) return cached;
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === "string" && v !== ""));
  const parsed = ConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Invalid Worker configuration: ${problems}`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}
