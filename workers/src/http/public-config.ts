import { PRICING_V1, type PricingRules, type PublicConfig } from "@chauffeur/contract";
import type { Config } from "../env";
import { type RemotePointers, remoteManifest } from "../services/remotes/manifest";

/**
 * The micro-frontend manifest (the releases promoted in D1, else the built-in remotes), the company's
 * public details and the card processor (GET /api/config and every page). The gratuity the booking page
 * starts on is the published price rules' default (version 1's when none is at hand).
 */
export function publicConfig(
  config: Config,
  remotes: RemotePointers,
  pricing: PricingRules | null = null,
): PublicConfig {
  return {
    remotes: remoteManifest(config, remotes),
    site: {
      name: config.SITE_NAME,
      phone: config.SITE_PHONE,
      phoneHref: config.SITE_PHONE_HREF,
      email: config.SITE_EMAIL,
      chatUrl: config.SITE_CHAT_URL,
      serviceArea: "Nationwide USA",
      hours: "24/7 Service Available",
    },
    environment: config.ENVIRONMENT,
    ...(config.MAP_TILE_URL ? { mapTileUrl: config.MAP_TILE_URL } : {}),
    payments: paymentsConfig(config, (pricing ?? PRICING_V1).gratuityDefaultPercent),
    telemetry: { samplePercent: config.TELEMETRY_SAMPLE_PERCENT },
    policy: config.BOOKING_POLICY,
  };
}

/** Stripe's Elements only when Stripe is the processor and its publishable key is set; else the sandbox fields. */
function paymentsConfig(config: Config, gratuityDefaultPercent: number): PublicConfig["payments"] {
  const holdDays = config.PAYMENT_HOLD_DAYS;
  if (config.PAYMENT_PROVIDER === "stripe" && config.STRIPE_PUBLISHABLE_KEY) {
    return {
      provider: "stripe",
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      ...(config.STRIPE_JS_URL ? { stripeJsUrl: config.STRIPE_JS_URL } : {}),
      holdDays,
      gratuityDefaultPercent,
    };
  }
  return {
    provider: config.PAYMENT_PROVIDER === "stripe" ? "stripe" : "sandbox",
    holdDays,
    gratuityDefaultPercent,
  };
}
