import { ContactMessagePage, OutboxPage, QuoteRequestPage } from "@chauffeur/contract";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";

export const MESSAGES_PAGE_SIZE = 20;

function fetchPage<T extends z.ZodType>(path: string, schema: T, page: number, search: string) {
  const q = new URLSearchParams({ page: String(page), pageSize: String(MESSAGES_PAGE_SIZE) });
  if (search.trim()) q.set("search", search.trim());
  return apiFetch(`${path}?${q}`, schema);
}

export const fetchContactMessages = (page: number, search: string) =>
  fetchPage("/api/admin/contact-messages", ContactMessagePage, page, search);
export const fetchQuoteRequests = (page: number, search: string) =>
  fetchPage("/api/admin/quote-requests", QuoteRequestPage, page, search);
export const fetchOutbox = (page: number, search: string) =>
  fetchPage("/api/admin/outbox", OutboxPage, page, search);
