import { ContactMessagePage, QuoteRequestPage } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

export const fetchContactMessages = (page: number) =>
  apiFetch(`/api/admin/contact-messages?page=${page}&pageSize=20`, ContactMessagePage);
export const fetchQuoteRequests = (page: number) =>
  apiFetch(`/api/admin/quote-requests?page=${page}&pageSize=20`, QuoteRequestPage);
