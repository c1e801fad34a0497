import type { ManageBookingProps, QuickBookingFormProps, RemoteName } from "./remotes";
import type { FleetVehicle, Leader, ServiceItem } from "./schemas/catalog";
import type { PublicConfig } from "./schemas/config";

/** The catalog's lists, as GET /api/fleet, GET /api/services and GET /api/leaders answer them. */
export interface CatalogLists {
  fleet: FleetVehicle[];
  services: ServiceItem[];
  leaders: Leader[];
}

/**
 * What the Worker hands the shell with every page, inside the HTML (never a blocking request): the
 * configuration of GET /api/config and the lists of the catalog that this page shows. A list that is
 * missing (the page does not show it, or the Worker could not read it) is asked of the API by the page
 * that needs it, after a navigation in the browser for instance.
 */
export interface BootData {
  config: PublicConfig;
  catalog: Partial<CatalogLists>;
}

/** The id of the JSON script that carries the BootData in a page. */
export const BOOT_DATA_ID = "boot-data";

/**
 * The id of the page's footer, its last element: the browser paints a page's first frame once it has
 * parsed this far (`<link rel="expect">` in the head, docs/decisions/031), never half a page.
 */
export const PAGE_END_ID = "site-footer";

export interface RenderPageInput {
  /** Path and query of the page. */
  url: string;
  boot: BootData;
  /** The CSP nonce the page's style tags carry. */
  nonce: string;
  /**
   * A micro-frontend's components as the Worker bundles them (their built-in version), for a page that
   * shows one in its HTML (docs/decisions/028): the Quick Booking form of the home page and /booking,
   * the Manage Booking screen of /manage-booking. React components.
   */
  builtIn?: {
    booking: {
      QuickBookingForm: (props: QuickBookingFormProps) => unknown;
      ManageBooking: (props: ManageBookingProps) => unknown;
    };
  };
}

/** One page rendered by the shell on the server (shell/src/server/render-page.tsx). */
export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The `<style>` tags of the styles the markup uses, for the head. */
  styles: string;
  title: string;
  description: string;
  status: 200 | 404;
  /** Which page module rendered (home, fleet, ...; "remote" for a micro-frontend's page). */
  page: string;
  /**
   * Whether the page wakes islands in the browser instead of hydrating the app (docs/decisions/028):
   * it then needs the shell's entry alone first.
   */
  islands: boolean;
  /**
   * A page of the site's own content (the home page, the fleet, the legal pages...): it shows nothing
   * private and every link from it loads a new document, so it is answered without an opener policy
   * (docs/decisions/031). The booking, account and console pages are not.
   */
  content: boolean;
  /** The micro-frontend whose page this is, if any: its document preloads what its first screen uses. */
  remote: RemoteName | null;
  /** The catalog lists the markup shows: the page's boot data carries these and no others. */
  catalogShown: (keyof CatalogLists)[];
  /**
   * The addresses of the pictures the markup asks for first (`fetchpriority="high"`, as written in the
   * markup's attributes): the document preloads them ahead of its scripts.
   */
  priorityImages: string[];
}

export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage>;
