import { z } from "zod";
import { PricingRules } from "./pricing";
import { QuoteRequest } from "./quote";
import { singleLine } from "./text";

/** A published version as the console lists it. */
export const PricingVersionSummary = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type PricingVersionSummary = z.infer<typeof PricingVersionSummary>;

/** GET /api/admin/pricing: the version in force, its rules, and the versions published before. */
export const PricingState = z.object({
  version: z.number().int(),
  rules: PricingRules,
  history: z.array(PricingVersionSummary),
});
export type PricingState = z.infer<typeof PricingState>;

/** POST /api/admin/pricing/preview: any trip priced under a draft, nothing stored. */
export const PricingPreviewRequest = z.object({ rules: PricingRules, trip: QuoteRequest });
export type PricingPreviewRequest = z.input<typeof PricingPreviewRequest>;

/** POST /api/admin/pricing: publishes the rules as the next version (owner). */
export const PublishPricingRequest = z.object({
  rules: PricingRules,
  /** The version the draft was made from: 409 when another was published since. */
  basedOn: z.number().int().positive().optional(),
  note: singleLine(200).optional(),
});
export type PublishPricingRequest = z.input<typeof PublishPricingRequest>;

export const PublishedPricing = z.object({ version: z.number().int() });
export type PublishedPricing = z.infer<typeof PublishedPricing>;
