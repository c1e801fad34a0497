import { describeCar, describeRating } from "@chauffeur/contract";
import { Badge, HStack, Stack, Text, VisuallyHidden } from "@chauffeur/ui";
import { Table } from "@chauffeur/ui/widgets";
import { StatusBadge } from "../../../components/badges";
import { Pager } from "../../../components/pager";
import { SearchInput } from "../../../components/search-input";
import { useCan } from "../../../lib/staff";
import { usePagedList } from "../../../lib/use-paged-list";
import { useDrivers } from "../api/get-drivers";
import { AddDriverDialog } from "./add-driver-dialog";
import { DeleteDriverDialog } from "./delete-driver-dialog";
import { EditDriverDialog } from "./edit-driver-dialog";

export function DriversTable({ onChanged }: { onChanged: () => void }) {
  const { data, error, page, setPage, search, setSearch } = usePagedList(useDrivers);
  // A chauffeur's pay share is pay: its field is for the staff who may set pay (the server checks again).
  const payShare = useCan("pay");

  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <SearchInput
          label="Search drivers"
          placeholder="Search name, email, phone or license"
          value={search}
          onChange={setSearch}
        />
        <AddDriverDialog onAdded={onChanged} payShare={payShare} />
      </HStack>
      {error && <Text color="fg.error">Error: {error}</Text>}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Contact</Table.ColumnHeader>
              <Table.ColumnHeader>License</Table.ColumnHeader>
              <Table.ColumnHeader>Vehicles and car</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Rides</Table.ColumnHeader>
              <Table.ColumnHeader>Rating (90 days)</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.map((d) => (
              <Table.Row key={d.id}>
                <Table.Cell>
                  {d.driverInfo.firstName} {d.driverInfo.lastName}
                </Table.Cell>
                <Table.Cell>
                  {d.driverInfo.email}
                  <br />
                  {d.driverInfo.phone}
                </Table.Cell>
                <Table.Cell>{d.driverInfo.licenseNumber}</Table.Cell>
                <Table.Cell>
                  {d.driverInfo.vehicleTypes.join(", ")}
                  <Text fontSize="xs" color="fg.muted">
                    {describeCar(d.driverInfo.car) ?? "No car entered"}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge value={d.status} />
                </Table.Cell>
                <Table.Cell>{d.assignedBookings.length}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {d.rating.average === null ? (
                    <Text color="fg.muted">No ratings</Text>
                  ) : (
                    <Text>{describeRating({ ...d.rating, flagged: false })}</Text>
                  )}
                  {d.rating.flagged && <Badge colorPalette="red">Under the bar</Badge>}
                  <Text fontSize="xs" color="fg.muted">
                    Pay share {d.payoutPercent}%
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <EditDriverDialog driver={d} onSaved={onChanged} payShare={payShare} />
                    <DeleteDriverDialog driver={d} onDeleted={onChanged} />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {data && data.items.length === 0 && <Text color="fg.muted">No drivers yet.</Text>}
      <Pager noun="drivers" total={data?.total} page={page} pageSize={data?.pageSize ?? 1} onPage={setPage} />
    </Stack>
  );
}
