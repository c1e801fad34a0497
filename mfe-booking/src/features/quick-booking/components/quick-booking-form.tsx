import {
  formatUsDate,
  type QuickBookingFormProps,
  type QuickBookingSearch,
  QuickBookingSearchForm,
  serviceToday,
  TIME_SLOTS,
} from "@chauffeur/contract";
import { Box, Button, SegmentGroup, SimpleGrid, Stack, Text, useNavigate } from "@chauffeur/ui";
import { Form, SelectField, TextField, useContractForm, useFormFailure } from "@chauffeur/ui/form";
import { LuCalendar, LuClock, LuFlag, LuMapPin } from "react-icons/lu";
import { saveBookingSearch } from "../lib/booking-draft";
import { AddressField } from "./address-field";

const SERVICE_TYPES = [
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

/** SPEC.md's one message for the form, where it always was: under the fields, announced. */
function FormMessage() {
  return (
    <Box role="alert" minH="6" color="fg.error" fontWeight="medium">
      {useFormFailure()}
    </Box>
  );
}

/** The Quick Booking form, on the home page and on /booking (SPEC.md section 5), checked by the contract. */
export default function QuickBookingForm({ variant = "page" }: QuickBookingFormProps) {
  const navigate = useNavigate();
  const form = useContractForm(QuickBookingSearchForm, { defaultValues: empty });
  const search = form.watch();
  const today = serviceToday();

  const update = (patch: Partial<QuickBookingSearch>) => {
    for (const [key, value] of Object.entries(patch)) form.setValue(key as keyof QuickBookingSearch, value);
    form.clearErrors("root");
  };

  const submit = (data: QuickBookingSearch) => {
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
      <Form form={form} aria-label="Quick Booking" onValid={submit}>
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
            <SegmentGroup.Root
              aria-label="Service type"
              value={search.serviceType}
              onValueChange={(e) => update({ serviceType: e.value === "hourly" ? "hourly" : "one-way" })}
              size="md"
            >
              <SegmentGroup.Indicator bg="gold.400" />
              <SegmentGroup.Items items={SERVICE_TYPES} />
            </SegmentGroup.Root>
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
            <TextField
              name="date"
              type="date"
              min={today}
              label={
                <>
                  <LuCalendar aria-hidden /> Date
                </>
              }
              helper={
                <span aria-live="polite">{search.date ? formatUsDate(search.date) : "MM/DD/YYYY"}</span>
              }
            />
            <SelectField
              name="time"
              label={
                <>
                  <LuClock aria-hidden /> Time
                </>
              }
              placeholder="Select time"
              options={TIME_SLOTS}
            />
          </SimpleGrid>
          <FormMessage />
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
      </Form>
    </Box>
  );
}
