import { type AdminPayment, AdminRelease, formatCents } from "@chauffeur/contract";
import { Button, Dialog, Field, Input, Portal, Stack, Text, Textarea } from "@chauffeur/ui";
import { type ReactNode, useState } from "react";
import { z } from "zod";
import { useDialogAction } from "../../../lib/use-dialog-action";
import { capturePayment, refundPayment, releasePayment } from "../api/payments";

/** Dollars typed by the dispatcher ("25", "25.50") as cents; empty means "all of it" where allowed. */
const dollars = (required: boolean) =>
  z
    .string()
    .trim()
    .refine(
      (v) => (v === "" ? !required : /^\d{1,6}(\.\d{1,2})?$/.test(v)),
      "Enter an amount in dollars, like 25.00",
    )
    .transform((v) => (v === "" ? undefined : Math.round(Number(v) * 100)))
    .refine((c) => c === undefined || c > 0, "The amount must be more than zero");

const CaptureForm = z.object({ amount: dollars(false) }).transform((v) => ({ amountCents: v.amount }));
const RefundForm = z
  .object({ amount: dollars(true), reason: AdminRelease.shape.reason })
  .transform((v) => ({ amountCents: v.amount ?? 0, reason: v.reason }));

interface ActionDialogProps {
  title: string;
  trigger: string;
  confirm: string;
  palette: string;
  description: ReactNode;
  busy: boolean;
  failure: string | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  onConfirm: () => void;
  children: ReactNode;
}

function ActionDialog(p: ActionDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={p.open} onOpenChange={(e) => p.setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette={p.palette}>
          {p.trigger}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{p.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{p.description}</Text>
                {p.children}
                {p.failure && (
                  <Text color="fg.error" role="alert">
                    {p.failure}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Back</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={p.palette} loading={p.busy} onClick={p.onConfirm}>
                {p.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AmountField(props: {
  label: string;
  value: string;
  invalid: string | null;
  /** The field's own message when the dialog's first problem is about another field. */
  invalidOverride?: string | null;
  helper: string;
  onChange: (v: string) => void;
}) {
  const invalid = props.invalidOverride === undefined ? props.invalid : props.invalidOverride;
  return (
    <Field.Root invalid={invalid !== null}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        inputMode="decimal"
        value={props.value}
        placeholder="0.00"
        onChange={(e) => props.onChange(e.target.value)}
      />
      <Field.HelperText>{props.helper}</Field.HelperText>
      <Field.ErrorText>{invalid}</Field.ErrorText>
    </Field.Root>
  );
}

function ReasonField(props: { value: string; invalid: string | null; onChange: (v: string) => void }) {
  return (
    <Field.Root invalid={props.invalid !== null} required>
      <Field.Label>Reason (the customer is told)</Field.Label>
      <Textarea value={props.value} maxLength={500} onChange={(e) => props.onChange(e.target.value)} />
      <Field.ErrorText>{props.invalid}</Field.ErrorText>
    </Field.Root>
  );
}

/** Capture now, release, refund: each a guarded call; the server's refusal stays in the dialog. */
export function PaymentActions({
  bookingId,
  payment,
  onDone,
}: {
  bookingId: string;
  payment: AdminPayment;
  onDone: () => void;
}) {
  const [captureAmount, setCaptureAmount] = useState("");
  const [refundAmount, setRefundAmount] = useState("");
  const [refundReason, setRefundReason] = useState("");
  const [releaseReason, setReleaseReason] = useState("");
  const capture = useDialogAction(CaptureForm, (input) => capturePayment(bookingId, input), onDone);
  const refund = useDialogAction(RefundForm, (input) => refundPayment(bookingId, input), onDone);
  const release = useDialogAction(AdminRelease, (input) => releasePayment(bookingId, input), onDone);
  const refundable = payment.capturedCents - payment.refundedCents;
  const canRelease =
    !payment.settled &&
    (payment.heldCents > 0 || payment.verifiedCents > 0 || payment.state === "action_required");
  return (
    <Stack direction="row" gap="2" wrap="wrap">
      {payment.heldCents > 0 && (
        <ActionDialog
          title="Capture now?"
          trigger="Capture now"
          confirm="Capture"
          palette="green"
          description={`${formatCents(payment.heldCents)} is held. Capture all of it, or a part (the rest of the hold is released).`}
          {...capture}
          onConfirm={() => capture.submit({ amount: captureAmount })}
        >
          <AmountField
            label="Amount in dollars (empty: all that is held)"
            value={captureAmount}
            invalid={capture.invalid}
            helper={`At most ${formatCents(payment.heldCents)}`}
            onChange={(v) => {
              setCaptureAmount(v);
              capture.clearInvalid();
            }}
          />
        </ActionDialog>
      )}
      {canRelease && (
        <ActionDialog
          title="Release every hold?"
          trigger="Release"
          confirm="Release"
          palette="orange"
          description="Every hold on the customer's card is given back and nothing more is charged for this booking automatically."
          {...release}
          onConfirm={() => release.submit({ reason: releaseReason })}
        >
          <ReasonField
            value={releaseReason}
            invalid={release.invalid}
            onChange={(v) => {
              setReleaseReason(v);
              release.clearInvalid();
            }}
          />
        </ActionDialog>
      )}
      {refundable > 0 && (
        <ActionDialog
          title="Refund the customer?"
          trigger="Refund"
          confirm="Refund"
          palette="red"
          description={`Up to ${formatCents(refundable)} can be refunded (captured less refunded).`}
          {...refund}
          onConfirm={() => refund.submit({ amount: refundAmount, reason: refundReason })}
        >
          <AmountField
            label="Amount in dollars"
            value={refundAmount}
            invalid={refund.invalid}
            helper={`At most ${formatCents(refundable)}`}
            invalidOverride={refund.invalid && /reason/i.test(refund.invalid) ? null : refund.invalid}
            onChange={(v) => {
              setRefundAmount(v);
              refund.clearInvalid();
            }}
          />
          <ReasonField
            value={refundReason}
            invalid={refund.invalid && /reason/i.test(refund.invalid) ? refund.invalid : null}
            onChange={(v) => {
              setRefundReason(v);
              refund.clearInvalid();
            }}
          />
        </ActionDialog>
      )}
    </Stack>
  );
}
