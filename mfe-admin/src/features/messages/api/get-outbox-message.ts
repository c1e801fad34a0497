import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/outbox/{id}: one message whole, as it was (or will be) sent. */
export const getOutboxMessage = (id: string) => api.get("/api/admin/outbox/{id}", { path: { id } });

export const outboxMessageQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, "outbox-message", id],
    queryFn: () => getOutboxMessage(id ?? ""),
    enabled: id !== null,
  });

export const useOutboxMessage = (id: string | null) => useQuery(outboxMessageQuery(id));
