import type { SiteInfo } from "@chauffeur/contract";
import { Container, Link, RouterLink, Stack, Text } from "@chauffeur/ui";
import { useEffect } from "react";
import QuickBookingForm from "../features/quick-booking/components/quick-booking-form";

/**
 * /booking: the Quick Booking form and the other ways in. The page's title band ("Book Your Ride") is
 * the shell's, rendered with the page's HTML (shell/src/components/page/remote-intro.tsx). The shell now
 * serves /booking as a page of islands around this app's form (shell/src/pages/booking.tsx, laid out as
 * this screen); this screen stays for the shells of before, which mount the app there.
 */
export function BookingPage({ site }: { site: SiteInfo }) {
  useEffect(() => {
    document.title = `Book Your Ride | ${site.name}`;
  }, [site.name]);
  return (
    <Container maxW="5xl" py={{ base: "8", md: "12" }}>
      <QuickBookingForm site={site} variant="page" />
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
  );
}
