import { z } from "zod";
import { localSuggestions } from "../lib/local-places";

export const MAX_SUGGESTIONS = 8;

export interface Suggestion {
  description: string;
  placeId?: string;
}

// Only the fields this form reads; the places endpoint may add more.
const Predictions = z.object({
  predictions: z.array(z.object({ description: z.string(), place_id: z.string().optional() })),
});

/**
 * POST /api/places/autocomplete (SPEC.md section 7), at most 8 kept. A failure or an empty answer
 * falls back silently to the built-in list.
 */
export async function getSuggestions(input: string, signal?: AbortSignal): Promise<Suggestion[]> {
  try {
    const res = await fetch("/api/places/autocomplete", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ input_text: input, components: "country:us" }),
      signal,
    });
    if (res.ok) {
      const { predictions } = Predictions.parse(await res.json());
      if (predictions.length > 0) {
        return predictions
          .slice(0, MAX_SUGGESTIONS)
          .map((p) => ({ description: p.description, placeId: p.place_id }));
      }
    }
  } catch (e) {
    if (signal?.aborted) throw e;
  }
  return localSuggestions(input, MAX_SUGGESTIONS).map((description) => ({ description }));
}
