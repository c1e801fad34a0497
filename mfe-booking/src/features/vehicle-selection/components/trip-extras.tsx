import {
  bookableDates,
  formatServiceTime,
  formatUsDate,
  formatUsd,
  MAX_STOPS,
  STOP_CHARGE,
} from "@chauffeur/contract";
import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chauffeur/ui";
import { Switch } from "@chauffeur/ui/widgets";
import { LuMapPinned, LuPlus, LuX } from "react-icons/lu";
import { AddressField } from "../../../components/address-field/address-field";
import type { BookingDraft } from "../../../lib/draft/draft-schema";
import { earliestReturn, returnSlots, returnTimeAllowed } from "../lib/return-ride";

interface TripExtrasProps {
  draft: BookingDraft;
  /** The outbound's miles (through its stops), for when it arrives; null while unknown. */
  miles: number | null;
  onChange: (patch: Partial<BookingDraft>) => void;
}

/** Stops on the way (up to 3, each charged) and a return ride on its own date and time: one-way trips only. */
export function TripExtras({ draft, miles, onChange }: TripExtrasProps) {
  const earliest = earliestReturn(draft, miles);
  const back = draft.returnTrip;
  const slots = back ? returnSlots(back.date, earliest) : [];
  // A return time the outbound's new date or time no longer allows (changed on the Quick Booking form).
  const stale = Boolean(back?.time) && !returnTimeAllowed(draft, back, miles);
  const setStop = (i: number, value: string) =>
    onChange({ stops: draft.stops.map((s, j) => (j === i ? value : s)) });

  return (
    <Card.Root as="section" aria-labelledby="trip-extras-heading">
      <Card.Body>
        <Heading as="h2" id="trip-extras-heading" size="lg" mb="1">
          Stops and return
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="4">
          Up to {MAX_STOPS} stops on the way, {formatUsd(STOP_CHARGE)} each plus the miles through them.
        </Text>
        <Stack gap="4">
          {draft.stops.map((stop, i) => (
            <Flex key={i} gap="2" align="flex-end">
              <Box flex="1" minW="0">
                <AddressField
                  label={`Stop ${i + 1}`}
                  name={`stop-${i + 1}`}
                  icon={<LuMapPinned aria-hidden />}
                  placeholder="Address, hotel, city or airport"
                  value={stop}
                  onChange={(value) => setStop(i, value)}
                />
              </Box>
              <IconButton
                aria-label={`Remove stop ${i + 1}`}
                variant="ghost"
                onClick={() => onChange({ stops: draft.stops.filter((_, j) => j !== i) })}
              >
                <LuX />
              </IconButton>
            </Flex>
          ))}
          <Button
            alignSelf="flex-start"
            variant="outline"
            size="sm"
            disabled={draft.stops.length >= MAX_STOPS}
            onClick={() => onChange({ stops: [...draft.stops, ""] })}
          >
            <LuPlus aria-hidden />{" "}
            {draft.stops.length >= MAX_STOPS ? `${MAX_STOPS} stops at most` : "Add a stop"}
          </Button>
          <Switch.Root
            checked={back !== undefined}
            onCheckedChange={(e) =>
              onChange({ returnTrip: e.checked ? { date: draft.date, time: "" } : undefined })
            }
            colorPalette="gold"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Add a return ride</Switch.Label>
          </Switch.Root>
          {back && (
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                From {draft.destination} back to {draft.pickupLocation}, booked and paid with this ride
                {earliest ? `; the earliest pickup is ${formatServiceTime(earliest)}` : ""}.
              </Text>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <Field.Root>
                  <Field.Label>Return date</Field.Label>
                  <Input
                    name="returnDate"
                    type="date"
                    min={draft.date}
                    max={bookableDates().max}
                    value={back.date}
                    onChange={(e) => {
                      const date = e.target.value;
                      // A time the new day does not allow is cleared.
                      const ok = returnSlots(date, earliest).some(
                        (s) => s.value === back.time && !s.disabled,
                      );
                      onChange({ returnTrip: { date, time: ok ? back.time : "" } });
                    }}
                  />
                  <Field.HelperText>{back.date ? formatUsDate(back.date) : "MM/DD/YYYY"}</Field.HelperText>
                </Field.Root>
                <Field.Root invalid={stale}>
                  <Field.Label>Return time</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="returnTime"
                      value={back.time}
                      onChange={(e) => onChange({ returnTrip: { date: back.date, time: e.target.value } })}
                    >
                      <option value="">Select time</option>
                      {slots.map((slot) => (
                        <option key={slot.value} value={slot.value} disabled={slot.disabled}>
                          {slot.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {stale ? (
                    <Field.ErrorText>
                      This time is before your outbound ride arrives; please choose a later one.
                    </Field.ErrorText>
                  ) : (
                    <Field.HelperText>Boston time</Field.HelperText>
                  )}
                </Field.Root>
              </SimpleGrid>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
