import { useState } from "react";
import { usePolled } from "./use-polled";

/**
 * A searchable, paged admin list: the page and search text it shows, loaded (and polled) through
 * `load`. A new search goes back to page 1.
 */
export function usePagedList<T>(load: (page: number, search: string) => Promise<T>, refreshKey: number) {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState("");
  const polled = usePolled(() => load(page, search), `${refreshKey}:${page}:${search}`);
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { ...polled, page, setPage, search, setSearch };
}
