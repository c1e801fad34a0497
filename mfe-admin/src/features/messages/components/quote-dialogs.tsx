import {
  CAPACITY,
  formatUsDate,
  QuoteAnswer,
  QuoteDecline,
  type QuoteRequestItem,
  RETURN_PRICE_REQUIRED,
  serviceToday,
  shiftDate,
  VEHICLE_OPTIONS,
} from "@chauffeur/contract";
import { Button, Text } from "@chauffeur/ui";
import { SelectField, TextareaField, TextField } from "@chauffeur/ui/form";
import { DollarsField } from "../../../components/dollars-field";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { declineQuoteRequest, sendQuote } from "../api/answer-quote-request";

/** A quote holds a week by default, never past the trip's day. */
const defaultValidUntil = (tripDate: string) => {
  const week = shiftDate(serviceToday(), 7);
  return week < tripDate ? week : tripDate;
};

/** The smallest vehicle that seats the party (the server refuses one that does not). */
const vehicleFor = (passengers: number) =>
  VEHICLE_OPTIONS.find((v) => CAPACITY[v.type].passengers >= passengers)?.type ?? "suv";

/** A round trip's quote prices its return ride too, as the server requires (422 in the same words). */
const RoundTripAnswer = QuoteAnswer.superRefine((a, ctx) => {
  if (a.returnAmountCents === undefined) {
    ctx.addIssue({ code: "custom", path: ["returnAmountCents"], message: RETURN_PRICE_REQUIRED });
  }
});

/**
 * The dispatcher's reply to a quote request: the price (and a round trip's return ride), the vehicle, until
 * when it holds and a note, checked by the route's own schema; the customer is e-mailed a private link.
 */
export function QuoteDialog({ request: q, onSent }: { request: QuoteRequestItem; onSent: () => void }) {
  const dialog = useDialogForm(
    q.returnDate ? RoundTripAnswer : QuoteAnswer,
    {
      amountCents: q.quote?.amountCents,
      returnAmountCents: q.quote?.returnAmountCents ?? undefined,
      vehicleType: q.quote?.vehicleType ?? vehicleFor(q.passengers),
      validUntil: defaultValidUntil(q.date),
      note: q.quote?.note ?? "",
    },
    (input) => sendQuote(q.id, input),
    onSent,
  );
  const again = q.status !== "new";
  return (
    <FormDialog
      dialog={dialog}
      title={`Quote for ${q.name}`}
      submitLabel="Send Quote"
      trigger={
        <Button
          size="sm"
          colorPalette="gold"
          aria-label={`${again ? "Quote again" : "Send a quote"} to ${q.name}`}
        >
          {again ? "Quote again" : "Send a quote"}
        </Button>
      }
    >
      <Text color="fg.muted" fontSize="sm">
        {q.pickupLocation} → {q.destination}, {formatUsDate(q.date)}
        {q.returnDate ? `, returning ${formatUsDate(q.returnDate)}` : ""}, {q.passengers} passengers.
        {again ? " A new quote replaces the link sent before." : ""}
      </Text>
      <DollarsField
        name="amountCents"
        label={q.returnDate ? "Outbound ride price (USD, all included)" : "Price (USD, all included)"}
        initialCents={q.quote?.amountCents}
        placeholder="e.g. 640"
      />
      {q.returnDate && (
        <DollarsField
          name="returnAmountCents"
          label="Return ride price (USD, all included)"
          helper={`${q.destination} → ${q.pickupLocation}, ${formatUsDate(q.returnDate)}`}
          initialCents={q.quote?.returnAmountCents ?? undefined}
          placeholder="e.g. 640"
        />
      )}
      <SelectField
        name="vehicleType"
        label="Vehicle"
        options={VEHICLE_OPTIONS.map((v) => ({ value: v.type, label: `${v.name} (seats ${v.passengers})` }))}
      />
      <TextField name="validUntil" label="Valid until (end of that day)" type="date" required />
      <TextareaField
        name="note"
        label="Note to the customer"
        rows={3}
        maxLength={1000}
        helper={`E-mailed to ${q.email} with the private link to accept it.`}
      />
    </FormDialog>
  );
}

/** Closes a request dispatch will not take (the reason goes to the audit log, not the customer). */
export function DeclineQuoteDialog({
  request: q,
  onDeclined,
}: {
  request: QuoteRequestItem;
  onDeclined: () => void;
}) {
  const dialog = useDialogForm(
    QuoteDecline,
    { reason: "" },
    (input) => declineQuoteRequest(q.id, input),
    onDeclined,
  );
  return (
    <FormDialog
      dialog={dialog}
      title={`Decline ${q.name}'s request`}
      submitLabel="Decline Request"
      size="md"
      confirm={{ palette: "red", cancelLabel: "Keep It" }}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Decline ${q.name}'s request`}>
          Decline
        </Button>
      }
    >
      <Text>The request is closed; any quote link sent stops working.</Text>
      <TextareaField name="reason" label="Why (for the audit log)" rows={2} maxLength={500} />
    </FormDialog>
  );
}
