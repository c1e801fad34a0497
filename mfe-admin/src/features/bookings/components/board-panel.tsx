import {
  formatServiceClock,
  formatServiceDay,
  formatServiceTime,
  serviceDateTime,
  serviceLabel,
  vehicleName,
} from "@chauffeur/contract";
import { Stack, Text } from "@chauffeur/ui";
import { Table } from "@chauffeur/ui/widgets";
import { Fragment } from "react";
import { StatusBadge } from "../../../components/badges";
import { ReferenceButton } from "../../../components/reference-button";
import { useBoard } from "../api/get-board";
import { BookingDriver } from "./booking-driver";
import { flightLine } from "./flight-landing";

const STAGE_WORDS: Record<string, string> = {
  en_route: "on the way",
  arrived: "at the pickup",
  on_board: "passenger on board",
};

/**
 * The next 24 hours by pickup time, day by day: each ride with its trip, driver (a red "No driver" where
 * one is missing), status, stage on the road, flight and payment; a reference opens the booking.
 */
export function BoardPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, error } = useBoard(24);
  const items = data?.items ?? [];
  const unassigned = items.filter((i) => i.assignmentStatus === "unassigned" || !i.driverName).length;
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        {data
          ? `${items.length} ${items.length === 1 ? "ride" : "rides"} from ${formatServiceClock(data.from)} to ${formatServiceTime(data.to)}${unassigned ? `; ${unassigned} without a driver` : ""}.`
          : "Loading the board…"}
      </Text>
      {error && <Text color="fg.error">Error fetching the board: {error.message}</Text>}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="Rides in the next 24 hours">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Pickup</Table.ColumnHeader>
              <Table.ColumnHeader>Booking</Table.ColumnHeader>
              <Table.ColumnHeader>Trip</Table.ColumnHeader>
              <Table.ColumnHeader>Driver</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Payment</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((b, i) => {
              const day = serviceDateTime(b.pickupAt).date;
              const newDay = i === 0 || serviceDateTime(items[i - 1]?.pickupAt ?? 0).date !== day;
              const flight = flightLine(b);
              return (
                <Fragment key={b.id}>
                  {newDay && (
                    <Table.Row bg="bg.muted">
                      <Table.Cell colSpan={6} fontWeight="semibold">
                        {formatServiceDay(b.pickupAt)}
                      </Table.Cell>
                    </Table.Row>
                  )}
                  <Table.Row data-testid="board-row" data-reference={b.reference}>
                    <Table.Cell whiteSpace="nowrap" fontWeight="semibold">
                      {formatServiceClock(b.pickupAt)}
                    </Table.Cell>
                    <Table.Cell>
                      <ReferenceButton reference={b.reference} onOpen={() => onOpen(b.id)} />
                      <Text fontSize="xs" color="fg.muted">
                        {b.customerInfo.firstName} {b.customerInfo.lastName} · {vehicleName(b.vehicleType)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell minW="56">
                      <Text>{b.pickupLocation}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {b.serviceType === "hourly" ? serviceLabel("hourly", b.hours) : `to ${b.destination}`}
                        {flight ? ` · ${flight}` : ""}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <BookingDriver booking={b} />
                    </Table.Cell>
                    <Table.Cell>
                      <Stack gap="1" align="start">
                        <StatusBadge value={b.status} />
                        {b.rideStage && STAGE_WORDS[b.rideStage] && (
                          <Text fontSize="xs">{STAGE_WORDS[b.rideStage]}</Text>
                        )}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>{b.paymentState ? <StatusBadge value={b.paymentState} /> : "—"}</Table.Cell>
                  </Table.Row>
                </Fragment>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {data && items.length === 0 && <Text color="fg.muted">No rides in the next 24 hours.</Text>}
    </Stack>
  );
}
