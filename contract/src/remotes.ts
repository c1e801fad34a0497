import type { SiteInfo } from "./site";

/**
 * What the shell hands each micro-frontend it mounts. The shell's typed declaration of the remotes
 * (shell/src/features/remotes/registry.ts) and the remotes' exposed components both use these.
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
