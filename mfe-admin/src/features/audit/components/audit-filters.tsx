import { AUDIT_ACTIONS } from "@chauffeur/contract";
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from "@chauffeur/ui";
import { type FormEvent, useState } from "react";
import type { AuditFilters as Filters } from "../api/audit";

const EMPTY: Filters = { actor: "", action: "", record: "", from: "", to: "" };

/** The log's filters: person, action, record and Boston dates; applied together. */
export function AuditFilters({
  onApply,
  onExport,
}: {
  onApply: (f: Filters) => void;
  onExport: (f: Filters) => void;
}) {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const set = (name: keyof Filters) => (e: { currentTarget: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: e.currentTarget.value }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={apply} aria-label="Filter the audit log">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>Person</Field.Label>
          <Input value={draft.actor} onChange={set("actor")} placeholder="Name or id" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Action</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.action} onChange={set("action")}>
              <option value="">Every action</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Record</Field.Label>
          <Input value={draft.record} onChange={set("record")} placeholder="BC-… reference, name, id" />
        </Field.Root>
        <Field.Root>
          <Field.Label>From</Field.Label>
          <Input type="date" value={draft.from} onChange={set("from")} />
        </Field.Root>
        <Field.Root>
          <Field.Label>To</Field.Label>
          <Input type="date" value={draft.to} onChange={set("to")} />
        </Field.Root>
      </SimpleGrid>
      <HStack mt="3" gap="2" flexWrap="wrap">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >
          Clear
        </Button>
        <Button variant="outline" onClick={() => onExport(draft)}>
          Download CSV
        </Button>
      </HStack>
    </form>
  );
}
