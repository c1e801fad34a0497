import {
  PublicConfig,
  REMOTE_NAMES,
  type RemoteName,
  SITE_DEFAULTS,
  type SiteInfo,
} from "@chauffeur/contract";
import { createContext, type ReactNode, useContext } from "react";

const fallback: PublicConfig = {
  remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, `/remotes/${n}/remoteEntry.js`])) as Record<
    RemoteName,
    string
  >,
  site: SITE_DEFAULTS,
  environment: "production",
};

/** Reads the boot configuration; if the API is down the site still renders with the built-in details. */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  try {
    const res = await fetch("/api/config", { credentials: "same-origin" });
    if (!res.ok) return fallback;
    return PublicConfig.parse(await res.json());
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
