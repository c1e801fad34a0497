import { type AdminPayment, formatCents, formatServiceTime } from "@chauffeur/contract";
import { HStack, List, Stack, Text } from "@chauffeur/ui";
import { StatusBadge } from "../../../components/badges";
import { PaymentActions } from "./payment-actions";

function Amount({ label, cents }: { label: string; cents: number }) {
  return (
    <HStack justify="space-between">
      <Text color="fg.muted">{label}</Text>
      <Text fontVariantNumeric="tabular-nums">{formatCents(cents)}</Text>
    </HStack>
  );
}

/** The booking's money: state, amounts, when the hold lapses, every line and every processor event. */
export function PaymentPanel({
  bookingId,
  payment,
  onChanged,
}: {
  bookingId: string;
  payment: AdminPayment | null;
  onChanged: () => void;
}) {
  if (!payment) return <Text color="fg.muted">No payment record (booked before the ledger).</Text>;
  return (
    <Stack gap="3" as="section" aria-label="Payment" data-testid="payment-panel">
      <HStack justify="space-between">
        <Text fontWeight="semibold">Payment</Text>
        <StatusBadge value={payment.state} variant="solid" data-testid="payment-state" />
      </HStack>
      <Amount label="Fare" cents={payment.fareCents} />
      <Amount label="Card check" cents={payment.verifiedCents} />
      <Amount label="Held" cents={payment.heldCents} />
      <Amount label="Captured" cents={payment.capturedCents} />
      <Amount label="Refunded" cents={payment.refundedCents} />
      <HStack justify="space-between">
        <Text color="fg.muted">Capture before</Text>
        <Text>{payment.captureBefore ? formatServiceTime(payment.captureBefore) : "—"}</Text>
      </HStack>
      <PaymentActions bookingId={bookingId} payment={payment} onDone={onChanged} />
      <Text fontWeight="semibold" fontSize="sm">
        Lines
      </Text>
      <List.Root gap="1" ps="4" fontSize="sm">
        {/* Lines and events are append-only and ordered: their index is a stable key. */}
        {payment.lines.map((l, i) => (
          <List.Item key={`${i}:${l.code}`}>
            {l.description}: {formatCents(l.amountCents)}
          </List.Item>
        ))}
      </List.Root>
      <Text fontWeight="semibold" fontSize="sm">
        Processor events
      </Text>
      <List.Root gap="1" ps="4" fontSize="sm" data-testid="payment-events">
        {payment.events.map((e, i) => (
          <List.Item key={`${i}:${e.kind}`}>
            {formatServiceTime(e.at)} · {e.kind} {formatCents(e.amountCents)} · {e.outcome}
            {e.providerRef ? ` · ${e.providerRef}` : ""}
            {e.detail ? ` (${e.detail})` : ""}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
