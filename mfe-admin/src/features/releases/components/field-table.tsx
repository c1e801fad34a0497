import type { FieldData, RemoteStatus } from "@chauffeur/contract";
import { Badge, Text } from "@chauffeur/ui";
import { Table } from "@chauffeur/ui/widgets";

const rate = (part: number, views: number) => (views ? ` (${((100 * part) / views).toFixed(1)}%)` : "");
const ms = (value: number | null) =>
  value === null ? "–" : value >= 1000 ? `${value / 1000} s` : `${value} ms`;

/** The versions worth showing: the live one, the canary, then any other that pages reported. */
function versionsOf(status: RemoteStatus) {
  const rows: { version: string; role: "live" | "canary" | null; field: FieldData }[] = [
    { version: status.live.version, role: "live", field: status.live.field },
  ];
  if (status.canary)
    rows.push({ version: status.canary.version, role: "canary", field: status.canary.field });
  for (const r of status.releases) {
    if (r.field.views > 0 && !rows.some((row) => row.version === r.version)) {
      rows.push({ version: r.version, role: null, field: r.field });
    }
  }
  return rows;
}

/**
 * How each version does in real browsers (sampled page views): views, load failures (the page ran an
 * earlier version), errors, and p75 LCP and INP, the live version first and the canary beside it.
 */
export function FieldTable({ status, title }: { status: RemoteStatus; title: string }) {
  const rows = versionsOf(status);
  if (rows.every((r) => r.field.views === 0 && r.field.lcpP75 === null)) {
    return (
      <Text textStyle="xs" color="fg.muted">
        No field data yet: sampled page views report here.
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={`${title} field data`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Field data</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Views</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Load failures</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Errors</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">LCP p75</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">INP p75</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ version, role, field }) => (
            <Table.Row key={version} data-field-version={version}>
              <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                {version} {role === "live" && <Badge colorPalette="green">Live</Badge>}
                {role === "canary" && <Badge colorPalette="purple">Canary</Badge>}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="views">
                {field.views}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="load-failures" whiteSpace="nowrap">
                {field.loadFailures}
                {rate(field.loadFailures, field.views)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="errors" whiteSpace="nowrap">
                {field.errors}
                {rate(field.errors, field.views)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="lcp">
                {ms(field.lcpP75)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="inp">
                {ms(field.inpP75)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
