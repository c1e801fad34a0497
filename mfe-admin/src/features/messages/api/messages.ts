import { ContactMessagePage, OutboxPage, QuoteRequestPage } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

export const MESSAGES_PAGE_SIZE = 20;

export const fetchContactMessages = (page: number) =>
  apiFetch(`/api/admin/contact-messages?page=${page}&pageSize=${MESSAGES_PAGE_SIZE}`, ContactMessagePage);
export const fetchQuoteRequests = (page: number) =>
  apiFetch(`/api/admin/quote-requests?page=${page}&pageSize=${MESSAGES_PAGE_SIZE}`, QuoteRequestPage);
export const fetchOutbox = (page: number) =>
  apiFetch(`/api/admin/outbox?page=${page}&pageSize=${MESSAGES_PAGE_SIZE}`, OutboxPage);
