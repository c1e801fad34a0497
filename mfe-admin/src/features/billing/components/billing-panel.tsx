import { formatCalendarDate, formatCents, formatPeriod, type InvoiceStatus } from "@chauffeur/contract";
import { Button, Heading, HStack, NativeSelect, Stack, Text } from "@chauffeur/ui";
import { Table } from "@chauffeur/ui/widgets";
import { useState } from "react";
import { StatusBadge } from "../../../components/badges";
import { Pager } from "../../../components/pager";
import { SearchInput } from "../../../components/search-input";
import { useCan } from "../../../lib/staff";
import { useCompanies } from "../api/companies";
import { useInvoices } from "../api/invoices";
import { AddCompanyDialog } from "./add-company-dialog";
import { InvoiceDialog } from "./invoice-dialog";
import { RunInvoicesDialog } from "./run-invoices-dialog";

function CompaniesSection({ onChanged }: { onChanged: () => void }) {
  const { data, error } = useCompanies();
  return (
    <Stack gap="3" as="section" aria-labelledby="companies-heading">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h2" size="lg" id="companies-heading">
          Companies on account
        </Heading>
        <AddCompanyDialog onAdded={onChanged} />
      </HStack>
      {error && <Text color="fg.error">Error: {error.message}</Text>}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Company</Table.ColumnHeader>
              <Table.ColumnHeader>Billing contact</Table.ColumnHeader>
              <Table.ColumnHeader>Terms</Table.ColumnHeader>
              <Table.ColumnHeader>Requires</Table.ColumnHeader>
              <Table.ColumnHeader>Bookers</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell fontWeight="semibold">{c.name}</Table.Cell>
                <Table.Cell>{c.billingEmail}</Table.Cell>
                <Table.Cell>Net {c.termsDays}</Table.Cell>
                <Table.Cell>
                  {[c.requireCostCentre && "cost centre", c.requirePo && "PO"].filter(Boolean).join(", ") ||
                    "—"}
                </Table.Cell>
                <Table.Cell>
                  {[...c.bookers, ...(c.bookerDomain ? [`anyone @${c.bookerDomain}`] : [])].join(", ") || "—"}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {data && data.items.length === 0 && <Text color="fg.muted">No companies on account yet.</Text>}
    </Stack>
  );
}

const STATUSES: (InvoiceStatus | "")[] = ["", "issued", "overdue", "paid", "void"];

function InvoicesSection({ onChanged }: { onChanged: () => void }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<InvoiceStatus | "">("");
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, error } = useInvoices(page, search, status);
  return (
    <Stack gap="3" as="section" aria-labelledby="invoices-heading">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h2" size="lg" id="invoices-heading">
          Invoices
        </Heading>
        <RunInvoicesDialog onDone={onChanged} />
      </HStack>
      <HStack flexWrap="wrap" gap="2">
        <SearchInput
          label="Search invoices"
          placeholder="Search number or company"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <NativeSelect.Root width="44">
          <NativeSelect.Field
            aria-label="Invoice state"
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as InvoiceStatus | "");
              setPage(1);
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === "" ? "Every state" : s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {error && <Text color="fg.error">Error: {error.message}</Text>}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Number</Table.ColumnHeader>
              <Table.ColumnHeader>Company</Table.ColumnHeader>
              <Table.ColumnHeader>Month</Table.ColumnHeader>
              <Table.ColumnHeader>Issued</Table.ColumnHeader>
              <Table.ColumnHeader>Due</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              <Table.ColumnHeader>State</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.map((i) => (
              <Table.Row key={i.id}>
                <Table.Cell>
                  <Button variant="plain" size="sm" px="0" fontFamily="mono" onClick={() => setOpenId(i.id)}>
                    {i.number}
                  </Button>
                </Table.Cell>
                <Table.Cell>{i.companyName}</Table.Cell>
                <Table.Cell>{formatPeriod(i.period)}</Table.Cell>
                <Table.Cell>{formatCalendarDate(i.issuedOn)}</Table.Cell>
                <Table.Cell>{formatCalendarDate(i.dueDate)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(i.totalCents)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge value={i.status} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {data && data.items.length === 0 && <Text color="fg.muted">No invoices yet.</Text>}
      <Pager
        noun="invoices"
        total={data?.total}
        page={page}
        pageSize={data?.pageSize ?? 1}
        onPage={setPage}
      />
      <InvoiceDialog id={openId} onClose={() => setOpenId(null)} onChanged={onChanged} />
    </Stack>
  );
}

/** The console's Companies & invoices tab (the accountant's): companies on account and their monthly invoices. */
export function BillingPanel({ onChanged }: { onChanged: () => void }) {
  // A dispatcher manages companies; invoices are the accountant's (and the owner's).
  const invoices = useCan("invoices");
  return (
    <Stack gap="10">
      {invoices && <InvoicesSection onChanged={onChanged} />}
      <CompaniesSection onChanged={onChanged} />
    </Stack>
  );
}
