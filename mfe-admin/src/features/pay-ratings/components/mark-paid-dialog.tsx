import { MarkStatementPaid, type PayoutStatement } from "@chauffeur/contract";
import { Button } from "@chauffeur/ui";
import { TextField } from "@chauffeur/ui/form";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { markPaid } from "../api/mark-paid";

/** Marks a statement paid, once, with the transfer's or cheque's reference; its figures never change. */
export function MarkPaidDialog({ statement, onDone }: { statement: PayoutStatement; onDone: () => void }) {
  const dialog = useDialogForm(
    MarkStatementPaid,
    { reference: "" },
    async (input) => {
      await markPaid(statement.id, input);
      return { message: `${statement.number} marked paid` };
    },
    onDone,
  );
  return (
    <FormDialog
      dialog={dialog}
      title={`Mark ${statement.number} paid`}
      submitLabel="Mark paid"
      size="md"
      confirm={{ palette: "green", cancelLabel: "Cancel" }}
      trigger={
        <Button size="sm" colorPalette="green" variant="outline" aria-label={`Mark ${statement.number} paid`}>
          Mark paid
        </Button>
      }
    >
      <TextField name="reference" label="Payment reference (transfer or cheque)" required />
    </FormDialog>
  );
}
