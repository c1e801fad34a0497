import { z } from "zod";
import { REMOTE_NAMES } from "../remotes";
import { PaymentsConfig } from "./money";
import { RemoteManifestEntrySchema } from "./releases";
import { PublicPolicies } from "./settings";

/**
 * GET /api/config: where each micro-frontend's entry lives (the version live, and the ones before it to
 * fall back to), and the company's public details.
 */
export const PublicConfig = z.object({
  remotes: z.record(z.enum(REMOTE_NAMES), RemoteManifestEntrySchema),
  site: z.object({
    name: z.string(),
    phone: z.string(),
    phoneHref: z.string(),
    email: z.string(),
    chatUrl: z.string(),
    serviceArea: z.string(),
    hours: z.string(),
  }),
  environment: z.enum(["development", "production"]),
  /** Leaflet tile URL template for the vehicle step's map; absent: the page shows a map-free layout. */
  mapTileUrl: z.string().optional(),
  /** The card processor the payment pages load (sandbox fields unless Stripe is named with a key). */
  payments: PaymentsConfig,
  /** The share of page views (percent) that report their remotes' field data (POST /api/telemetry). */
  telemetry: z.object({ samplePercent: z.number().min(0).max(100) }),
  /** The operator's booking policies, which the pages state and check (the owner's settings). */
  policy: PublicPolicies,
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/** Every error answer of the API. */
export const ErrorBody = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;
