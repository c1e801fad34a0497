import { formatServiceDay, RATING_REASON_LABELS } from "@chauffeur/contract";
import { Badge, Heading, HStack, Stack, Text } from "@chauffeur/ui";
import { Switch, Table } from "@chauffeur/ui/widgets";
import { useState } from "react";
import { ReferenceButton } from "../../../components/reference-button";
import { useRatings } from "../api/get-ratings";

/** What customers said of their rides over 90 days: the low ones first, for dispatch to follow up. */
export function RatingsSection({ onOpen }: { onOpen: (bookingId: string) => void }) {
  const [low, setLow] = useState(true);
  const { data, error } = useRatings(low);
  return (
    <Stack gap="4" as="section" aria-labelledby="ratings-heading">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading id="ratings-heading" as="h2" size="lg">
          Ratings
        </Heading>
        <Switch.Root checked={low} onCheckedChange={(e) => setLow(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>3 stars or fewer only</Switch.Label>
        </Switch.Root>
      </HStack>
      {error && <Text color="fg.error">Error: {error.message}</Text>}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Rated</Table.ColumnHeader>
              <Table.ColumnHeader>Ride</Table.ColumnHeader>
              <Table.ColumnHeader>Chauffeur</Table.ColumnHeader>
              <Table.ColumnHeader>Stars</Table.ColumnHeader>
              <Table.ColumnHeader>What the customer said</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={5} color="fg.muted">
                  {low ? "No low ratings in the last 90 days." : "No ratings in the last 90 days."}
                </Table.Cell>
              </Table.Row>
            )}
            {data?.items.map((r) => (
              <Table.Row key={r.bookingId}>
                <Table.Cell whiteSpace="nowrap">{formatServiceDay(r.at)}</Table.Cell>
                <Table.Cell>
                  <ReferenceButton reference={r.reference} onOpen={() => onOpen(r.bookingId)} />
                </Table.Cell>
                <Table.Cell>{r.driverName}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={r.stars <= 3 ? "red" : "green"} aria-label={`${r.stars} of 5 stars`}>
                    {r.stars} ★
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {r.reasons.length > 0 && (
                    <Text fontWeight="semibold">
                      {r.reasons.map((k) => RATING_REASON_LABELS[k]).join(", ")}
                    </Text>
                  )}
                  {r.comment && <Text>“{r.comment}”</Text>}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
