import type { PublishPricingRequest } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/pricing: the draft becomes the next version, in force for every price from now on. */
export const publishPricing = (body: PublishPricingRequest) => api.post("/api/admin/pricing", { body });
