import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { action, type Letterhead, siteAddress, text } from "./letter";

/**
 * To the dispatch address (SITE_EMAIL), once per difference: reconciliation found a booking whose money
 * at the card processor is not what the ledger says. Sent when the alert is raised, not on every run.
 */
export function reconciliationMessage(
  b: { reference: string; bookingId: string; detail: string },
  head: Letterhead,
): OutboxInput {
  return email(head, {
    recipient: head.SITE_EMAIL,
    template: "dispatch-reconciliation",
    subject: `Payment difference on booking ${b.reference}`,
    bookingId: b.bookingId,
    blocks: [
      text(`Reconciliation found a difference on booking ${b.reference}.`),
      text(b.detail),
      text(
        "Nothing was changed automatically. Compare the booking's payment events with the card processor's dashboard and correct what is wrong.",
      ),
      action(
        "It is listed under Exceptions in the console",
        `${siteAddress(head) ?? ""}/admin`,
        "Open the console",
      ),
    ],
  });
}
