import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/page-query";
import { MESSAGES_PAGE_SIZE } from "./page-size";

/** GET /api/admin/quote-requests. */
export const getQuoteRequests = (page: number, search: string) =>
  api.get("/api/admin/quote-requests", { query: pageQuery(page, search, MESSAGES_PAGE_SIZE) });
