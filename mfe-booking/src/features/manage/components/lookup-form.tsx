import { BookingLookup } from "@chauffeur/contract";
import { Alert, Button, Card, Stack, Text } from "@chauffeur/ui";
import { Form, FormAlert, TextField, useContractForm } from "@chauffeur/ui/form";
import { LuSearch } from "react-icons/lu";

interface LookupFormProps {
  initial: BookingLookup;
  searching: boolean;
  error: string | null;
  notice: string | null;
  /** Back from a booking view: focus the form, so keyboard and screen-reader users land on it. */
  returning: boolean;
  onFind: (values: BookingLookup) => Promise<void>;
}

/**
 * Reference and e-mail, checked by POST /api/bookings/lookup's own schema; the reference may come
 * pre-filled from the success page or an e-mail link. Its fields' ids are fixed (the form's `id`): the
 * Worker renders it into /manage-booking's HTML, which the browser adopts (docs/decisions/028).
 */
export function LookupForm({ initial, searching, error, notice, returning, onFind }: LookupFormProps) {
  const form = useContractForm(BookingLookup, { defaultValues: initial });
  return (
    <Card.Root maxW="lg" mx="auto" w="full">
      <Card.Body>
        <Form form={form} id="find-booking" aria-label="Find your booking" onValid={onFind}>
          <Stack gap="5">
            <Text color="fg.muted" fontSize="sm">
              Both are in your confirmation e-mail.
            </Text>
            {notice && (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Title>{notice}</Alert.Title>
              </Alert.Root>
            )}
            <TextField
              name="reference"
              label="Booking reference"
              placeholder="BC-7K4Q9M"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              fontFamily="mono"
              autoFocus={returning}
            />
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
            <FormAlert />
            {error && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="gold" size="lg" loading={searching} loadingText="Searching…">
              <LuSearch aria-hidden /> Find My Booking
            </Button>
          </Stack>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}
