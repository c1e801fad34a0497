import type { PublicConfig } from "@chauffeur/contract";
import type { Config } from "../env";

/** The micro-frontend manifest and the company's public details (GET /api/config and every page). */
export function publicConfig(config: Config): PublicConfig {
  return {
    remotes: {
      booking: config.REMOTE_BOOKING_URL,
      admin: config.REMOTE_ADMIN_URL,
      driver: config.REMOTE_DRIVER_URL,
    },
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
  };
}
