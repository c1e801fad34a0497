import type { QuickBookingFormProps } from "@chauffeur/contract";
import { Box, Button, Field, Input, SimpleGrid } from "@chauffeur/ui";

/** The Quick Booking form, on the home page and on /booking. */
export default function QuickBookingForm({ variant = "page" }: QuickBookingFormProps) {
  return (
    <Box
      as="form"
      aria-label="Quick Booking"
      bg={variant === "hero" ? "bg.panel" : "bg.subtle"}
      color="fg"
      p="6"
      borderRadius="xl"
    >
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        <Field.Root>
          <Field.Label>Pickup location</Field.Label>
          <Input name="pickupLocation" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Destination</Field.Label>
          <Input name="destination" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Date</Field.Label>
          <Input name="date" type="date" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Time</Field.Label>
          <Input name="time" type="time" />
        </Field.Root>
      </SimpleGrid>
      <Button type="submit" colorPalette="gold" mt="4">
        Book Now
      </Button>
    </Box>
  );
}
