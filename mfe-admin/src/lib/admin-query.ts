import { keepPreviousData, queryOptions, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** Every admin read's key starts with this: an action invalidates them all at once. */
export const ADMIN_KEY = ["admin"] as const;

/** Refresh interval of every list: new bookings appear without a reload. */
export const REFRESH_MS = 30_000;

/** After an action: every list, count and open booking reloads in place. */
export function useAdminChanged() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: ADMIN_KEY }), [client]);
}

/** The query options of a searchable, paged list: polled, and the last page kept on screen while the next loads. */
export const pagedListQuery =
  <T>(name: string, load: (page: number, search: string) => Promise<T>) =>
  (page: number, search: string) =>
    queryOptions({
      queryKey: [...ADMIN_KEY, name, page, search],
      queryFn: () => load(page, search),
      refetchInterval: REFRESH_MS,
      placeholderData: keepPreviousData,
    });
