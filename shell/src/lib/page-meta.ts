import { setPageMeta } from "@chauffeur/ui";
import { createContext, useContext, useEffect } from "react";
import { useSite } from "../config/site-config";

/** What the server learns while it renders a page: its title, description and HTTP status. */
export interface PageHead {
  title: string;
  description: string;
  status: 200 | 404;
}

/** Set only on the server (src/server/render-page.tsx); pages write their head into it as they render. */
export const PageHeadContext = createContext<PageHead | null>(null);

export function pageTitle(title: string, siteName: string) {
  return title ? `${title} | ${siteName}` : `${siteName} | Premium Chauffeur & Luxury Car Service`;
}

/** Sets the document title and meta description of a page (in the server's HTML and in the browser). */
export function usePageMeta(title: string, description: string) {
  const site = useSite();
  const fullTitle = pageTitle(title, site.name);
  const head = useContext(PageHeadContext);
  if (head) {
    head.title = fullTitle;
    head.description = description;
  }
  useEffect(() => {
    setPageMeta(fullTitle, description);
  }, [fullTitle, description]);
}

/** A page answered with another status than 200 (the 404 page). */
export function useHttpStatus(status: PageHead["status"]) {
  const head = useContext(PageHeadContext);
  if (head) head.status = status;
}
