import { formatServiceTime, formatUsd, rideLegDetail, serviceLabel, vehicleName } from "@chauffeur/contract";
import { Button, CloseButton, HStack, List, Portal, Separator, Stack, Text } from "@chauffeur/ui";
import { Drawer } from "@chauffeur/ui/widgets";
import { StatusBadge } from "../../../components/badges";
import { useCan } from "../../../lib/staff";
import { useAdminAction } from "../../../lib/use-admin-action";
import { approveBooking } from "../api/approve-booking";
import { useBooking } from "../api/get-booking";
import { AssignDriver } from "./assign-driver";
import { BookingDriver, routeLine } from "./booking-driver";
import { CancelBookingDialog, cancellable } from "./cancel-booking";
import { EditBookingDialog } from "./edit-booking";
import { ExtrasPanel } from "./extras-panel";
import { FlightLandingDialog, flightLine, followsFlight } from "./flight-landing";
import { PaymentPanel } from "./payment-panel";

/** A live booking not yet under way: the server refuses the rest with 409. */
const editable = (b: { status: string; assignmentStatus: string }) =>
  (b.status === "pending" || b.status === "confirmed") &&
  b.assignmentStatus !== "in_progress" &&
  b.assignmentStatus !== "completed";

interface Props {
  id: string | null;
  onClose: () => void;
  onChanged: () => void;
}

function Row({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <HStack justify="space-between" gap="4" align="start">
      <Text color="fg.muted">{label}</Text>
      <Text textAlign="end">{value ?? "—"}</Text>
    </HStack>
  );
}

export function BookingDrawer({ id, onClose, onChanged }: Props) {
  const { data: b } = useBooking(id);
  // An accountant reads bookings; the dispatch buttons are for dispatchers and owners.
  const dispatches = useCan("dispatch");
  const booking = b && b.id === id ? b : null;

  const approve = useAdminAction({
    action: approveBooking,
    errorTitle: "Error approving booking",
    onDone: onChanged,
  });

  return (
    <Drawer.Root
      open={id !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: "full", md: "md" }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Booking {booking?.reference}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {booking && (
                <Stack gap="3">
                  <HStack>
                    <StatusBadge value={booking.status} />
                    <StatusBadge value={booking.assignmentStatus} />
                  </HStack>
                  <Stack gap="2" data-testid="booking-summary" borderWidth="1px" borderRadius="md" p="3">
                    <HStack justify="space-between" align="start" gap="4">
                      <Text color="fg.muted">Driver</Text>
                      <BookingDriver booking={booking} />
                    </HStack>
                    <HStack justify="space-between" align="start" gap="4">
                      <Text color="fg.muted">Route</Text>
                      <Text textAlign="end">
                        {routeLine(booking)}
                        {booking.distanceMiles !== null ? ` · ${booking.distanceMiles.toFixed(1)} mi` : ""}
                      </Text>
                    </HStack>
                    <HStack justify="space-between" align="start" gap="4">
                      <Text color="fg.muted">Payment</Text>
                      <HStack gap="2">
                        {booking.payment ? <StatusBadge value={booking.payment.state} /> : "—"}
                        <Text>{formatUsd(booking.estimatedPrice)}</Text>
                      </HStack>
                    </HStack>
                  </Stack>
                  {dispatches && booking.status === "pending" && (
                    <Button
                      colorPalette="green"
                      loading={approve.busy}
                      onClick={() => booking && approve.run(booking.id)}
                    >
                      Approve booking
                    </Button>
                  )}
                  {dispatches && (booking.status === "pending" || booking.status === "confirmed") && (
                    <AssignDriver booking={booking} onDone={onChanged} />
                  )}
                  {dispatches && editable(booking) && (
                    <EditBookingDialog booking={booking} onDone={onChanged} />
                  )}
                  {dispatches && followsFlight(booking) && (
                    <FlightLandingDialog booking={booking} onDone={onChanged} />
                  )}
                  {dispatches && cancellable(booking) && (
                    <CancelBookingDialog booking={booking} onDone={onChanged} />
                  )}
                  <Separator />
                  <Row
                    label="Customer"
                    value={`${booking.customerInfo.firstName} ${booking.customerInfo.lastName}`}
                  />
                  <Row label="Email" value={booking.customerInfo.email} />
                  <Row label="Phone" value={booking.customerInfo.phone} />
                  <Row label="Pickup" value={booking.pickupLocation} />
                  {booking.stops.map((stop, i) => (
                    <Row key={`${i}-${stop}`} label={`Stop ${i + 1}`} value={stop} />
                  ))}
                  <Row label="Destination" value={booking.destination} />
                  {booking.leg && <Row label="Round trip" value={rideLegDetail(booking)} />}
                  <Row label="When" value={formatServiceTime(booking.pickupAt)} />
                  <Row label="Service" value={serviceLabel(booking.serviceType, booking.hours)} />
                  <Row label="Vehicle" value={vehicleName(booking.vehicleType)} />
                  <Row label="Passengers" value={booking.passengerCount} />
                  <Row label="Flight" value={flightLine(booking)} />
                  <Row label="Special requests" value={booking.specialRequests} />
                  <Row label="Estimated price" value={formatUsd(booking.estimatedPrice)} />
                  <Row label="Driver notes" value={booking.assignmentNotes} />
                  <Separator />
                  <PaymentPanel bookingId={booking.id} payment={booking.payment} onChanged={onChanged} />
                  <Separator />
                  <ExtrasPanel booking={booking} onChanged={onChanged} />
                  {booking.payment && <Separator />}
                  <Text fontWeight="semibold">History</Text>
                  {booking.history.length === 0 ? (
                    <Text color="fg.muted">No changes yet.</Text>
                  ) : (
                    <List.Root gap="2" ps="4">
                      {booking.history.map((e) => (
                        <List.Item key={e.id} fontSize="sm">
                          {formatServiceTime(e.createdAt)} · {e.actorType}:{" "}
                          {e.field === "driver"
                            ? `driver ${e.note ?? ""}`
                            : `${e.field} ${e.fromValue ?? "—"} → ${e.toValue ?? "—"}${e.note ? ` (${e.note})` : ""}`}
                        </List.Item>
                      ))}
                    </List.Root>
                  )}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close details" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
