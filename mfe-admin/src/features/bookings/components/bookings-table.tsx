import {
  ASSIGNMENT_STATUSES,
  BOOKING_STATUSES,
  formatServiceTime,
  formatUsd,
  vehicleName,
} from "@chauffeur/contract";
import { HStack, NativeSelect, Stack, Text } from "@chauffeur/ui";
import { Table } from "@chauffeur/ui/widgets";
import { useState } from "react";
import { StatusBadge } from "../../../components/badges";
import { Pager } from "../../../components/pager";
import { ReferenceButton } from "../../../components/reference-button";
import { SearchInput } from "../../../components/search-input";
import { type BookingFilters, PAGE_SIZE, useBookings } from "../api/get-bookings";
import { BookingDriver, routeLine } from "./booking-driver";

/** The option chosen in a filter menu, as one of its values ("" for all). */
const chosen = <T extends string>(values: readonly T[], value: string): T | "" =>
  values.find((v) => v === value) ?? "";

interface Props {
  onOpen: (id: string) => void;
}

export function BookingsTable({ onOpen }: Props) {
  const [filters, setFilters] = useState<BookingFilters>({
    page: 1,
    search: "",
    status: "",
    assignmentStatus: "",
  });
  const { data, error: failure } = useBookings(filters);
  const error = failure?.message ?? null;
  const set = (patch: Partial<BookingFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap">
        <SearchInput
          label="Search bookings"
          placeholder="Search reference, name or email"
          value={filters.search}
          onChange={(search) => set({ search })}
        />
        <NativeSelect.Root maxW="44">
          <NativeSelect.Field
            aria-label="Booking status"
            value={filters.status}
            onChange={(e) => set({ status: chosen(BOOKING_STATUSES, e.target.value) })}
          >
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW="44">
          <NativeSelect.Field
            aria-label="Assignment status"
            value={filters.assignmentStatus}
            onChange={(e) => set({ assignmentStatus: chosen(ASSIGNMENT_STATUSES, e.target.value) })}
          >
            <option value="">All assignments</option>
            {ASSIGNMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace("_", " ")}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {error && <Text color="fg.error">Error fetching bookings: {error}</Text>}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Reference</Table.ColumnHeader>
              <Table.ColumnHeader>Customer</Table.ColumnHeader>
              <Table.ColumnHeader>Pickup</Table.ColumnHeader>
              <Table.ColumnHeader>Route</Table.ColumnHeader>
              <Table.ColumnHeader>Driver</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Payment</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.map((b) => (
              <Table.Row key={b.id}>
                <Table.Cell>
                  <ReferenceButton reference={b.reference} onOpen={() => onOpen(b.id)} />
                </Table.Cell>
                <Table.Cell>
                  {b.customerInfo.firstName} {b.customerInfo.lastName}
                  <Text fontSize="xs" color="fg.muted">
                    {vehicleName(b.vehicleType)}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatServiceTime(b.pickupAt)}</Table.Cell>
                <Table.Cell minW="48" fontSize="xs">
                  {routeLine(b)}
                </Table.Cell>
                <Table.Cell>
                  <BookingDriver booking={b} />
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge value={b.status} />
                </Table.Cell>
                <Table.Cell>{b.paymentState ? <StatusBadge value={b.paymentState} /> : "—"}</Table.Cell>
                <Table.Cell textAlign="end">{formatUsd(b.estimatedPrice)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {data && data.items.length === 0 && <Text color="fg.muted">No bookings found.</Text>}
      <Pager
        noun="bookings"
        total={data?.total}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
    </Stack>
  );
}
