import { type OpenAlert, ResolveAlert } from "@chauffeur/contract";
import { Button } from "@chauffeur/ui";
import { TextareaField } from "@chauffeur/ui/form";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { resolveAlert } from "../api/resolve-alert";

/** Closes an exception by hand, saying what was done about it; the note goes to the audit log. */
export function ResolveAlertDialog({
  alert,
  label,
  onDone,
}: {
  alert: OpenAlert;
  label: string;
  onDone: () => void;
}) {
  const about = alert.reference ? `${label} on ${alert.reference}` : label;
  const dialog = useDialogForm(ResolveAlert, { note: "" }, (input) => resolveAlert(alert.id, input), onDone);
  return (
    <FormDialog
      dialog={dialog}
      title={`Resolve: ${about}`}
      submitLabel="Resolve"
      size="md"
      trigger={
        <Button size="xs" variant="outline" aria-label={`Resolve ${about}`}>
          Resolve
        </Button>
      }
    >
      <TextareaField
        name="note"
        label="What was done"
        helper="Kept in the audit log with your name."
        rows={3}
        required
      />
    </FormDialog>
  );
}
