import { type PaymentsConfig, PublicConfig } from "@chauffeur/contract";
import { useEffect, useState } from "react";
import { apiFetch } from "../api-client";

let pending: Promise<PaymentsConfig> | null = null;

/** Which card processor the page talks to, from /api/config (cached by the browser for a minute). */
export function loadPaymentsConfig(): Promise<PaymentsConfig> {
  pending ??= apiFetch("/api/config", PublicConfig)
    .then((c) => c.payments)
    .catch((err) => {
      pending = null;
      throw err;
    });
  return pending;
}

export function usePaymentsConfig(): { config: PaymentsConfig | null; failed: boolean } {
  const [state, setState] = useState<{ config: PaymentsConfig | null; failed: boolean }>({
    config: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    loadPaymentsConfig().then(
      (config) => live && setState({ config, failed: false }),
      () => live && setState({ config: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Stripe's Elements only when Stripe is named with a publishable key. */
export const usesStripe = (c: PaymentsConfig | null): c is PaymentsConfig & { publishableKey: string } =>
  c?.provider === "stripe" && Boolean(c.publishableKey);
