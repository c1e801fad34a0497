import type { FleetVehicle, ServiceItem } from "./schemas/catalog";
import type { PublicConfig } from "./schemas/config";

/**
 * What the Worker hands the shell with every page, inside the HTML (never a blocking request): the
 * configuration of GET /api/config and the catalog of GET /api/fleet and /api/services. `catalog` is
 * null when the Worker could not read it; the page then asks the API itself.
 */
export interface BootData {
  config: PublicConfig;
  catalog: { fleet: FleetVehicle[]; services: ServiceItem[] } | null;
}

/** The id of the JSON script that carries the BootData in a page. */
export const BOOT_DATA_ID = "boot-data";

export interface RenderPageInput {
  /** Path and query of the page. */
  url: string;
  boot: BootData;
  /** The CSP nonce the page's style tags carry. */
  nonce: string;
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
}

export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage>;
