import type { QuickBookingFormProps } from "@chauffeur/contract";
import { SimpleGrid, Skeleton, Stack, Text } from "@chauffeur/ui";
import { usePublicConfig } from "../../config/site-config";
import { BookingScreen } from "../../lib/remotes/booking-screen";

/** The Quick Booking form's height at each width (measured), kept while it loads so nothing moves. */
export const QUICK_FORM_HEIGHT = { base: "620px", sm: "572px", md: "402px", lg: "320px" };

function QuickBookingSkeleton({ variant }: { variant: Variant }) {
  return (
    <Stack
      role="status"
      aria-label="Loading the booking form"
      h={variant === "hero" ? QUICK_FORM_HEIGHT : undefined}
      bg="bg.panel"
      color="fg"
      p={{ base: "5", md: "7" }}
      borderRadius="2xl"
      borderTopWidth="4px"
      borderColor="gold.400"
      gap="5"
    >
      <Text fontFamily="heading" fontSize="2xl" fontWeight="semibold">
        Quick Booking
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="16" />
        ))}
      </SimpleGrid>
      <Skeleton h="12" w={{ base: "full", md: "40" }} alignSelf="flex-end" mt="auto" />
    </Stack>
  );
}

type Variant = NonNullable<QuickBookingFormProps["variant"]>;

/** What a page hands the form: the site, where it sits (the home page's dark hero, or /booking), the policy. */
export function useQuickBookingProps(variant: Variant): QuickBookingFormProps {
  const { site, policy } = usePublicConfig();
  return { site, variant, policy };
}

/**
 * The Quick Booking form of the home page (`hero`) or of /booking (`page`): the live booking app's form
 * in a remote's view (its skeleton meanwhile), or in the Worker's HTML its built-in version.
 */
export function QuickBooking({ variant = "hero" }: { variant?: Variant }) {
  return (
    <BookingScreen
      exposed="QuickBookingForm"
      props={useQuickBookingProps(variant)}
      minHeight="0"
      loading={<QuickBookingSkeleton variant={variant} />}
    />
  );
}

/** The /booking page's form: the page variant of the same island (its component takes no props). */
export const BookingPageQuickBooking = () => <QuickBooking variant="page" />;
