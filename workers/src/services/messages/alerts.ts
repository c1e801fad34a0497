import type { AlertKind } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { action, type Letterhead, siteAddress, text } from "./letter";

/** What each exception is called in dispatch's e-mail subject. */
const SUBJECTS: Partial<Record<AlertKind, string>> = {
  unassigned: "No chauffeur",
  unaccepted: "Ride not accepted",
  payment: "Payment needs the customer",
  not_en_route: "Chauffeur not on the way",
  flight: "Flight problem",
  quote_unanswered: "Quote request unanswered",
  early_completion: "Ride completed early",
};

/**
 * To the dispatch address (SITE_EMAIL), once per problem, when the exception is raised: what is wrong
 * and the console's link to the booking (or to the quote requests).
 */
export function dispatchAlertMessage(
  a: { kind: AlertKind; bookingId: string | null; reference: string | null; detail: string },
  head: Letterhead,
): OutboxInput {
  const site = siteAddress(head) ?? "";
  const about = a.reference ? ` on ${a.reference}` : "";
  return email(head, {
    recipient: head.SITE_EMAIL,
    template: `dispatch-${a.kind.replaceAll("_", "-")}`,
    subject: `${SUBJECTS[a.kind] ?? "Exception"}${about}`,
    bookingId: a.bookingId,
    blocks: [
      text(a.detail),
      a.bookingId
        ? action(
            "It is listed under Exceptions in the console",
            `${site}/admin?booking=${a.bookingId}`,
            "Open the booking",
          )
        : action(
            "It is listed under Exceptions in the console",
            `${site}/admin?tab=messages`,
            "Open the quote requests",
          ),
    ],
  });
}
