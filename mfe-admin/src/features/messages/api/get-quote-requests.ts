import { useQuery } from "@tanstack/react-query";
import { pagedListQuery } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/page-query";
import { MESSAGES_PAGE_SIZE } from "./page-size";

/** GET /api/admin/quote-requests. */
export const getQuoteRequests = (page: number, search: string) =>
  api.get("/api/admin/quote-requests", { query: pageQuery(page, search, MESSAGES_PAGE_SIZE) });

export const quoteRequestsQuery = pagedListQuery("quote-requests", getQuoteRequests);

export const useQuoteRequests = (page: number, search: string) => useQuery(quoteRequestsQuery(page, search));
