import { BookingLookup } from "@chauffeur/contract";
import { Alert, Button, Card, Stack, Text } from "@chauffeur/ui";
import { type FormEvent, useState } from "react";
import { LuSearch } from "react-icons/lu";
import { TextField } from "../../../components/text-field";

type Fields = { reference: string; email: string };
type Errors = Partial<Record<keyof Fields, string>>;

/** The contract's own messages, first one per field, so page and server say the same thing. */
function validate(values: Fields): { errors: Errors; data?: BookingLookup } {
  const parsed = BookingLookup.safeParse(values);
  if (parsed.success) return { errors: {}, data: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Fields;
    errors[key] ??= issue.message;
  }
  return { errors };
}

interface LookupFormProps {
  initial: Fields;
  searching: boolean;
  error: string | null;
  notice: string | null;
  /** Back from a booking view: focus the form, so keyboard and screen-reader users land on it. */
  returning: boolean;
  onFind: (values: BookingLookup) => void;
}

/** Reference and e-mail; the reference may come pre-filled from the success page or an e-mail link. */
export function LookupForm({ initial, searching, error, notice, returning, onFind }: LookupFormProps) {
  const [values, setValues] = useState<Fields>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const change = (key: keyof Fields) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { errors: found, data } = validate(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
    else if (data) onFind(data);
  };
  return (
    <Card.Root maxW="lg" mx="auto" w="full">
      <Card.Body>
        <form noValidate aria-label="Find your booking" onSubmit={submit}>
          <Stack gap="5">
            <Text color="fg.muted">
              Enter the booking reference from your confirmation and the email you booked with.
            </Text>
            {notice && (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Title>{notice}</Alert.Title>
              </Alert.Root>
            )}
            <TextField
              label="Booking reference"
              name="reference"
              value={values.reference}
              error={errors.reference}
              placeholder="BC-7K4Q9M"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              fontFamily="mono"
              autoFocus={returning}
              onValueChange={change("reference")}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              value={values.email}
              error={errors.email}
              autoComplete="email"
              required
              onValueChange={change("email")}
            />
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
        </form>
      </Card.Body>
    </Card.Root>
  );
}
