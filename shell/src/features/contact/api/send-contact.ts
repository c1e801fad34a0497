import { type ContactMessage, ContactReceipt } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/contact: any non-OK answer is a failure (SPEC.md section 7). */
export const sendContactMessage = (message: ContactMessage) =>
  apiFetch("/api/contact", ContactReceipt, { method: "POST", body: JSON.stringify(message) });
