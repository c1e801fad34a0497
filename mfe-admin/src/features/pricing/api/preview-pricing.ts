import type { PricingPreviewRequest } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/pricing/preview: a trip priced under the draft, nothing stored. */
export const previewPricing = (body: PricingPreviewRequest) =>
  api.post("/api/admin/pricing/preview", { body });
