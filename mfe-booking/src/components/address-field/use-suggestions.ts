import { useEffect, useState } from "react";
import type { Suggestion } from "./get-suggestions";

/** SPEC.md section 5: ask only once the trimmed input has 2 characters, after a 300 ms pause. */
export const MIN_CHARS = 2;
export const DEBOUNCE_MS = 300;

export function useSuggestions(query: string, enabled: boolean): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    const text = query.trim();
    if (!enabled || text.length < MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // Loaded on the first query: the home page's form paints without the places client and zod.
      import("./get-suggestions")
        .then(({ getSuggestions }) => getSuggestions(text, controller.signal))
        .then(setSuggestions, () => {
          // aborted: a newer query is on its way
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);
  return suggestions;
}
