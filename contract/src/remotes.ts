import type { SiteInfo } from "./site";

// Plain constants (no zod) so the shell's boot path can import them without loading zod.
export const REMOTE_NAMES = ["booking", "admin", "driver"] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * What the shell hands each micro-frontend it mounts. The shell's typed declaration of the remotes
 * (shell/src/lib/remotes/registry.ts) and the remotes' exposed components both use these.
 */
export interface RemoteAppProps {
  site: SiteInfo;
  /** "development" shows development-only help (the local sign-in credentials, for one). */
  environment: "development" | "production";
}

export interface QuickBookingFormProps {
  site: SiteInfo;
  /** Where the form sits: the home hero is dark, the /booking page is light. */
  variant?: "hero" | "page";
}
