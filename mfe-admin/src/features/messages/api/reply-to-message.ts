import type { ContactReply } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** Answers a contact message; the server queues the e-mail and refuses a second reply (409). */
export const replyToMessage = (id: string, body: ContactReply) =>
  api.post("/api/admin/contact-messages/{id}/reply", { path: { id }, body });
