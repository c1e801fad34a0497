import { type AccountBooking, formatServiceTime } from "@chauffeur/contract";
import { Badge, Button, Card, Heading, HStack, Stack, Text, toaster, useNavigate } from "@chauffeur/ui";
import { LuDownload, LuRepeat, LuUndo2 } from "react-icons/lu";
import { paymentSummary } from "../../../lib/payment-summary";
import { downloadReceipt } from "../api/account";
import { bookAgainDraft, startBooking } from "../lib/book-again";

const STATUS_PALETTE: Record<string, string> = {
  pending: "orange",
  confirmed: "green",
  completed: "blue",
  cancelled: "red",
};

function RideCard({
  ride,
  token,
  contact,
}: {
  ride: AccountBooking;
  token: string;
  contact: { email: string; phone: string };
}) {
  const navigate = useNavigate();
  const book = (wayBack: boolean) => {
    startBooking(bookAgainDraft(ride, wayBack, contact));
    navigate("/booking");
  };
  const trip =
    ride.serviceType === "hourly"
      ? `${ride.hours} hours from ${ride.pickupLocation}`
      : `${ride.pickupLocation} → ${ride.destination}`;
  return (
    <Card.Root as="li" size="sm" data-testid="account-ride">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
          <Stack gap="0">
            <Text fontFamily="mono" fontWeight="semibold">
              {ride.reference}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatServiceTime(ride.pickupAt, { year: true })}
            </Text>
          </Stack>
          <Badge colorPalette={STATUS_PALETTE[ride.status] ?? "gray"} variant="subtle">
            {ride.status}
          </Badge>
        </HStack>
        <Text>{trip}</Text>
        <Text fontSize="sm">
          Passenger: {ride.passengerName}
          {ride.chauffeurFirstName ? ` · Chauffeur: ${ride.chauffeurFirstName}` : ""}
        </Text>
        {ride.billing && (
          <Text fontSize="sm">
            Billed to {ride.billing.companyName}
            {ride.billing.costCentre ? ` · cost centre ${ride.billing.costCentre}` : ""}
            {ride.billing.po ? ` · PO ${ride.billing.po}` : ""}
          </Text>
        )}
        {ride.payment && (
          <Text fontSize="sm" color="fg.muted">
            {paymentSummary(ride.payment).headline}
          </Text>
        )}
        <HStack gap="2" flexWrap="wrap" pt="1">
          {ride.receipt && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                downloadReceipt(token, ride.reference).catch((e: unknown) =>
                  toaster.create({ type: "error", title: e instanceof Error ? e.message : String(e) }),
                )
              }
            >
              <LuDownload aria-hidden /> Receipt (PDF)
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => book(false)}>
            <LuRepeat aria-hidden /> Book again
          </Button>
          {ride.serviceType !== "hourly" && (
            <Button size="sm" variant="outline" onClick={() => book(true)}>
              <LuUndo2 aria-hidden /> Book the way back
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Upcoming or past rides of the account, a card each. */
export function RidesList({
  title,
  rides,
  token,
  contact,
  empty,
}: {
  title: string;
  rides: AccountBooking[];
  token: string;
  contact: { email: string; phone: string };
  empty: string;
}) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {rides.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {rides.map((r) => (
            <RideCard key={`${r.reference}-${r.pickupAt}`} ride={r} token={token} contact={contact} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
