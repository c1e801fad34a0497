import type { ServiceItem } from "@chauffeur/contract";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api-client";

/** GET /api/services. */
export const getServices = (signal?: AbortSignal) => api.get("/api/services", { signal });

export type ServicesState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; services: ServiceItem[] };

export function useServices(): ServicesState {
  const [state, setState] = useState<ServicesState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    getServices(controller.signal).then(
      (services) => setState({ status: "loaded", services }),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC.md section 8: the failure is logged as well as shown.
        console.warn("Error loading services", e);
        setState({ status: "error", message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
