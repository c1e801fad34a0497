import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type Suggestion, suggestionsQuery } from "../api/get-suggestions";

/** SPEC.md section 5: ask only once the trimmed input has 2 characters, after a 300 ms pause. */
export const MIN_CHARS = 2;
export const DEBOUNCE_MS = 300;

export function useSuggestions(query: string, enabled: boolean): Suggestion[] {
  const text = query.trim();
  const [settled, setSettled] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const asking = enabled && settled === text && text.length >= MIN_CHARS;
  const { data } = useQuery({ ...suggestionsQuery(settled), enabled: asking });
  return asking ? (data ?? []) : [];
}
