import type { SiteInfo } from "@chauffeur/contract";
import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  useNavigate,
  useSearchParams,
} from "@chauffeur/ui";
import { useEffect, useRef, useState } from "react";
import { useProfile } from "../../../lib/account/profile";
import { storeAccountSession, useAccountSession } from "../../../lib/account/session";
import { ApiError } from "../../../lib/api-client";
import { deleteAccount, openSession, signOut, useAccountBookings } from "../api/account";
import { RidesList } from "./rides-list";
import { CardSection, ContactSection, PassengersSection, PlacesSection } from "./saved-details";
import { SignInCard } from "./sign-in-card";

/** /account?token=…: the link's token is used once for an account token, then taken out of the address. */
function useLinkSignIn(onNotice: (n: string) => void) {
  const [params, setParams] = useSearchParams();
  const linkToken = params.get("token");
  const started = useRef(false);
  const [busy, setBusy] = useState(linkToken !== null);
  useEffect(() => {
    if (!linkToken || started.current) return;
    started.current = true;
    openSession(linkToken)
      .then(storeAccountSession)
      .catch((e: unknown) => onNotice(e instanceof ApiError ? e.message : "This sign-in link did not work."))
      .finally(() => {
        setBusy(false);
        setParams({}, { replace: true });
      });
  }, [linkToken, onNotice, setParams]);
  return busy;
}

function DeleteAccount({ token }: { token: string }) {
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="2" as="section" aria-label="Delete account">
      <Heading as="h2" size="md">
        Delete account
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Your saved details and card are erased and your name is removed from past rides. Receipts and invoices
        are kept as the law for bookkeeping asks, without your details.
      </Text>
      {error && <Text color="fg.error">{error}</Text>}
      {asked ? (
        <HStack gap="2">
          <Button
            colorPalette="red"
            onClick={() =>
              deleteAccount(token).then(
                () => storeAccountSession(null),
                (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
              )
            }
          >
            Yes, delete my account
          </Button>
          <Button variant="outline" onClick={() => setAsked(false)}>
            Keep it
          </Button>
        </HStack>
      ) : (
        <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setAsked(true)}>
          Delete my account
        </Button>
      )}
    </Stack>
  );
}

function SignedIn({ token }: { token: string }) {
  const navigate = useNavigate();
  const profile = useProfile(token);
  const rides = useAccountBookings(token);
  const failed = profile.error ?? rides.error;
  useEffect(() => {
    if (failed instanceof ApiError && failed.status === 401) storeAccountSession(null);
  }, [failed]);
  if (failed) return <Text color="fg.error">{failed.message}</Text>;
  if (!profile.data || !rides.data)
    return (
      <Box textAlign="center" role="status" aria-label="Loading your account">
        <Spinner color="gold.500" size="lg" />
      </Box>
    );
  const p = profile.data;
  const contact = { email: p.email, phone: p.phone };
  return (
    <Stack gap="8">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text>
          Signed in as <strong>{p.email}</strong>
          {p.companies.length > 0 && ` · books for ${p.companies.map((c) => c.name).join(", ")}`}
        </Text>
        <HStack gap="2">
          <Button colorPalette="gold" onClick={() => navigate("/booking")}>
            Book a ride
          </Button>
          <Button variant="outline" onClick={() => signOut(token).finally(() => storeAccountSession(null))}>
            Sign out
          </Button>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="8" alignItems="start">
        <Stack gap="8">
          <RidesList
            title="Upcoming rides"
            rides={rides.data.upcoming}
            token={token}
            contact={contact}
            empty="No rides ahead."
          />
          <RidesList
            title="Past rides"
            rides={rides.data.past}
            token={token}
            contact={contact}
            empty="No past rides yet."
          />
        </Stack>
        <Stack gap="5">
          <PassengersSection token={token} profile={p} />
          <PlacesSection token={token} profile={p} />
          <CardSection token={token} profile={p} />
          <ContactSection token={token} profile={p} />
          <DeleteAccount token={token} />
        </Stack>
      </Grid>
    </Stack>
  );
}

/** /account: the customer's account, signed in by e-mail link (docs/decisions/026). */
export function AccountPage({ site }: { site: SiteInfo }) {
  const session = useAccountSession();
  const [notice, setNotice] = useState<string | null>(null);
  const signingIn = useLinkSignIn(setNotice);
  const [params] = useSearchParams();
  const booked = params.get("booked");
  useEffect(() => {
    document.title = `Your account | ${site.name}`;
  }, [site.name]);
  return (
    <Container maxW="6xl" py={{ base: "8", md: "12" }} px="4">
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontFamily="heading">
          Your account
        </Heading>
        {booked && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Booked: {booked}</Alert.Title>
              <Alert.Description>
                Billed to your company on account; no card was charged. The passenger and you are e-mailed the
                details.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {signingIn ? (
          <Box textAlign="center" role="status" aria-label="Signing you in">
            <Spinner color="gold.500" size="lg" />
          </Box>
        ) : session ? (
          <SignedIn token={session.token} />
        ) : (
          <>
            <SignInCard notice={notice} />
            {notice === null && (
              <Alert.Root status="info" maxW="lg" mx="auto">
                <Alert.Indicator />
                <Alert.Description>
                  Only need one booking? Find it with its reference on Manage My Booking.
                </Alert.Description>
              </Alert.Root>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
