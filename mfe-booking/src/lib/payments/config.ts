import { DEFAULT_GRATUITY_PERCENT, type PaymentsConfig } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

/** Which card processor the page talks to, from /api/config: asked once per page, shared by every step. */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: ["config", "payments"],
    queryFn: async ({ signal }): Promise<PaymentsConfig> => ({
      gratuityDefaultPercent: DEFAULT_GRATUITY_PERCENT,
      ...(await api.get("/api/config", { signal })).payments,
    }),
    staleTime: Infinity,
  });

export function usePaymentsConfig(): { config: PaymentsConfig | null; failed: boolean } {
  const { data, isError } = useQuery(paymentsConfigQuery());
  return { config: data ?? null, failed: isError };
}

/** Stripe's Elements only when Stripe is named with a publishable key. */
export const usesStripe = (c: PaymentsConfig | null): c is PaymentsConfig & { publishableKey: string } =>
  c?.provider === "stripe" && Boolean(c.publishableKey);
