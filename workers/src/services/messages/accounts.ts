import type { Config } from "../../env";
import { siteUrlOf } from "../core/context";
import type { OutboxInput } from "../core/outbox";

/**
 * To the dispatch address (SITE_EMAIL), once per difference: reconciliation found a booking whose money
 * at the card processor is not what the ledger says. Sent when the alert is raised, not on every run.
 */
export function reconciliationMessage(
  b: { reference: string; bookingId: string; detail: string },
  config: Pick<Config, "SITE_EMAIL" | "SITE_URL">,
): OutboxInput {
  return {
    recipient: config.SITE_EMAIL,
    template: "dispatch-reconciliation",
    subject: `Payment difference on booking ${b.reference}`,
    body: [
      `Reconciliation found a difference on booking ${b.reference}.`,
      b.detail,
      "Nothing was changed automatically. Compare the booking's payment events with the card processor's dashboard and correct what is wrong.",
      `It is listed under Exceptions in the console: ${siteUrlOf(config)}/admin`,
    ].join("\n"),
    bookingId: b.bookingId,
  };
}
