import { RunInvoices } from "@chauffeur/contract";
import { Button } from "@chauffeur/ui";
import { SelectField, TextField } from "@chauffeur/ui/form";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { useCompanies } from "../api/companies";
import { runInvoices } from "../api/invoices";

/** Last month, YYYY-MM: what the monthly run bills. */
function lastMonth(): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
}

/** Issues a month's invoices on demand, for every company or one; a month already invoiced adds nothing. */
export function RunInvoicesDialog({ onDone }: { onDone: () => void }) {
  const companies = useCompanies();
  const dialog = useDialogForm(
    RunInvoices,
    { month: lastMonth(), companyId: "" },
    async (input) => {
      const { invoices } = await runInvoices({
        month: input.month,
        ...(input.companyId ? { companyId: input.companyId } : {}),
      });
      return {
        message:
          invoices.length === 0
            ? `Nothing new to invoice for ${input.month}`
            : `${invoices.length} invoice${invoices.length === 1 ? "" : "s"} issued: ${invoices.map((i) => i.number).join(", ")}`,
      };
    },
    onDone,
  );
  const options = [
    { value: "", label: "Every company" },
    ...(companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <FormDialog
      dialog={dialog}
      title="Run invoices"
      submitLabel="Issue invoices"
      trigger={<Button variant="outline">Run invoices</Button>}
    >
      <TextField
        name="month"
        label="Month (YYYY-MM)"
        required
        helper="Rides on account that ended in this month."
      />
      <SelectField name="companyId" label="Company" options={options} />
    </FormDialog>
  );
}
