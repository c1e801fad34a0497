import type { BootData } from "@chauffeur/contract";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import type { CatalogLists as Lists } from "./fetch-catalog";

type Catalog = NonNullable<BootData["catalog"]>;

export type CatalogState<K extends keyof Lists> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; items: Lists[K] };

const CatalogContext = createContext<Catalog | null>(null);

/** The catalog the Worker put in the page, so the fleet and services render without a request. */
export function CatalogProvider({ value, children }: { value: Catalog | null; children: ReactNode }) {
  return <CatalogContext.Provider value={value}>{children}</CatalogContext.Provider>;
}

/**
 * The fleet or the services: from the page's boot data when the Worker could read them, otherwise
 * from the API (its client and zod load only then).
 */
export function useCatalog<K extends keyof Lists>(key: K): CatalogState<K> {
  const inPage = useContext(CatalogContext);
  const [state, setState] = useState<CatalogState<K>>(() =>
    inPage ? { status: "loaded", items: inPage[key] } : { status: "loading" },
  );
  useEffect(() => {
    if (inPage) return;
    const controller = new AbortController();
    import("./fetch-catalog")
      .then((m) => m.fetchCatalog(key, controller.signal))
      .then(
        (items) => setState({ status: "loaded", items }),
        (e: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: "error", message: e instanceof Error ? e.message : String(e) });
        },
      );
    return () => controller.abort();
  }, [inPage, key]);
  return state;
}
