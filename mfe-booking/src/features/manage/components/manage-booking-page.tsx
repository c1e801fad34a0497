import type { SiteInfo } from "@chauffeur/contract";
import { Button, Container, Grid, Stack, useSearchParams } from "@chauffeur/ui";
import { LuSearch } from "react-icons/lu";
import { usePageMeta } from "../../../lib/page-meta";
import { useManageBooking } from "../hooks/use-manage-booking";
import { BookingHeader, PaymentCard, TripCard } from "./booking-details";
import { CancellationCard } from "./cancellation-card";
import { ChangeCard } from "./change-card";
import { LookupForm } from "./lookup-form";

const DESCRIPTION =
  "Look up your chauffeur booking by reference and email, check its status, change it or cancel it.";

/**
 * /manage-booking[?reference=BC-…]: look a booking up, see where it stands, cancel it under the policy.
 * The page's title band ("Manage Your Booking") is the shell's, rendered with the page's HTML
 * (shell/src/components/page/remote-intro.tsx).
 */
export function ManageBookingPage({ site }: { site: SiteInfo }) {
  const [params] = useSearchParams();
  const manage = useManageBooking();
  const { session } = manage;
  usePageMeta(`Manage Your Booking | ${site.name}`, DESCRIPTION);
  return (
    <Container maxW="5xl" py={{ base: "8", md: "14" }} px={{ base: "4", md: "6" }}>
      {session ? (
        <Stack gap="6">
          <BookingHeader booking={session.booking} />
          <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="6" alignItems="start">
            <Stack gap="6">
              <TripCard booking={session.booking} />
              <ChangeCard
                // A new form for each version of the booking: it starts from what is now booked.
                key={`${session.booking.scheduledDate}${session.booking.scheduledTime}${session.booking.estimatedPrice}`}
                booking={session.booking}
                site={site}
                onPreview={manage.previewChange}
                onSave={manage.saveChange}
              />
            </Stack>
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
