import { CreateCompany } from "@chauffeur/contract";
import { Button, SimpleGrid } from "@chauffeur/ui";
import { TextareaField, TextField } from "@chauffeur/ui/form";
import { CheckboxField } from "@chauffeur/ui/form/checkbox";
import { z } from "zod";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { createCompany } from "../api/companies";

/** The console's form of POST /api/admin/companies: terms typed as text, bookers one a line. */
const CompanyForm = CreateCompany.extend({
  termsDays: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, "Terms are 0 to 120 days")
    .transform(Number)
    .pipe(CreateCompany.shape.termsDays.unwrap()),
  bookers: z
    .string()
    .transform((text) =>
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .pipe(CreateCompany.shape.bookers.unwrap()),
});

const EMPTY = {
  name: "",
  billingEmail: "",
  termsDays: "30",
  requireCostCentre: false,
  requirePo: false,
  bookers: "",
  bookerDomain: "",
};

/** Adds a company that books on account (the dispatcher or the accountant). */
export function AddCompanyDialog({ onAdded }: { onAdded: () => void }) {
  const dialog = useDialogForm(
    CompanyForm,
    EMPTY,
    async (input) => ({ message: `${(await createCompany(input)).name} can now book on account` }),
    onAdded,
  );
  return (
    <FormDialog
      dialog={dialog}
      title="Add company"
      size={{ base: "full", md: "lg" }}
      submitLabel="Add company"
      trigger={<Button colorPalette="gold">Add company</Button>}
    >
      <TextField name="name" label="Company name" required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="billingEmail" label="Billing contact e-mail" type="email" required />
        <TextField name="termsDays" label="Payment terms (net days)" inputMode="numeric" required />
      </SimpleGrid>
      <CheckboxField name="requireCostCentre" label="A cost centre is required on every ride" />
      <CheckboxField name="requirePo" label="A PO number is required on every ride" />
      <TextareaField
        name="bookers"
        label="Approved bookers"
        helper="E-mail addresses, one a line: they may bill rides to the company."
        rows={3}
      />
      <TextField
        name="bookerDomain"
        label="Or everyone at a domain"
        placeholder="acme.com"
        helper="Leave empty to allow only the bookers listed."
      />
    </FormDialog>
  );
}
