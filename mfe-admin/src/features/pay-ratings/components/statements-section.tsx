import { formatCents, formatUsDate, lastEndedWeek, shiftDate, weekMonday } from "@chauffeur/contract";
import { Badge, Button, Field, Heading, HStack, Input, Stack, Text } from "@chauffeur/ui";
import { Table } from "@chauffeur/ui/widgets";
import { useState } from "react";
import { errorText } from "../../../lib/api-client";
import { useAdminAction } from "../../../lib/use-admin-action";
import { downloadPayroll, downloadStatement } from "../api/download-pay-files";
import { usePayouts } from "../api/get-payouts";
import { runPayouts } from "../api/run-payouts";
import { MarkPaidDialog } from "./mark-paid-dialog";

/**
 * The chauffeurs' weekly statements: a week's (issued by the Monday job, or here), each as PDF and
 * marked paid with a reference; and the payroll file for any range of dates.
 */
export function StatementsSection({ onChanged }: { onChanged: () => void }) {
  const [day, setDay] = useState(() => lastEndedWeek(new Date()));
  const weekOf = /^\d{4}-\d{2}-\d{2}$/.test(day) ? weekMonday(day) : lastEndedWeek(new Date());
  const { data, error } = usePayouts(weekOf);
  const [failed, setFailed] = useState<string | null>(null);
  const run = useAdminAction({
    action: async () => {
      const result = await runPayouts(weekOf);
      return {
        message: `${result.statements.length} statement(s) for the week of ${formatUsDate(result.weekOf)}`,
      };
    },
    errorTitle: "Could not issue the statements",
    onDone: onChanged,
  });
  const [from, setFrom] = useState(weekOf);
  const [to, setTo] = useState(shiftDate(weekOf, 6));
  const download = (job: Promise<void>) =>
    job.then(
      () => setFailed(null),
      (e) => setFailed(errorText(e)),
    );

  return (
    <Stack gap="4" as="section" aria-labelledby="statements-heading">
      <Heading id="statements-heading" as="h2" size="lg">
        Pay statements
      </Heading>
      <HStack gap="3" align="end" flexWrap="wrap">
        <Field.Root maxW="56">
          <Field.Label>Week of</Field.Label>
          <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
          <Field.HelperText>
            {formatUsDate(weekOf)} – {formatUsDate(shiftDate(weekOf, 6))}
          </Field.HelperText>
        </Field.Root>
        <Button colorPalette="gold" loading={run.busy} onClick={() => run.run(undefined)}>
          Issue statements
        </Button>
      </HStack>
      {error && <Text color="fg.error">Error: {error.message}</Text>}
      {failed && <Text color="fg.error">{failed}</Text>}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Statement</Table.ColumnHeader>
              <Table.ColumnHeader>Chauffeur</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              <Table.ColumnHeader>Paid</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={5} color="fg.muted">
                  No statements for this week yet.
                </Table.Cell>
              </Table.Row>
            )}
            {data?.items.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell fontFamily="mono">{s.number}</Table.Cell>
                <Table.Cell>{s.driverName}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatCents(s.totalCents)}
                </Table.Cell>
                <Table.Cell>
                  {s.paidAt ? (
                    <Badge colorPalette="green">Paid · {s.paidReference}</Badge>
                  ) : (
                    <Badge>Not paid</Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Download ${s.number} as PDF`}
                      onClick={() => download(downloadStatement(s))}
                    >
                      PDF
                    </Button>
                    {!s.paidAt && <MarkPaidDialog statement={s} onDone={onChanged} />}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack gap="3" align="end" flexWrap="wrap">
        <Field.Root maxW="48">
          <Field.Label>Payroll from</Field.Label>
          <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root maxW="48">
          <Field.Label>to</Field.Label>
          <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
        <Button variant="outline" onClick={() => download(downloadPayroll(from, to))}>
          Download payroll CSV
        </Button>
      </HStack>
    </Stack>
  );
}
