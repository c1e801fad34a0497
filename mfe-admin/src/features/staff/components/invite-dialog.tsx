import { InviteStaff, STAFF_ROLES } from "@chauffeur/contract";
import { Button, Text } from "@chauffeur/ui";
import { SelectField, TextField } from "@chauffeur/ui/form";
import { FormDialog } from "../../../components/form-dialog";
import { ROLE_LABELS } from "../../../lib/staff";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { inviteStaff } from "../api/staff";

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The owner invites a person: the e-mail carries a link to set a password (72 hours, once). */
export function InviteDialog({ onInvited }: { onInvited: () => void }) {
  const dialog = useDialogForm(
    InviteStaff,
    { name: "", email: "", role: "dispatcher" },
    inviteStaff,
    onInvited,
  );
  return (
    <FormDialog
      dialog={dialog}
      title="Invite a staff member"
      trigger={<Button colorPalette="gold">Invite staff</Button>}
      submitLabel="Send invite"
      size="md"
    >
      <Text color="fg.muted">
        They get an e-mail with a link to choose a password; at their first sign-in they set up an
        authenticator app.
      </Text>
      <TextField name="name" label="Name" autoComplete="off" required />
      <TextField name="email" label="E-mail" type="email" autoComplete="off" required />
      <SelectField name="role" label="Role" options={ROLE_OPTIONS} required />
    </FormDialog>
  );
}
