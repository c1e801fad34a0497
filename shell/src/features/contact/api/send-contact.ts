import type { ContactMessage } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/contact: any non-OK answer is a failure (SPEC.md section 7). */
export const sendContactMessage = (message: ContactMessage) => api.post("/api/contact", { body: message });
