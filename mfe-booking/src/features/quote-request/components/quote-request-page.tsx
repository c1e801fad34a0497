import { type SiteInfo, serviceToday, TripQuoteRequest } from "@chauffeur/contract";
import {
  Alert,
  Box,
  Button,
  Container,
  RouterLink,
  SimpleGrid,
  Stack,
  useLocation,
  useSearchParams,
} from "@chauffeur/ui";
import { Form, FormAlert, TextareaField, TextField, useContractForm } from "@chauffeur/ui/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { LuSend } from "react-icons/lu";
import { PageIntro } from "../../../components/page-intro";
import { readStoredSearch } from "../../../lib/draft/search-storage";
import { usePageMeta } from "../../../lib/page-meta";
import { sendQuoteRequest } from "../api/send-quote-request";

const DESCRIPTION =
  "Request a quote for a group, several vehicles, a long-distance trip or a special vehicle; we answer within 24 hours.";

/**
 * The form's first values: the trip searched in this tab (the customer came from the booking steps) and a
 * vehicle the fleet page names (`?vehicle=`), so nothing is typed twice.
 */
function initialValues(vehicle: string | null): TripQuoteRequest {
  const search = readStoredSearch();
  return {
    name: "",
    email: "",
    phone: "",
    pickupLocation: search.pickupLocation ?? "",
    destination: search.destination ?? "",
    date: search.date ?? "",
    returnDate: "",
    passengers: "",
    message: vehicle ? `I would like the ${vehicle.slice(0, 80)}.` : "",
  };
}

/** /quote-request: a trip the online booking does not price, sent for the dispatcher to answer. */
export function QuoteRequestPage({ site }: { site: SiteInfo }) {
  const [params] = useSearchParams();
  usePageMeta(`Request a Quote | ${site.name}`, DESCRIPTION);
  const [first] = useState(() => initialValues(params.get("vehicle")));
  const form = useContractForm(TripQuoteRequest, { defaultValues: first });
  const send = useMutation({ mutationFn: sendQuoteRequest });
  // A short-notice booking the server kept as a quote request (POST /api/bookings, 202) arrives sent.
  const sent = (useLocation().state as { shortNotice?: string } | null)?.shortNotice;
  const answer = send.data?.message ?? sent;

  return (
    <Container maxW="3xl" py={{ base: "8", md: "14" }} px={{ base: "4", md: "6" }}>
      <PageIntro title="Request a Quote">
        A large group, several vehicles, a long-distance trip or a special vehicle: tell us about it and our
        team will price it for you within 24 hours.
      </PageIntro>
      {answer ? (
        <Alert.Root status="success" role="status" borderRadius="xl" p="6">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title fontSize="lg">Quote request sent</Alert.Title>
            <Alert.Description>{answer}</Alert.Description>
            <Button asChild variant="outline" alignSelf="start">
              <RouterLink to="/">Back to Home</RouterLink>
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Box bg="bg.panel" p={{ base: "5", md: "8" }} borderRadius="2xl" borderWidth="1px" shadow="sm">
          <Form
            form={form}
            aria-label="Request a quote"
            onValid={(values) => send.mutateAsync(values)}
            failureText={() =>
              `We could not send your request. Please try again, or call us at ${site.phone}.`
            }
          >
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField name="pickupLocation" label="Pickup location" autoComplete="off" required />
                <TextField name="destination" label="Destination" autoComplete="off" required />
                <TextField name="date" label="Date" type="date" min={serviceToday()} required />
                <TextField
                  name="returnDate"
                  label="Return date (for a round trip)"
                  type="date"
                  min={form.watch("date") || serviceToday()}
                  helper="Leave empty for one way"
                />
                <TextField
                  name="passengers"
                  label="Passengers"
                  inputMode="numeric"
                  autoComplete="off"
                  required
                />
                <TextField name="name" label="Full name" autoComplete="name" required />
                <TextField name="email" label="Email" type="email" autoComplete="email" required />
                <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
              </SimpleGrid>
              <TextareaField
                name="message"
                label="About the trip (optional)"
                helper="Stops, times, vehicles you have in mind, luggage, the occasion"
                rows={4}
              />
              <FormAlert />
              <Button
                type="submit"
                colorPalette="gold"
                size="lg"
                loading={form.formState.isSubmitting}
                loadingText="Sending…"
                alignSelf={{ base: "stretch", md: "start" }}
              >
                <LuSend aria-hidden /> Request My Quote
              </Button>
            </Stack>
          </Form>
        </Box>
      )}
    </Container>
  );
}
