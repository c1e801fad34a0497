import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/page-query";
import { MESSAGES_PAGE_SIZE } from "./page-size";

/** GET /api/admin/outbox: what customers were told. */
export const getOutbox = (page: number, search: string) =>
  api.get("/api/admin/outbox", { query: pageQuery(page, search, MESSAGES_PAGE_SIZE) });
