import type { SavedPassenger } from "@chauffeur/contract";
import { Card, NativeSelect, Text } from "@chauffeur/ui";

/**
 * A signed-in customer's saved passengers: choosing one fills the passenger's details (their name sign's
 * text goes to the requests, for the chauffeur). Shown only when the account has some.
 */
export function SavedPassengerPicker({
  passengers,
  onPick,
}: {
  passengers: SavedPassenger[];
  onPick: (p: SavedPassenger) => void;
}) {
  if (passengers.length === 0) return null;
  return (
    <Card.Root mb="6">
      <Card.Body gap="2">
        <Text fontWeight="semibold">Book for a saved passenger</Text>
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="Saved passenger"
            defaultValue=""
            onChange={(e) => {
              const p = passengers.find((x) => x.id === e.currentTarget.value);
              if (p) onPick(p);
            }}
          >
            <option value="">Someone else (type their details)</option>
            {passengers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.firstName} {p.lastName} · {p.email}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Card.Body>
    </Card.Root>
  );
}
