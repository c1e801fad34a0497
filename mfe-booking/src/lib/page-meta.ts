import { setPageMeta } from "@chauffeur/ui";
import { useEffect } from "react";

/** Sets the title and the meta description, as a public page does (the remote has no shell helpers). */
export function usePageMeta(title: string, description: string) {
  useEffect(() => setPageMeta(title, description), [title, description]);
}
