import { type OpenAlert, ResolveAlert } from "@chauffeur/contract";
import { Button } from "@chauffeur/ui";
import { TextareaField } from "@chauffeur/ui/form";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { resolveAlert } from "../api/resolve-alert";

/** Marks an exception as checked, with a note of what was done for the audit log (may be left blank). */
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
      title={`Mark as checked: ${about}`}
      submitLabel="Mark as checked"
      size="md"
      trigger={
        <Button size="xs" variant="outline" aria-label={`Mark as checked: ${about}`}>
          Mark as checked
        </Button>
      }
    >
      <TextareaField
        name="note"
        label="What was done"
        helper="Kept in the audit log with your name."
        rows={3}
      />
    </FormDialog>
  );
}
