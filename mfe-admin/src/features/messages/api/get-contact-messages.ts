import { useQuery } from "@tanstack/react-query";
import { pagedListQuery } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/page-query";
import { MESSAGES_PAGE_SIZE } from "./page-size";

/** GET /api/admin/contact-messages. */
export const getContactMessages = (page: number, search: string) =>
  api.get("/api/admin/contact-messages", { query: pageQuery(page, search, MESSAGES_PAGE_SIZE) });

export const contactMessagesQuery = pagedListQuery("contact-messages", getContactMessages);

export const useContactMessages = (page: number, search: string) =>
  useQuery(contactMessagesQuery(page, search));
