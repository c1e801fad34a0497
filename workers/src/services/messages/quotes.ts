import { countOf, formatCents, formatServiceTime, formatUsDate, vehicleName } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { action, facts, type Letterhead, text } from "./letter";

/** A quote request as its customer's messages name it. */
export interface QuotedRequest {
  name: string;
  email: string;
  pickupLocation: string;
  destination: string;
  date: string;
  returnDate: string | null;
  passengers: number;
}

/** The customer's quote: the trip, the price and vehicle, until when, the dispatcher's note, and the private link. */
export function quoteMessage(
  q: QuotedRequest,
  quote: {
    amountCents: number;
    returnAmountCents: number | null;
    vehicleType: string;
    validUntil: string;
    note: string;
  },
  link: string,
  head: Letterhead,
): OutboxInput {
  const first = q.name.split(/\s+/)[0] ?? q.name;
  const back =
    q.returnDate && quote.returnAmountCents !== null
      ? { date: q.returnDate, cents: quote.returnAmountCents }
      : null;
  return email(head, {
    recipient: q.email,
    template: "quote",
    subject: `Your quote: ${q.pickupLocation} to ${q.destination}, ${formatUsDate(q.date)}`,
    bookingId: null,
    blocks: [
      text(`Dear ${first},`),
      text("thank you for your request. Here is our quote for your trip:"),
      facts([
        { label: "From", value: q.pickupLocation },
        { label: "To", value: q.destination },
        { label: "Date", value: formatUsDate(q.date) },
        ...(back
          ? [
              {
                label: "Return",
                value: `${formatUsDate(back.date)}, ${q.destination} to ${q.pickupLocation}`,
              },
              { label: "Outbound ride", value: formatCents(quote.amountCents) },
              { label: "Return ride", value: formatCents(back.cents) },
            ]
          : []),
        { label: "Party", value: countOf(q.passengers, "passenger") },
        { label: "Vehicle", value: vehicleName(quote.vehicleType) },
        {
          label: "Price",
          value: `${formatCents(quote.amountCents + (back?.cents ?? 0))}, all included`,
        },
        { label: "Valid until", value: formatServiceTime(quote.validUntil, { year: true }) },
      ]),
      ...(quote.note ? [text(quote.note)] : []),
      action(
        `To accept it, choose your pickup time${back ? "s" : ""} and add your card with this private link; the fare is charged after the ride. Another day is possible too: the page shows its price first`,
        link,
        "See and accept your quote",
      ),
      text("If the plan changes, reply to this e-mail or call us and we will quote again."),
    ],
  });
}
