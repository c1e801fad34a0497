import {
  builtInManifest,
  DEFAULT_BOOKING_POLICY,
  DEFAULT_GRATUITY_PERCENT,
  DEFAULT_HOLD_DAYS,
  type PublicConfig,
  REMOTE_NAMES,
  SITE_DEFAULTS,
  type SiteInfo,
} from "@chauffeur/contract";
import { createContext, type ReactNode, useContext } from "react";
import { api } from "../lib/api-client";

const fallback: PublicConfig = {
  remotes: builtInManifest(),
  site: SITE_DEFAULTS,
  environment: "production",
  payments: {
    provider: "sandbox",
    holdDays: DEFAULT_HOLD_DAYS,
    gratuityDefaultPercent: DEFAULT_GRATUITY_PERCENT,
  },
  telemetry: { samplePercent: 0 },
  policy: DEFAULT_BOOKING_POLICY,
};

/**
 * A structural check instead of the contract's zod schema: the boot path stays free of zod, which only
 * the pages with forms load (the Worker test checks the answer against the schema itself).
 */
function isPublicConfig(value: unknown): value is PublicConfig {
  const v = value as Partial<PublicConfig> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.site?.phone === "string" &&
    typeof v.site.name === "string" &&
    REMOTE_NAMES.every((n) => typeof v.remotes?.[n]?.url === "string" && Array.isArray(v.remotes[n].previous))
  );
}

/**
 * Reads the configuration from the API, for a page the Worker did not render (the Vite dev server);
 * if the API is down the site still renders with the built-in details.
 */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  try {
    const body: unknown = await api.get("/api/config");
    return isPublicConfig(body) ? body : fallback;
  } catch {
    return fallback;
  }
}

const ConfigContext = createContext<PublicConfig>(fallback);

export function ConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

export const usePublicConfig = () => useContext(ConfigContext);
export const useSite = (): SiteInfo => useContext(ConfigContext).site;
