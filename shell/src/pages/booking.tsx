import { BOOKING_DRAFT_KEY } from "@chauffeur/contract";
import { Container, Link, RouterLink, Stack, Text } from "@chauffeur/ui";
import { RemoteIntro } from "../components/page/remote-intro";
import { BookingPageQuickBooking } from "../features/home/quick-booking";
import { Island } from "../islands/island";

/**
 * /booking: a page of islands (docs/decisions/028). Its one island is the booking app's Quick Booking
 * form, in the page's variant, which wakes when used (or at once in a tab that holds a booking search
 * to show again); the title band and the other ways in are HTML. Laid out as the booking app's own
 * /booking screen (mfe-booking/src/pages/booking-page.tsx), which a shell of before this still mounts.
 */
export default function BookingPage() {
  return (
    <>
      <RemoteIntro path="/booking" />
      <Container maxW="5xl" py={{ base: "8", md: "12" }}>
        <Island name="booking-form" wake="interaction" wakeIfStored={BOOKING_DRAFT_KEY}>
          <BookingPageQuickBooking />
        </Island>
        <Stack mt="8" gap="2" textAlign="center" color="fg.muted">
          <Text>
            A large group, several vehicles or a trip we don't price online?{" "}
            <Link asChild color="gold.fg" fontWeight="medium">
              <RouterLink to="/quote-request">Request a quote</RouterLink>
            </Link>
          </Text>
          <Text>
            Already booked?{" "}
            <Link asChild color="gold.fg" fontWeight="medium">
              <RouterLink to="/manage-booking">Find, check or cancel your booking</RouterLink>
            </Link>
          </Text>
        </Stack>
      </Container>
    </>
  );
}
