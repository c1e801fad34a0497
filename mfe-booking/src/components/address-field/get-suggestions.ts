import { VENUE_CATEGORY_LABELS } from "@chauffeur/contract";
import { api } from "../../lib/api-client";
import { localSuggestions } from "./local-places";

export const MAX_SUGGESTIONS = 8;

export interface Suggestion {
  description: string;
  placeId?: string;
  /** A street address the site places at this ZIP area or city (the trip is measured from there). */
  near?: string;
  /** What a venue is, in words: "Hotel", "University or college". */
  category?: string;
}

/**
 * POST /api/places/autocomplete (SPEC.md section 7), at most 8 kept. A failure or an empty answer
 * falls back silently to the built-in list.
 */
export async function getSuggestions(input: string, signal?: AbortSignal): Promise<Suggestion[]> {
  try {
    const { predictions } = await api.post("/api/places/autocomplete", {
      body: { input_text: input, components: "country:us" },
      signal,
    });
    if (predictions.length > 0) {
      return predictions.slice(0, MAX_SUGGESTIONS).map((p) => ({
        description: p.description,
        placeId: p.place_id,
        ...(p.near ? { near: p.near } : {}),
        ...(p.category ? { category: VENUE_CATEGORY_LABELS[p.category] } : {}),
      }));
    }
  } catch (e) {
    if (signal?.aborted) throw e;
  }
  return localSuggestions(input, MAX_SUGGESTIONS).map((description) => ({ description }));
}
