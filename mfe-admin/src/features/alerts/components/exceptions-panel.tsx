import {
  type AlertKind,
  formatServiceTime,
  MANUALLY_RESOLVED_ALERTS,
  type OpenAlert,
} from "@chauffeur/contract";
import { Badge, Box, Card, HStack, Stack, Text } from "@chauffeur/ui";
import { ReferenceButton } from "../../../components/reference-button";
import { useAdminChanged } from "../../../lib/admin-query";
import { useCan } from "../../../lib/staff";
import { useOpenAlerts } from "../api/get-alerts";
import { ResolveAlertDialog } from "./resolve-alert-dialog";

/** What each kind of alert is, in dispatch's words, and its colour. */
const KINDS: Record<AlertKind, { label: string; palette: string }> = {
  reconciliation: { label: "Payment difference", palette: "red" },
  payment: { label: "Payment waiting", palette: "orange" },
  unassigned: { label: "No driver", palette: "red" },
  unaccepted: { label: "Not accepted", palette: "orange" },
  not_en_route: { label: "Chauffeur not on the way", palette: "red" },
  flight: { label: "Flight", palette: "purple" },
  quote_unanswered: { label: "Quote unanswered", palette: "orange" },
  early_completion: { label: "Completed early", palette: "blue" },
  low_rating: { label: "Low rating", palette: "orange" },
  mail_bounced: { label: "E-mail bounced", palette: "red" },
  mail_complained: { label: "E-mail marked as spam", palette: "orange" },
};

/** The Exceptions tab's label: its open alerts counted, so a problem shows before the tab is opened. */
export function ExceptionsTabLabel() {
  const count = useOpenAlerts().data?.items.length ?? 0;
  return (
    <HStack gap="2">
      <span>Exceptions</span>
      {count > 0 && (
        <Badge colorPalette="red" variant="solid" rounded="full" aria-label={`${count} open`}>
          {count}
        </Badge>
      )}
    </HStack>
  );
}

function AlertCard({ alert, onOpen }: { alert: OpenAlert; onOpen: (id: string) => void }) {
  const kind = KINDS[alert.kind] ?? { label: alert.kind, palette: "gray" };
  const changed = useAdminChanged();
  // The kinds no job clears: dispatch checks and marks them, with a note (the audit log keeps who and why).
  const mayCheck = useCan("dispatch");
  const manual = mayCheck && MANUALLY_RESOLVED_ALERTS.includes(alert.kind);
  return (
    <Card.Root size="sm" data-testid="alert" data-kind={alert.kind}>
      <Card.Body gap="1">
        <HStack gap="3" flexWrap="wrap">
          <Badge colorPalette={kind.palette} variant="subtle">
            {kind.label}
          </Badge>
          {alert.bookingId && alert.reference && (
            <ReferenceButton reference={alert.reference} onOpen={() => onOpen(alert.bookingId ?? "")} />
          )}
          <Text fontSize="sm" color="fg.muted">
            raised {formatServiceTime(alert.raisedAt)}
          </Text>
          {manual && (
            <Box ms="auto">
              <ResolveAlertDialog alert={alert} label={kind.label} onDone={changed} />
            </Box>
          )}
        </HStack>
        <Text>{alert.detail}</Text>
        {alert.kind === "quote_unanswered" && (
          <Text fontSize="sm" color="fg.muted">
            Answer it under Messages &amp; quotes; it leaves this list once quoted or declined.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** What dispatch must look at, newest first; a reference opens its booking. */
export function ExceptionsPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, error } = useOpenAlerts({ opened: true });
  const items = data?.items ?? [];
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        {data
          ? items.length === 0
            ? "Nothing needs looking at."
            : `${items.length} open ${items.length === 1 ? "exception" : "exceptions"}, newest first. A reference opens its booking.`
          : "Loading the exceptions…"}
      </Text>
      {error && <Text color="fg.error">Error fetching the exceptions: {error.message}</Text>}
      {items.map((alert) => (
        <AlertCard key={alert.id} alert={alert} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
