import { useQuery } from "@tanstack/react-query";
import { pagedListQuery } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/page-query";
import { MESSAGES_PAGE_SIZE } from "./page-size";

/** GET /api/admin/outbox: what customers were told. */
export const getOutbox = (page: number, search: string) =>
  api.get("/api/admin/outbox", { query: pageQuery(page, search, MESSAGES_PAGE_SIZE) });

export const outboxQuery = pagedListQuery("outbox", getOutbox);

export const useOutbox = (page: number, search: string) => useQuery(outboxQuery(page, search));
