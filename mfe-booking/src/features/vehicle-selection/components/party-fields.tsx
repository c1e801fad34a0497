import { MAX_CHILD_SEATS, MAX_HOURS, MIN_HOURS } from "@chauffeur/contract";
import { Card, Heading, SimpleGrid, Stack } from "@chauffeur/ui";
import { Switch } from "@chauffeur/ui/widgets";
import type { BookingDraft } from "../../../lib/draft/draft-schema";
import { NumberSelect } from "./number-select";

interface PartyFieldsProps {
  draft: BookingDraft;
  onChange: (patch: Partial<BookingDraft>) => void;
}

/** Passengers 1-6, luggage 0-6, the child toggle with 0-4 seats, and hours for hourly trips. */
export function PartyFields({ draft, onChange }: PartyFieldsProps) {
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="lg" mb="4">
          Passengers and luggage
        </Heading>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <NumberSelect
              label="Passengers"
              name="passengerCount"
              value={draft.passengerCount}
              min={1}
              max={6}
              onChange={(passengerCount) => onChange({ passengerCount })}
            />
            <NumberSelect
              label="Luggage"
              name="luggageCount"
              value={draft.luggageCount}
              min={0}
              max={6}
              onChange={(luggageCount) => onChange({ luggageCount })}
            />
            {draft.serviceType === "hourly" && (
              <NumberSelect
                label="Number of hours"
                name="hours"
                value={draft.hours}
                min={MIN_HOURS}
                max={MAX_HOURS}
                format={(n) => `${n} hours`}
                onChange={(hours) => onChange({ hours })}
              />
            )}
          </SimpleGrid>
          <Switch.Root
            checked={draft.travelingWithChild}
            onCheckedChange={(e) =>
              onChange({
                travelingWithChild: e.checked,
                childSeats: e.checked ? Math.max(1, draft.childSeats) : 0,
              })
            }
            colorPalette="gold"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Traveling with a child</Switch.Label>
          </Switch.Root>
          {draft.travelingWithChild && (
            <NumberSelect
              label="Child seats ($45 each)"
              name="childSeats"
              value={draft.childSeats}
              min={0}
              max={MAX_CHILD_SEATS}
              onChange={(childSeats) => onChange({ childSeats })}
            />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
