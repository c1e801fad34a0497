import { Button } from "@chauffeur/ui";

/** A booking's reference that opens it in the drawer. */
export function ReferenceButton({ reference, onOpen }: { reference: string; onOpen: () => void }) {
  return (
    <Button variant="plain" size="sm" px="0" textDecoration="underline" onClick={onOpen}>
      {reference}
    </Button>
  );
}
