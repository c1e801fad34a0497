import {
  AdminAddExtra,
  type AdminPayment,
  EXTRA_STATE_WORDS,
  type ExtraState,
  formatCents,
  formatServiceTime,
} from "@chauffeur/contract";
import { Badge, Button, HStack, Stack, Text } from "@chauffeur/ui";
import { SelectField, TextField } from "@chauffeur/ui/form";
import type { z } from "zod";
import { DollarsField } from "../../../components/dollars-field";
import { FormDialog } from "../../../components/form-dialog";
import { usePerClick } from "../../../lib/per-click";
import { useCan } from "../../../lib/staff";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { addExtra } from "../api/add-extra";

const KINDS = [
  { value: "toll", label: "Toll" },
  { value: "parking", label: "Parking" },
  { value: "sign", label: "Meet-and-greet sign" },
  { value: "other", label: "Other (say what in the note)" },
];

/** Money in (green), on its way (blue), waiting for the customer (orange), not yet due (gray). */
const STATE_COLORS: Record<ExtraState, string> = {
  with_fare: "gray",
  captured: "green",
  charging: "blue",
  charged: "green",
  paid_by_link: "green",
  owed: "orange",
  billed: "teal",
};

const WHO: Record<string, string> = {
  admin: "dispatch",
  driver: "the chauffeur",
  customer: "the customer",
  system: "the system",
};

/** How an extra added now is paid, from where the booking's money stands. */
function howPaid(payment: AdminPayment): string {
  if (payment.state === "on_account" || payment.state === "billed") {
    return "It is billed to the company with the ride, on its next invoice.";
  }
  if (payment.settled) {
    return "This ride's money is settled: the saved card is charged for it now (or, when the bank wants the customer, the payment link is sent).";
  }
  return "It is charged with the fare after the ride.";
}

/** A booking that takes extras: not cancelled (its fee is settled), with a payment record. */
export const takesExtras = (b: { status: string; payment: AdminPayment | null }) =>
  b.payment !== null && b.status !== "cancelled";

/**
 * The ride's extras (tolls, parking, a sign, waiting time, a change fee), each with where its money
 * stands, and, for dispatch, the form that adds one (the server checks the role again).
 */
export function ExtrasPanel({
  booking,
  onChanged,
}: {
  booking: { id: string; reference: string; status: string; payment: AdminPayment | null };
  onChanged: () => void;
}) {
  const dispatches = useCan("dispatch");
  const { payment } = booking;
  if (!payment) return null;
  return (
    <Stack gap="2" as="section" aria-label="Extras" data-testid="extras-panel">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold">Extras</Text>
        {dispatches && takesExtras(booking) && (
          <AddExtraDialog bookingId={booking.id} payment={payment} onDone={onChanged} />
        )}
      </HStack>
      {payment.extras.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No extras on this ride.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {payment.extras.map((e) => (
            <Stack
              as="li"
              key={`${e.addedAt}:${e.code}:${e.description}`}
              gap="1"
              borderWidth="1px"
              borderRadius="md"
              p="2"
              data-testid="extra"
            >
              <HStack justify="space-between" align="start" gap="3">
                <Text fontSize="sm">{e.description}</Text>
                <Text fontSize="sm" fontWeight="medium" fontVariantNumeric="tabular-nums">
                  {formatCents(e.amountCents)}
                </Text>
              </HStack>
              <HStack justify="space-between" align="center" gap="2" wrap="wrap">
                <Badge
                  colorPalette={STATE_COLORS[e.state]}
                  variant="subtle"
                  whiteSpace="normal"
                  data-testid="extra-state"
                >
                  {EXTRA_STATE_WORDS[e.state]}
                </Badge>
                <Text fontSize="xs" color="fg.muted">
                  Added {formatServiceTime(e.addedAt)} by {WHO[e.addedBy] ?? e.addedBy}
                </Text>
              </HStack>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The dispatcher's form: what it was, the amount in dollars, a note (required for "other"). */
function AddExtraDialog({
  bookingId,
  payment,
  onDone,
}: {
  bookingId: string;
  payment: AdminPayment;
  onDone: () => void;
}) {
  const dialog = useDialogForm(
    AdminAddExtra,
    { kind: "toll", amountCents: undefined, note: "" },
    usePerClick((input: z.output<typeof AdminAddExtra>, key) => addExtra(bookingId, input, key)),
    onDone,
  );
  return (
    <FormDialog
      dialog={dialog}
      title="Add an extra"
      size="md"
      submitLabel="Add extra"
      trigger={
        <Button size="sm" variant="outline" colorPalette="gold">
          Add an extra
        </Button>
      }
    >
      <Text fontSize="sm">{howPaid(payment)}</Text>
      <SelectField name="kind" label="What" options={KINDS} />
      <DollarsField name="amountCents" label="Amount (USD)" placeholder="e.g. 12.50" />
      <TextField
        name="note"
        label="Note (on the customer's receipt)"
        maxLength={100}
        helper="Where or what: Mass Pike, Logan Terminal B garage..."
      />
    </FormDialog>
  );
}
