import type { SavedPlace } from "@chauffeur/contract";
import { useEffect, useState } from "react";
import { api } from "../api-client";
import { useAccountSession } from "./session";

/**
 * The signed-in customer's saved places, for the address fields (none for a guest). Read without the
 * query cache: the quick booking form also runs on the home page, outside the booking app's provider.
 * A failure (an ended session, the network) leaves the fields as a guest's.
 */
export function useSavedPlaces(): SavedPlace[] {
  const token = useAccountSession()?.token ?? null;
  const [places, setPlaces] = useState<SavedPlace[]>([]);
  useEffect(() => {
    setPlaces([]);
    if (!token) return;
    const controller = new AbortController();
    api.get("/api/account", { token, signal: controller.signal }).then(
      (profile) => setPlaces(profile.places),
      () => {
        // signed out or offline: the fields work as a guest's
      },
    );
    return () => controller.abort();
  }, [token]);
  return places;
}
