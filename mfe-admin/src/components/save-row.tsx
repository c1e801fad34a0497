import { Button, HStack } from "@chauffeur/ui";
import type { ReactNode } from "react";

/** The foot of an edit form: what it says on the left (a switch), its Save button on the right. */
export function SaveRow({
  busy,
  onSave,
  label = "Save",
  size = "sm",
  children,
}: {
  busy: boolean;
  onSave: () => void;
  label?: string;
  size?: "sm" | "md";
  children?: ReactNode;
}) {
  return (
    <HStack justify={children ? "space-between" : "end"} flexWrap="wrap" gap="3">
      {children}
      <Button size={size} colorPalette="blue" loading={busy} onClick={onSave}>
        {label}
      </Button>
    </HStack>
  );
}
