import { BUILT_IN_VERSION, type QuickBookingFormProps } from "@chauffeur/contract";
import { SimpleGrid, Skeleton, Stack, Text } from "@chauffeur/ui";
import { type ComponentType, createContext, useContext } from "react";
import { usePublicConfig } from "../../config/site-config";
import { RemoteFrame, RemoteView } from "../../lib/remotes/remote-view";

/** The Quick Booking form's height at each width (measured), kept while it loads so nothing moves. */
export const QUICK_FORM_HEIGHT = { base: "620px", sm: "572px", md: "402px", lg: "320px" };

/**
 * The booking app's own form as the Worker bundles it (its built-in version), given by the server's
 * renderer only: the home page's HTML then holds the form itself, which the browser adopts when it is
 * first used (docs/decisions/028). In the browser there is none: the form comes from the live remote.
 */
export const BuiltInQuickBooking = createContext<ComponentType<QuickBookingFormProps> | null>(null);

function QuickBookingSkeleton() {
  return (
    <Stack
      role="status"
      aria-label="Loading the booking form"
      h={QUICK_FORM_HEIGHT}
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

/** What the home page hands the form: the site, its dark hero variant, the operator's policy. */
export function useQuickBookingProps(): QuickBookingFormProps {
  const { site, policy } = usePublicConfig();
  return { site, variant: "hero", policy };
}

/** The home page's Quick Booking: the live booking app's form in a remote's view (its skeleton meanwhile). */
export function QuickBooking() {
  const BuiltIn = useContext(BuiltInQuickBooking);
  const props = useQuickBookingProps();
  if (BuiltIn) {
    return (
      <RemoteFrame remote="booking" version={BUILT_IN_VERSION} minHeight="0">
        <BuiltIn {...props} />
      </RemoteFrame>
    );
  }
  return (
    <RemoteView
      remote="booking"
      exposed="QuickBookingForm"
      props={props}
      minHeight="0"
      loading={<QuickBookingSkeleton />}
    />
  );
}
