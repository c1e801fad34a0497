import { STAFF_ROLES, type StaffAccount, type StaffRole } from "@chauffeur/contract";
import { Badge, Button, HStack, NativeSelect, Stack, Text, VisuallyHidden } from "@chauffeur/ui";
import { Table } from "@chauffeur/ui/widgets";
import { ROLE_LABELS, useStaff } from "../../../lib/staff";
import { useAdminAction } from "../../../lib/use-admin-action";
import { signOutStaff, updateStaff, useStaffList } from "../api/staff";
import { InviteDialog } from "./invite-dialog";
import { RefundLimit } from "./refund-limit";

const STATUS_PALETTE = { active: "green", invited: "blue", inactive: "gray" } as const;
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("en-US", { timeZone: "America/New_York" }) : "Never";

/** One account's controls: its role, active or not, and signing it out everywhere. */
function StaffActions({ account, onChanged }: { account: StaffAccount; onChanged: () => void }) {
  const me = useStaff();
  const change = useAdminAction({
    action: async (body: { role?: StaffRole; active?: boolean }) => {
      const next = await updateStaff(account.id, body);
      return {
        message: `${next.name}: ${ROLE_LABELS[next.role]}, ${next.active ? "active" : "deactivated"}`,
      };
    },
    errorTitle: "Error changing the account",
    onDone: onChanged,
  });
  const signOut = useAdminAction({
    action: () => signOutStaff(account.id),
    errorTitle: "Error signing out",
    onDone: onChanged,
  });
  return (
    <HStack gap="2" flexWrap="wrap">
      <NativeSelect.Root size="sm" w="36" disabled={change.busy}>
        <NativeSelect.Field
          aria-label={`Role of ${account.name}`}
          value={account.role}
          onChange={(e) => change.run({ role: e.currentTarget.value as StaffRole })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        variant="outline"
        colorPalette={account.active ? "red" : "green"}
        loading={change.busy}
        onClick={() => change.run({ active: !account.active })}
      >
        {account.active ? "Deactivate" : "Reactivate"}
      </Button>
      {account.id !== me.id && account.active && (
        <Button size="sm" variant="ghost" loading={signOut.busy} onClick={() => signOut.run(undefined)}>
          Sign out everywhere
        </Button>
      )}
    </HStack>
  );
}

/** The owner's Staff tab: who has an account, their role, whether they signed in, and inviting more. */
export function StaffPanel({ onChanged }: { onChanged: () => void }) {
  const { data, error } = useStaffList();
  return (
    <Stack gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">Staff ({data?.total ?? "…"})</Text>
          <Text fontSize="sm" color="fg.muted">
            Dispatchers: bookings, drivers, messages, refunds up to the limit. Accountants: money, exports and
            the audit log. Owners: everything, with staff, settings and releases.
          </Text>
        </Stack>
        <InviteDialog onInvited={onChanged} />
      </HStack>
      {error && <Text color="fg.error">Error: {error.message}</Text>}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>Role and actions</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.map((s) => (
              <Table.Row key={s.id} data-testid="staff-row">
                <Table.Cell>
                  {s.name}
                  <Text fontSize="xs" color="fg.muted">
                    {s.email ?? `${s.username} (from the environment)`}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" flexWrap="wrap">
                    <Badge colorPalette={STATUS_PALETTE[s.status]}>{s.status}</Badge>
                    {s.mfaEnabled && <Badge colorPalette="purple">2-step</Badge>}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{when(s.lastSignInAt)}</Table.Cell>
                <Table.Cell>
                  <StaffActions account={s} onChanged={onChanged} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <RefundLimit onChanged={onChanged} />
    </Stack>
  );
}
