import { type ServiceItem, ServiceList } from "@chauffeur/contract";
import { useEffect, useState } from "react";
import { apiFetch } from "../../../lib/api-client";

export const getServices = (signal?: AbortSignal) => apiFetch("/api/services", ServiceList, { signal });

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
