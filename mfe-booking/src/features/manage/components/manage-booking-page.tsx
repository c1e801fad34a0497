import type { SiteInfo } from "@chauffeur/contract";
import { Button, Container, Grid, Heading, Stack, Text, useSearchParams } from "@chauffeur/ui";
import { useEffect } from "react";
import { LuSearch } from "react-icons/lu";
import { useManageBooking } from "../hooks/use-manage-booking";
import { BookingHeader, PaymentCard, TripCard } from "./booking-details";
import { CancellationCard } from "./cancellation-card";
import { LookupForm } from "./lookup-form";

const DESCRIPTION = "Look up your chauffeur booking by reference and email, check its status, or cancel it.";

/** Sets the title and the meta description, as a public page does (the remote has no shell helpers). */
function usePageMeta(title: string) {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = DESCRIPTION;
  }, [title]);
}

/** /manage-booking[?reference=BC-…]: look a booking up, see where it stands, cancel it under the policy. */
export function ManageBookingPage({ site }: { site: SiteInfo }) {
  const [params] = useSearchParams();
  const manage = useManageBooking();
  const { session } = manage;
  usePageMeta(`Manage Your Booking | ${site.name}`);
  return (
    <Container maxW="5xl" py={{ base: "8", md: "14" }} px={{ base: "4", md: "6" }}>
      <Stack gap="2" mb="8" textAlign="center" align="center">
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }} fontFamily="heading">
          Manage Your Booking
        </Heading>
        <Text color="fg.muted" maxW="xl">
          Check the status of your ride and cancel it online under our cancellation policy.
        </Text>
      </Stack>
      {session ? (
        <Stack gap="6">
          <BookingHeader booking={session.booking} />
          <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="6" alignItems="start">
            <TripCard booking={session.booking} />
            <Stack gap="6">
              <PaymentCard booking={session.booking} />
              <CancellationCard
                booking={session.booking}
                site={site}
                cancelling={manage.cancelling}
                error={manage.cancelError}
                onCancel={manage.cancel}
              />
            </Stack>
          </Grid>
          <Button variant="outline" alignSelf="center" onClick={manage.startOver}>
            <LuSearch aria-hidden /> Look Up Another Booking
          </Button>
        </Stack>
      ) : (
        <LookupForm
          // The form remounts after a booking view: it starts from what was last looked up.
          initial={manage.lastLookup ?? { reference: params.get("reference") ?? "", email: "" }}
          searching={manage.searching}
          error={manage.lookupError}
          notice={manage.notice}
          returning={manage.lastLookup !== null}
          onFind={manage.find}
        />
      )}
    </Container>
  );
}
