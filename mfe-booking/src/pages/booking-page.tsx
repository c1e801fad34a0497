import type { SiteInfo } from "@chauffeur/contract";
import { Container, Heading, Link, RouterLink, Stack, Text } from "@chauffeur/ui";
import { useEffect } from "react";
import QuickBookingForm from "../features/quick-booking/components/quick-booking-form";

export function BookingPage({ site }: { site: SiteInfo }) {
  useEffect(() => {
    document.title = `Book Your Ride | ${site.name}`;
  }, [site.name]);
  return (
    <Container maxW="5xl" py={{ base: "10", md: "16" }}>
      <Stack gap="3" mb="8" textAlign="center">
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} fontFamily="heading">
          Book Your Ride
        </Heading>
        <Text color="fg.muted">Tell us where and when; choose your vehicle on the next step.</Text>
      </Stack>
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
