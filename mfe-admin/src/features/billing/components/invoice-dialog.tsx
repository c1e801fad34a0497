import {
  formatCalendarDate,
  formatCents,
  formatPeriod,
  MarkInvoicePaid,
  VoidInvoice,
} from "@chauffeur/contract";
import { Button, CloseButton, HStack, Portal, Stack, Text, toaster } from "@chauffeur/ui";
import { TextareaField, TextField } from "@chauffeur/ui/form";
import { Dialog, Table } from "@chauffeur/ui/widgets";
import { StatusBadge } from "../../../components/badges";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { downloadInvoice, markInvoicePaid, useInvoice, voidInvoice } from "../api/invoices";

const save = (id: string, kind: "pdf" | "csv", number: string) =>
  downloadInvoice(id, kind, number).catch((e: unknown) =>
    toaster.create({ type: "error", title: e instanceof Error ? e.message : String(e) }),
  );

function MarkPaidDialog({ id, onDone }: { id: string; onDone: () => void }) {
  const dialog = useDialogForm(
    MarkInvoicePaid,
    { reference: "" },
    async (input) => ({ message: (await markInvoicePaid(id, input)).message }),
    onDone,
  );
  return (
    <FormDialog
      dialog={dialog}
      title="Mark paid by transfer"
      submitLabel="Mark paid"
      confirm={{ palette: "green", cancelLabel: "Cancel" }}
      trigger={<Button colorPalette="green">Mark paid</Button>}
    >
      <TextField
        name="reference"
        label="The payment's reference"
        required
        helper="As on the bank statement."
      />
    </FormDialog>
  );
}

function VoidDialog({ id, onDone }: { id: string; onDone: () => void }) {
  const dialog = useDialogForm(
    VoidInvoice,
    { reason: "" },
    async (input) => ({ message: (await voidInvoice(id, input)).message }),
    onDone,
  );
  return (
    <FormDialog
      dialog={dialog}
      title="Void with a credit note"
      submitLabel="Void invoice"
      confirm={{ palette: "red", cancelLabel: "Keep it" }}
      trigger={
        <Button variant="outline" colorPalette="red">
          Void
        </Button>
      }
    >
      <Text>
        A credit note cancels the invoice in full; its rides go on the next run's corrected invoice.
      </Text>
      <TextareaField name="reason" label="Reason" required rows={2} />
    </FormDialog>
  );
}

/** One invoice: its lines as issued, its state, the PDF and CSV, and the accountant's actions. */
export function InvoiceDialog({
  id,
  onClose,
  onChanged,
}: {
  id: string | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { data: inv, error } = useInvoice(id);
  const owed = inv && (inv.status === "issued" || inv.status === "overdue");
  return (
    <Dialog.Root
      open={id !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: "full", md: "xl" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Wider on a laptop, so the lines fit without scrolling sideways. */}
          <Dialog.Content maxW={{ xl: "6xl" }}>
            <Dialog.Header>
              <Dialog.Title>{inv ? `Invoice ${inv.number}` : "Invoice"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && <Text color="fg.error">Error: {error.message}</Text>}
              {inv && (
                <Stack gap="4">
                  <HStack gap="3" flexWrap="wrap">
                    <StatusBadge value={inv.status} />
                    <Text>
                      {inv.companyName} · {formatPeriod(inv.period)} · issued{" "}
                      {formatCalendarDate(inv.issuedOn)} · due {formatCalendarDate(inv.dueDate)} (net{" "}
                      {inv.termsDays})
                    </Text>
                  </HStack>
                  <Text color="fg.muted">Billing contact: {inv.billingEmail}</Text>
                  {inv.status === "paid" && (
                    <Text>
                      Paid {inv.paidAt?.slice(0, 10)} by {inv.paidVia === "card" ? "card" : "transfer"} (
                      {inv.paidReference})
                    </Text>
                  )}
                  {inv.creditNote && (
                    <Text>
                      Credit note {inv.creditNote.number} ({formatCents(inv.creditNote.amountCents)}):{" "}
                      {inv.creditNote.reason}
                    </Text>
                  )}
                  <Table.ScrollArea borderWidth="1px" rounded="md">
                    <Table.Root size="sm">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>Ride</Table.ColumnHeader>
                          <Table.ColumnHeader>Passenger</Table.ColumnHeader>
                          <Table.ColumnHeader>Route</Table.ColumnHeader>
                          <Table.ColumnHeader>Cost centre</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Fare</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Extras</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Gratuity</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {inv.lines.map((l) => (
                          <Table.Row key={l.reference + l.rideDate}>
                            <Table.Cell whiteSpace="nowrap">
                              {l.rideDate}
                              <Text fontSize="xs" fontFamily="mono" color="fg.muted">
                                {l.reference}
                              </Text>
                            </Table.Cell>
                            <Table.Cell>{l.passenger}</Table.Cell>
                            <Table.Cell>
                              {l.route}
                              {l.description !== "Ride" && (
                                <Text fontSize="xs" color="fg.muted">
                                  {l.description}
                                </Text>
                              )}
                            </Table.Cell>
                            <Table.Cell>
                              {l.costCentre ?? "—"}
                              {l.po && (
                                <Text fontSize="xs" color="fg.muted">
                                  PO {l.po}
                                </Text>
                              )}
                            </Table.Cell>
                            <Table.Cell textAlign="end">{formatCents(l.fareCents)}</Table.Cell>
                            <Table.Cell textAlign="end">
                              {formatCents(l.extrasCents + l.waitingCents)}
                              {l.waitingCents > 0 && (
                                <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                                  waiting {formatCents(l.waitingCents)}
                                </Text>
                              )}
                            </Table.Cell>
                            <Table.Cell textAlign="end">{formatCents(l.gratuityCents)}</Table.Cell>
                            <Table.Cell textAlign="end" fontWeight="semibold">
                              {formatCents(l.totalCents)}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Table.ScrollArea>
                  <Text fontSize="lg" fontWeight="semibold" textAlign="end" data-testid="invoice-total">
                    Total {formatCents(inv.totalCents)}
                  </Text>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              {inv && (
                <>
                  <Button variant="outline" onClick={() => save(inv.id, "pdf", inv.number)}>
                    PDF
                  </Button>
                  <Button variant="outline" onClick={() => save(inv.id, "csv", inv.number)}>
                    CSV
                  </Button>
                  {owed && <VoidDialog id={inv.id} onDone={onChanged} />}
                  {owed && <MarkPaidDialog id={inv.id} onDone={onChanged} />}
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
