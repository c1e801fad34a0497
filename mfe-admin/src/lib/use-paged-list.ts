import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";

/**
 * A searchable, paged admin list: the page and search text it shows, read through the list's query hook
 * (keyed by page and search, so an older search's late answer never replaces the newest). A new search
 * goes back to page 1.
 */
export function usePagedList<T>(useList: (page: number, search: string) => UseQueryResult<T>) {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState("");
  const { data, error } = useList(page, search);
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { data, error: error?.message ?? null, page, setPage, search, setSearch };
}
