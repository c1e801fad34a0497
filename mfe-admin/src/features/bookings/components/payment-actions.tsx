import { type AdminPayment, AdminRelease, formatCents } from "@chauffeur/contract";
import { Button, Stack, Text } from "@chauffeur/ui";
import { type FieldValues, TextareaField, TextField } from "@chauffeur/ui/form";
import type { ReactNode } from "react";
import { z } from "zod";
import { FormDialog } from "../../../components/form-dialog";
import { usePerClick } from "../../../lib/per-click";
import { useStaff } from "../../../lib/staff";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { capturePayment } from "../api/capture-payment";
import { refundPayment } from "../api/refund-payment";
import { releasePayment } from "../api/release-payment";

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

const CaptureForm = z
  .object({ amount: dollars(false), reason: AdminRelease.shape.reason })
  .transform((v) => ({ amountCents: v.amount, reason: v.reason }));
const RefundForm = z
  .object({ amount: dollars(true), reason: AdminRelease.shape.reason })
  .transform((v) => ({ amountCents: v.amount ?? 0, reason: v.reason }));

interface ActionDialogProps<S extends z.ZodType<FieldValues, FieldValues>> {
  title: string;
  trigger: string;
  confirm: string;
  palette: "green" | "orange" | "red";
  description: ReactNode;
  dialog: ReturnType<typeof useDialogForm<S>>;
  children: ReactNode;
}

/** One payment action: its checked form in a confirmation dialog; the server's refusal stays in it. */
function ActionDialog<S extends z.ZodType<FieldValues, FieldValues>>(p: ActionDialogProps<S>) {
  return (
    <FormDialog
      dialog={p.dialog}
      title={p.title}
      trigger={
        <Button size="sm" variant="outline" colorPalette={p.palette}>
          {p.trigger}
        </Button>
      }
      submitLabel={p.confirm}
      size="md"
      confirm={{ palette: p.palette, cancelLabel: "Back" }}
    >
      <Text>{p.description}</Text>
      {p.children}
    </FormDialog>
  );
}

const AmountField = ({ label, helper }: { label: string; helper: string }) => (
  <TextField name="amount" label={label} helper={helper} inputMode="decimal" placeholder="0.00" />
);

const ReasonField = ({ label = "Reason (the customer is told)" }: { label?: string }) => (
  <TextareaField name="reason" label={label} maxLength={500} required />
);

/** What a refund may be: what was captured less refunded, and a dispatcher's limit on the booking. */
function refundHelper(refundable: number, payment: AdminPayment, limit: number | null): string {
  const most = `At most ${formatCents(refundable)}`;
  if (limit === null) return most;
  const left = Math.max(0, limit - payment.refundedCents);
  return `${most}; as a dispatcher, up to ${formatCents(left)} more on this booking (an accountant or the owner can refund beyond)`;
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
  const { refundLimitCents } = useStaff();
  // Each click carries its own Idempotency-Key: a double click captures, releases or refunds once.
  const capture = useDialogForm(
    CaptureForm,
    { amount: "", reason: "" },
    usePerClick((input: z.output<typeof CaptureForm>, key) => capturePayment(bookingId, input, key)),
    onDone,
  );
  const refund = useDialogForm(
    RefundForm,
    { amount: "", reason: "" },
    usePerClick((input: z.output<typeof RefundForm>, key) => refundPayment(bookingId, input, key)),
    onDone,
  );
  const release = useDialogForm(
    AdminRelease,
    { reason: "" },
    usePerClick((input: z.output<typeof AdminRelease>, key) => releasePayment(bookingId, input, key)),
    onDone,
  );
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
          dialog={capture}
        >
          <AmountField
            label="Amount in dollars (empty: all that is held)"
            helper={`At most ${formatCents(payment.heldCents)}`}
          />
          <ReasonField label="Reason (kept in the audit log)" />
        </ActionDialog>
      )}
      {canRelease && (
        <ActionDialog
          title="Release every hold?"
          trigger="Release"
          confirm="Release"
          palette="orange"
          description="Every hold on the customer's card is given back and nothing more is charged for this booking automatically."
          dialog={release}
        >
          <ReasonField />
        </ActionDialog>
      )}
      {refundable > 0 && (
        <ActionDialog
          title="Refund the customer?"
          trigger="Refund"
          confirm="Refund"
          palette="red"
          description={`Up to ${formatCents(refundable)} can be refunded (captured less refunded).`}
          dialog={refund}
        >
          <AmountField
            label="Amount in dollars"
            helper={refundHelper(refundable, payment, refundLimitCents)}
          />
          <ReasonField />
        </ActionDialog>
      )}
    </Stack>
  );
}
