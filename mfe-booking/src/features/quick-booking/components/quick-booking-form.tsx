import {
  formatUsDate,
  type QuickBookingFormProps,
  type QuickBookingSearch,
  serviceToday,
  TIME_SLOTS,
  validateQuickBooking,
} from "@chauffeur/contract";
import { Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text, useNavigate } from "@chauffeur/ui";
import { type FormEvent, useState } from "react";
import { LuCalendar, LuClock, LuFlag, LuMapPin } from "react-icons/lu";
import { SegmentedChoice } from "../../../components/segmented-choice";
import { saveBookingSearch } from "../lib/booking-draft";
import { AddressField } from "./address-field";

const SERVICE_TYPES: { value: QuickBookingSearch["serviceType"]; label: string }[] = [
  { value: "one-way", label: "One Way" },
  { value: "hourly", label: "Hourly" },
];

const empty: QuickBookingSearch = {
  serviceType: "one-way",
  pickupLocation: "",
  destination: "",
  date: "",
  time: "",
};

/** The Quick Booking form, on the home page and on /booking (SPEC.md section 5). */
export default function QuickBookingForm({ variant = "page" }: QuickBookingFormProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState<QuickBookingSearch>(empty);
  const [error, setError] = useState<string | null>(null);
  const today = serviceToday();

  const update = (patch: Partial<QuickBookingSearch>) => {
    setSearch((s) => ({ ...s, ...patch }));
    setError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateQuickBooking(search);
    if (problem) {
      setError(problem);
      return;
    }
    const data: QuickBookingSearch = {
      ...search,
      pickupLocation: search.pickupLocation.trim(),
      destination: search.destination.trim(),
    };
    saveBookingSearch(data);
    navigate("/vehicle-selection", { state: data });
  };

  return (
    <Box
      asChild
      bg="bg.panel"
      color="fg"
      p={{ base: "5", md: "7" }}
      borderRadius="2xl"
      shadow={variant === "hero" ? "2xl" : "md"}
      borderTopWidth="4px"
      borderColor="gold.400"
    >
      <form aria-label="Quick Booking" noValidate onSubmit={submit}>
        <Stack gap="5">
          <Stack
            direction={{ base: "column", sm: "row" }}
            justify="space-between"
            align={{ sm: "center" }}
            gap="3"
          >
            <Text as="h2" fontFamily="heading" fontSize="2xl" fontWeight="semibold">
              Quick Booking
            </Text>
            <SegmentedChoice
              label="Service type"
              name="serviceType"
              options={SERVICE_TYPES}
              value={search.serviceType}
              onChange={(serviceType) => update({ serviceType })}
            />
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
            <AddressField
              label="Pickup location"
              name="pickupLocation"
              icon={<LuMapPin aria-hidden />}
              placeholder="Address, city or airport"
              value={search.pickupLocation}
              onChange={(pickupLocation, pickupPlaceId) => update({ pickupLocation, pickupPlaceId })}
            />
            <AddressField
              label="Destination"
              name="destination"
              icon={<LuFlag aria-hidden />}
              placeholder="Address, city or airport"
              value={search.destination}
              onChange={(destination, destinationPlaceId) => update({ destination, destinationPlaceId })}
            />
            <Field.Root>
              <Field.Label>
                <LuCalendar aria-hidden /> Date
              </Field.Label>
              <Input
                name="date"
                type="date"
                min={today}
                value={search.date}
                onChange={(e) => update({ date: e.target.value })}
              />
              <Field.HelperText aria-live="polite">
                {search.date ? formatUsDate(search.date) : "MM/DD/YYYY"}
              </Field.HelperText>
            </Field.Root>
            <Field.Root>
              <Field.Label>
                <LuClock aria-hidden /> Time
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="time"
                  value={search.time}
                  onChange={(e) => update({ time: e.target.value })}
                >
                  <option value="">Select time</option>
                  {TIME_SLOTS.map((slot) => (
                    <option key={slot.value} value={slot.value}>
                      {slot.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <Box role="alert" minH="6" color="fg.error" fontWeight="medium">
            {error}
          </Box>
          <Button
            type="submit"
            colorPalette="gold"
            size="lg"
            alignSelf={{ base: "stretch", md: "flex-end" }}
            px="10"
          >
            Book Now
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
