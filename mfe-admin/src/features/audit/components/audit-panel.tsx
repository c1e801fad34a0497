import type { AuditItem } from "@chauffeur/contract";
import { Badge, Button, Stack, Text } from "@chauffeur/ui";
import { Table } from "@chauffeur/ui/widgets";
import { useState } from "react";
import { Pager } from "../../../components/pager";
import { errorText } from "../../../lib/api-client";
import { AUDIT_PAGE_SIZE, downloadAudit, type AuditFilters as Filters, useAudit } from "../api/audit";
import { AuditFilters } from "./audit-filters";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    timeZone: "America/New_York",
    dateStyle: "medium",
    timeStyle: "short",
  });

/** "status: pending → confirmed", one line per field that changed. */
function changes(item: AuditItem): string[] {
  const keys = [...new Set([...Object.keys(item.before ?? {}), ...Object.keys(item.after ?? {})])];
  const show = (v: unknown) =>
    v === undefined || v === null ? "—" : typeof v === "string" ? v : JSON.stringify(v);
  return keys.map((k) =>
    item.before && item.after
      ? `${k}: ${show(item.before[k])} → ${show(item.after[k])}`
      : `${k}: ${show((item.after ?? item.before)?.[k])}`,
  );
}

/** The Audit log tab (owner, accountant): every staff and chauffeur write, filtered, and its CSV. */
export function AuditPanel({ onOpen }: { onOpen: (bookingId: string) => void }) {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const { data, error } = useAudit(filters, page);
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Every change made by staff and chauffeurs: who, from which address, and the fields before and after.
        Rows are never changed or removed. Times are Boston's.
      </Text>
      <AuditFilters
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
        onExport={(f) =>
          downloadAudit(f).then(
            () => setExportError(null),
            (e) => setExportError(errorText(e)),
          )
        }
      />
      {(error || exportError) && <Text color="fg.error">{exportError ?? `Error: ${error?.message}`}</Text>}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Who</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
              <Table.ColumnHeader>Record</Table.ColumnHeader>
              <Table.ColumnHeader>Changes</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.map((item) => (
              <Table.Row key={item.id} data-testid="audit-row">
                <Table.Cell whiteSpace="nowrap">{when(item.at)}</Table.Cell>
                <Table.Cell>
                  {item.actorName ?? item.actorId ?? "System"}
                  <Text fontSize="xs" color="fg.muted">
                    {[item.actorRole, item.address].filter(Boolean).join(" · ")}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge variant="outline">{item.action}</Badge>
                </Table.Cell>
                <Table.Cell>
                  {item.bookingId ? (
                    <Button variant="plain" size="xs" px="0" onClick={() => onOpen(item.bookingId as string)}>
                      {item.target?.label ?? item.bookingId}
                    </Button>
                  ) : (
                    (item.target?.label ?? item.target?.id ?? "—")
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0" fontSize="xs">
                    {changes(item).map((line) => (
                      <Text key={line}>{line}</Text>
                    ))}
                    {item.reason && <Text color="fg.muted">Reason: {item.reason}</Text>}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {data?.items.length === 0 && <Text color="fg.muted">Nothing recorded matches these filters.</Text>}
      <Pager noun="entries" total={data?.total} page={page} pageSize={AUDIT_PAGE_SIZE} onPage={setPage} />
    </Stack>
  );
}
