import { DEFAULT_HOLD_DAYS, formatUsd, type SiteInfo } from "@chauffeur/contract";
import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Link,
  List,
  RouterLink,
  Spinner,
  Stack,
  Text,
  useNavigate,
  useSearchParams,
} from "@chauffeur/ui";
import { useEffect } from "react";
import { LuCircleAlert, LuCircleCheck, LuClock } from "react-icons/lu";
import { readConfirmation } from "../../../lib/confirmation-storage";
import { usePaymentsConfig } from "../../../lib/payments/config";
import { type SessionCheck, usePaymentStatus } from "../api/get-payment-status";
import { ConfirmationDetails, ReferenceLine } from "./confirmation-details";

const TITLES: Record<SessionCheck, string> = {
  checking: "Checking your payment…",
  processing: "Processing your authorization…",
  success: "Authorization Successful!",
  expired: "Payment Session Expired",
  error: "Payment Status Check Failed",
  timeout: "Payment Status Check Failed",
};

/** /booking-success?session_id=…: the outcome of the card authorization (SPEC.md sections 4 and 8). */
export function SuccessPage({ site }: { site: SiteInfo }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const state = usePaymentStatus(sessionId);
  const holdDays = usePaymentsConfig().config?.holdDays ?? DEFAULT_HOLD_DAYS;
  const confirmation = sessionId ? readConfirmation(sessionId) : null;
  const waiting = state === "checking" || state === "processing";
  const failed = state === "error" || state === "timeout";
  useEffect(() => {
    document.title = `${TITLES[state]} | ${site.name}`;
  }, [state, site.name]);

  const icon = waiting ? (
    <Spinner size="xl" color="gold.500" />
  ) : state === "success" ? (
    <LuCircleCheck />
  ) : state === "expired" ? (
    <LuClock />
  ) : (
    <LuCircleAlert />
  );
  return (
    <Container maxW="2xl" py={{ base: "10", md: "16" }} px="4">
      <Card.Root>
        <Card.Body gap="5" textAlign="center" alignItems="center" aria-live="polite" aria-busy={waiting}>
          <Box
            fontSize="5xl"
            color={state === "success" ? "green.600" : waiting ? "gold.500" : "red.600"}
            aria-hidden
          >
            {icon}
          </Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontFamily="heading">
            {TITLES[state]}
          </Heading>
          {confirmation && <ReferenceLine reference={confirmation.reference} />}
          {state === "success" && confirmation && <ConfirmationDetails confirmation={confirmation} />}
          {state === "success" && (
            <Stack gap="3" textAlign="start" w="full">
              <Text>
                We placed a $1 authorization on your card to check it (it is released later) and saved the
                card for {confirmation?.itinerary?.returnRide ? "both rides" : "this ride"}, as you agreed.
                You have not been charged
                {confirmation
                  ? ` the estimated total of ${formatUsd(confirmation.total)}`
                  : " the full amount"}
                .
              </Text>
              <Heading as="h2" size="md">
                What happens next
              </Heading>
              <List.Root as="ol" gap="2" ps="5">
                <List.Item>Our team reviews your booking and contacts you within 2 hours.</List.Item>
                <List.Item>
                  {holdDays} days before pickup (or when we confirm a ride that is closer) we place a hold for
                  the fare on your card. If your bank declines it, we send you a payment link for the full
                  amount.
                </List.Item>
                <List.Item>
                  After the ride we charge the fare, with any extras such as waiting time, and email your
                  receipt.
                </List.Item>
                {confirmation?.waiting && <List.Item>{confirmation.waiting}</List.Item>}
              </List.Root>
            </Stack>
          )}
          {state === "expired" && <Text>Your payment session has expired. Please try booking again.</Text>}
          {failed && (
            <Stack gap="2">
              <Text>We couldn't verify your payment status. Please contact us if you were charged.</Text>
              <Text>
                Call{" "}
                <Link href={`tel:${site.phoneHref}`} color="gold.700">
                  {site.phone}
                </Link>{" "}
                or e-mail{" "}
                <Link href={`mailto:${site.email}`} color="gold.700">
                  {site.email}
                </Link>
              </Text>
            </Stack>
          )}
          {!waiting && (
            <Flex gap="3" direction={{ base: "column", sm: "row" }} w={{ base: "full", sm: "auto" }}>
              {state === "success" && confirmation && (
                <Button asChild variant="outline">
                  <RouterLink to={`/manage-booking?reference=${encodeURIComponent(confirmation.reference)}`}>
                    Manage your booking
                  </RouterLink>
                </Button>
              )}
              <Button colorPalette="gold" onClick={() => navigate(state === "expired" ? "/booking" : "/")}>
                {state === "expired" ? "Book Again" : "Back to Home"}
              </Button>
            </Flex>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
