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

/** Who did it: the person's name (or id), their role and address. */
function Who({ item }: { item: AuditItem }) {
  return (
    <>
      {item.actorName ?? item.actorId ?? "System"}
      <Text fontSize="xs" color="fg.muted">
        {[item.actorRole, item.address].filter(Boolean).join(" · ")}
      </Text>
    </>
  );
}

/** The record: a booking opens its drawer; anything else is its label. */
function Record({ item, onOpen }: { item: AuditItem; onOpen: (bookingId: string) => void }) {
  if (!item.bookingId) return <>{item.target?.label ?? item.target?.id ?? "—"}</>;
  const id = item.bookingId;
  return (
    <Button variant="plain" size="xs" px="0" onClick={() => onOpen(id)}>
      {item.target?.label ?? id}
    </Button>
  );
}

function Changes({ item }: { item: AuditItem }) {
  return (
    <Stack gap="0" fontSize="xs">
      {changes(item).map((line) => (
        <Text key={line} wordBreak="break-word">
          {line}
        </Text>
      ))}
      {item.reason && <Text color="fg.muted">Reason: {item.reason}</Text>}
    </Stack>
  );
}

/** On a phone, one card per row: when and what first, then who, the record and the changes. */
function AuditCards({ items, onOpen }: { items: AuditItem[]; onOpen: (bookingId: string) => void }) {
  return (
    <Stack gap="2" hideFrom="md">
      {items.map((item) => (
        <Stack key={item.id} gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="audit-card">
          <Stack direction="row" justify="space-between" gap="2" flexWrap="wrap">
            <Badge variant="outline">{item.action}</Badge>
            <Text fontSize="xs" color="fg.muted">
              {when(item.at)}
            </Text>
          </Stack>
          <Stack gap="0" fontSize="sm">
            <Who item={item} />
          </Stack>
          <Stack gap="0" fontSize="sm" align="start">
            <Record item={item} onOpen={onOpen} />
          </Stack>
          <Changes item={item} />
        </Stack>
      ))}
    </Stack>
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
      <AuditCards items={data?.items ?? []} onOpen={onOpen} />
      <Table.ScrollArea borderWidth="1px" rounded="md" hideBelow="md">
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
                  <Who item={item} />
                </Table.Cell>
                <Table.Cell>
                  <Badge variant="outline">{item.action}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Record item={item} onOpen={onOpen} />
                </Table.Cell>
                <Table.Cell>
                  <Changes item={item} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {data?.items.length === 0 && <Text color="fg.muted">Nothing recorded matches these filters.</Text>}
      <Pager noun="rows" total={data?.total} page={page} pageSize={AUDIT_PAGE_SIZE} onPage={setPage} />
    </Stack>
  );
}
