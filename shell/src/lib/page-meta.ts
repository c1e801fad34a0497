import { useEffect } from "react";
import { useSite } from "../config/site-config";

/** Sets the document title and meta description of a page. */
export function usePageMeta(title: string, description: string) {
  const site = useSite();
  useEffect(() => {
    document.title = title
      ? `${title} | ${site.name}`
      : `${site.name} | Premium Chauffeur & Luxury Car Service`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, site.name]);
}
