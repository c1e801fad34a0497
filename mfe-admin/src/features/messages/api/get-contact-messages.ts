import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/page-query";
import { MESSAGES_PAGE_SIZE } from "./page-size";

/** GET /api/admin/contact-messages. */
export const getContactMessages = (page: number, search: string) =>
  api.get("/api/admin/contact-messages", { query: pageQuery(page, search, MESSAGES_PAGE_SIZE) });
