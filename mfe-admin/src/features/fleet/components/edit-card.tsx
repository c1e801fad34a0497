import type { ImageVariant } from "@chauffeur/contract";
import { Card, Field, Input, Stack, Textarea } from "@chauffeur/ui";
import { Switch } from "@chauffeur/ui/widgets";
import { type ReactNode, useState } from "react";
import { SaveRow } from "../../../components/save-row";

/** The pieces of the fleet panel's edit cards: a draft of a record, its inputs, the card and its save row. */
type Setter<T> = <K extends keyof T>(key: K, value: T[K]) => void;

export function useDraft<T>(initial: T): [T, Setter<T>, (patch: Partial<T>) => void] {
  const [draft, setDraft] = useState(initial);
  return [
    draft,
    (key, value) => setDraft((d) => ({ ...d, [key]: value })),
    (patch) => setDraft((d) => ({ ...d, ...patch })),
  ];
}

export function TextInput({
  label,
  value,
  onChange,
  type = "text",
  width,
}: {
  label: string;
  value: string | number;
  onChange: (v: string) => void;
  type?: string;
  width?: string;
}) {
  return (
    <Field.Root width={width}>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input size="sm" type={type} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </Field.Root>
  );
}

export function LongText({
  label,
  rows,
  value,
  onChange,
}: {
  label: string;
  rows: number;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Textarea size="sm" rows={rows} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </Field.Root>
  );
}

/**
 * One record of the public pages as a card: `children` are its fields; below them whether the site
 * shows it, and its Save button.
 */
export function EditCard({
  testId,
  header,
  active,
  onActive,
  busy,
  onSave,
  children,
}: {
  testId: string;
  header?: ReactNode;
  active: boolean;
  onActive: (v: boolean) => void;
  busy: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      {header && <Card.Header>{header}</Card.Header>}
      <Card.Body>
        <Stack gap="3">
          {children}
          <SaveRow busy={busy} onSave={onSave}>
            <Switch.Root size="sm" checked={active} onCheckedChange={(e) => onActive(e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Shown on the site</Switch.Label>
            </Switch.Root>
          </SaveRow>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export const picture = (v: { imageUrl: string; images?: ImageVariant[] | undefined }) => ({
  imageUrl: v.imageUrl,
  images: v.images ?? null,
});
