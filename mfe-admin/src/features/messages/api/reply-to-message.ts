import { type ContactReply, ContactReplyResult } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

/** Answers a contact message; the server queues the e-mail and refuses a second reply (409). */
export const replyToMessage = (id: string, input: ContactReply) =>
  apiFetch(`/api/admin/contact-messages/${encodeURIComponent(id)}/reply`, ContactReplyResult, {
    method: "POST",
    body: JSON.stringify(input),
  });
