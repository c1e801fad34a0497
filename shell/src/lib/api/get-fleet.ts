import type { FleetVehicle } from "@chauffeur/contract";
import { useEffect, useState } from "react";
import { api } from "../api-client";

/** GET /api/fleet. */
export const getFleet = (signal?: AbortSignal) => api.get("/api/fleet", { signal });

export type FleetState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; vehicles: FleetVehicle[] };

export function useFleet(): FleetState {
  const [state, setState] = useState<FleetState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    getFleet(controller.signal).then(
      (vehicles) => setState({ status: "loaded", vehicles }),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: "error", message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
