import type { CatalogLists as Lists } from "@chauffeur/contract";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

export type CatalogState<K extends keyof Lists> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; items: Lists[K] };

interface CatalogStore {
  /** The lists known so far: the page's boot data, then what the API answered. */
  lists: Partial<Lists>;
  /** Told which lists a render shows (the server's render, to put just those in the boot data). */
  onShown?: (key: keyof Lists) => void;
}

const CatalogContext = createContext<CatalogStore>({ lists: {} });

/**
 * The catalog the Worker put in the page, so the fleet and services render without a request; a list
 * fetched later (a page reached by a navigation in the browser) is kept for the rest of the visit.
 */
export function CatalogProvider({
  value,
  onShown,
  children,
}: {
  value: Partial<Lists>;
  onShown?: (key: keyof Lists) => void;
  children: ReactNode;
}) {
  const [store] = useState<CatalogStore>(() => ({ lists: { ...value }, onShown }));
  return <CatalogContext.Provider value={store}>{children}</CatalogContext.Provider>;
}

/**
 * The fleet or the services: from the page's boot data when it has them, otherwise from the API (its
 * client and zod load only then).
 */
export function useCatalog<K extends keyof Lists>(key: K): CatalogState<K> {
  const store = useContext(CatalogContext);
  store.onShown?.(key);
  const [state, setState] = useState<CatalogState<K>>(() => {
    const known = store.lists[key];
    return known ? { status: "loaded", items: known } : { status: "loading" };
  });
  const loaded = state.status === "loaded";
  useEffect(() => {
    if (loaded) return;
    const controller = new AbortController();
    import("./fetch-catalog")
      .then((m) => m.fetchCatalog(key, controller.signal))
      .then(
        (items) => {
          store.lists[key] = items;
          setState({ status: "loaded", items });
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: "error", message: e instanceof Error ? e.message : String(e) });
        },
      );
    return () => controller.abort();
  }, [loaded, key, store]);
  return state;
}
