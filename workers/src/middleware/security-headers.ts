import type { MiddlewareHandler } from "hono";
import type { Config } from "../env";
import type { AppEnv } from "../http/types";

function originOf(url: string | undefined): string | null {
  if (!url || url.startsWith("/")) return null;
  try {
    return new URL(url.replace(/\{[a-z]\}/g, "a")).origin;
  } catch {
    return null;
  }
}

/**
 * Stripe's hosts (its CSP guide: Stripe.js from js.stripe.com, its frames from js.stripe.com and
 * hooks.stripe.com, its API at api.stripe.com), only when the pages load Stripe Elements; a configured
 * stand-in for Stripe.js (STRIPE_JS_URL) is allowed instead of Stripe's own script host.
 */
function stripeSources(config: Config) {
  if (config.PAYMENT_PROVIDER !== "stripe" || !config.STRIPE_PUBLISHABLE_KEY) return null;
  const standIn = originOf(config.STRIPE_JS_URL);
  const js = standIn ?? "https://js.stripe.com";
  return {
    script: [js],
    frame: standIn ? [standIn] : ["https://js.stripe.com", "https://hooks.stripe.com"],
    connect: standIn ? [standIn] : ["https://api.stripe.com"],
  };
}

/**
 * The Content-Security-Policy the site runs under: our own scripts plus any micro-frontend hosted on
 * another origin, map tiles from the configured source, the card processor's fields when Stripe is on
 * (card data only in its frame: PCI DSS SAQ-A), and no inline style but a page's own: the style
 * elements of a page (Emotion's, which Chakra fills) carry the nonce of that answer
 * (docs/decisions/007-style-nonce.md). The API reference page passes its inline script's nonce, and
 * asks for inline styles (its bundle writes style elements it cannot tag).
 */
export function contentSecurityPolicy(
  config: Config,
  page: { scriptNonce?: string; styleNonce?: string; inlineStyles?: boolean } = {},
): string {
  const remoteOrigins = [config.REMOTE_BOOKING_URL, config.REMOTE_ADMIN_URL, config.REMOTE_DRIVER_URL]
    .map(originOf)
    .filter((o): o is string => o !== null);
  const tiles = originOf(config.MAP_TILE_URL);
  const stripe = stripeSources(config);
  const scriptNonce = page.scriptNonce ? [`'nonce-${page.scriptNonce}'`] : [];
  const scripts = ["'self'", ...new Set([...remoteOrigins, ...(stripe?.script ?? [])]), ...scriptNonce].join(
    " ",
  );
  const styles = page.styleNonce
    ? `'self' 'nonce-${page.styleNonce}'`
    : page.inlineStyles
      ? "'self' 'unsafe-inline'"
      : "'self'";
  const connect = [
    "'self'",
    ...new Set([...remoteOrigins, ...(stripe?.connect ?? [])]),
    ...(tiles ? [tiles] : []),
  ].join(" ");
  const images = ["'self'", "data:", "blob:", ...(tiles ? [tiles] : [])].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    ...(stripe ? [`frame-src ${stripe.frame.join(" ")}`] : []),
    `style-src ${styles}`,
    `img-src ${images}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    // No <base> element may move where the page's relative scripts (a remote's chunks) come from.
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const cspCache = new WeakMap<Config, string>();

/** Security headers on every answer, API and pages alike. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const config = c.get("config");
  const nonce = c.get("cspNonce");
  let csp = nonce
    ? contentSecurityPolicy(config, { styleNonce: nonce, scriptNonce: nonce })
    : cspCache.get(config);
  if (!csp) {
    csp = contentSecurityPolicy(config);
    cspCache.set(config, csp);
  }
  // Answers from the assets binding come with immutable headers: copy before changing them.
  c.res = new Response(c.res.body, c.res);
  const h = c.res.headers;
  // A page that needs its own policy (only the API reference: a nonce for its inline script) sets it.
  if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", csp);
  h.set("X-Content-Type-Options", "nosniff");
  h.set("X-Frame-Options", "DENY");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
  // Unless the answer set its own (a page of the site's content: docs/decisions/031).
  if (!h.has("Cross-Origin-Opener-Policy")) h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("X-Request-Id", c.get("requestId"));
};
