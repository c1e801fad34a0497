import type { BookingPolicy } from "./rules/booking-policy";
import type { SiteInfo } from "./site";

// Plain constants (no zod) so the shell's boot path can import them without loading zod.
export const REMOTE_NAMES = ["booking", "admin", "driver"] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * What each micro-frontend exposes, by the names the shell imports (shell/src/lib/remotes/registry.ts
 * types them; each remote's vite.config.ts declares them). A release is checked for each of them before
 * it is promoted.
 */
export const REMOTE_EXPOSES = {
  booking: ["App", "QuickBookingForm", "ManageBooking"],
  admin: ["App"],
  driver: ["App"],
} as const satisfies Record<RemoteName, readonly string[]>;

/**
 * The modules shared through federation (ui/federation.ts) that each remote's first screen uses beyond
 * what the shell itself loads (React and the design system): a page of that remote preloads them with its
 * own scripts (workers/src/pages/document.ts), instead of finding them one round trip after another as
 * the remote starts. The booking app's first screens (the Quick Booking form, the manage page's lookup)
 * use none: its later steps load the widgets and the server-state layer when they are reached.
 */
export const REMOTE_FIRST_SHARED = {
  booking: [],
  admin: ["@chauffeur/ui/widgets", "@tanstack/react-query", "@chauffeur/ui/query"],
  driver: ["@chauffeur/ui/widgets", "@tanstack/react-query", "@chauffeur/ui/query"],
} as const satisfies Record<RemoteName, readonly string[]>;

/**
 * The page of the site whose first screen is each remote's (where a release is checked): the remote's App
 * mounts there as the page loads. Not /booking or /manage-booking, pages of islands whose booking screen
 * loads only once used (docs/decisions/028): the quote request, which needs no state to show.
 */
export const REMOTE_PAGES: Record<RemoteName, string> = {
  booking: "/quote-request",
  admin: "/admin",
  driver: "/driver",
};

/** The version named for the remote deployed with the Worker's own files (dist/remotes/<name>/). */
export const BUILT_IN_VERSION = "built-in";

/** A released version of a remote is served, immutable, under this folder. */
export const releaseFolder = (remote: RemoteName, version: string) => `/remotes/${remote}/${version}/`;

/**
 * Where a released version lists its scripts with their SHA-384 (`{ "<path>": "sha384-..." }`), served by
 * the site beside the version's files; a build may not hold a file of that name.
 */
export const INTEGRITY_LIST = "_integrity.json";

/**
 * Where one version of a remote is: its entry, the version it is, and for a released version the SRI
 * (`sha384-...`) of its entry and of its list of scripts (INTEGRITY_LIST): the page runs none of its
 * files unless they are those bytes. Null for the built-in remote, deployed with the shell itself.
 */
export interface RemoteLocation {
  url: string;
  version: string;
  integrity: string | null;
  filesIntegrity: string | null;
}

/** A canary: a version a share of browsers (percent, sticky per browser) loads instead of the live one. */
export interface RemoteCanary extends RemoteLocation {
  share: number;
}

/**
 * One remote in the manifest (GET /api/config, and every page's boot data): the version to load, the
 * versions live before it, newest first, for the browser to fall back to when it cannot load, and the
 * canary when one runs.
 */
export interface RemoteManifestEntry extends RemoteLocation {
  previous: RemoteLocation[];
  canary?: RemoteCanary;
}

/**
 * What the shell hands each micro-frontend it mounts. The shell's typed declaration of the remotes
 * (shell/src/lib/remotes/registry.ts) and the remotes' exposed components both use these.
 */
export interface RemoteAppProps {
  site: SiteInfo;
  /** "development" shows development-only help (the local sign-in credentials, for one). */
  environment: "development" | "production";
  /** The operator's booking policy (GET /api/config); absent from an older shell: the defaults. */
  policy?: BookingPolicy;
}

/**
 * The session-storage key of the booking draft: the Quick Booking form writes its search there and the
 * booking app's steps keep growing the same value. The home page wakes its form at once when this tab
 * holds one, to show it again (docs/decisions/028).
 */
export const BOOKING_DRAFT_KEY = "booking-draft";

export interface QuickBookingFormProps {
  site: SiteInfo;
  /** The operator's booking policy: the lead time the form checks and states. */
  policy?: BookingPolicy;
  /** Where the form sits: the home hero is dark, the /booking page is light. */
  variant?: "hero" | "page";
}

/** What the shell hands the booking app's Manage Booking screen (/manage-booking, a page of islands). */
export interface ManageBookingProps {
  site: SiteInfo;
  /** The operator's booking policy: the cancellation tiers and the grace the screen states. */
  policy?: BookingPolicy;
}

/** The built-in remotes where the site serves them by default, for a page with no manifest (the API down). */
export function builtInManifest(): Record<RemoteName, RemoteManifestEntry> {
  const entry = (remote: RemoteName): RemoteManifestEntry => ({
    url: `/remotes/${remote}/remoteEntry.js`,
    version: BUILT_IN_VERSION,
    integrity: null,
    filesIntegrity: null,
    previous: [],
  });
  return { booking: entry("booking"), admin: entry("admin"), driver: entry("driver") };
}
