import {
  type BookingChangePreview,
  CHANGE_CUTOFF_TEXT,
  type CustomerBooking,
  type CustomerEditBooking,
  formatServiceTime,
  type SiteInfo,
} from "@chauffeur/contract";
import { Button, Card, Heading, Link, Stack, Text } from "@chauffeur/ui";
import { useState } from "react";
import { LuPencil } from "react-icons/lu";
import { ChangeForm } from "./change-form";

interface ChangeCardProps {
  booking: CustomerBooking;
  site: SiteInfo;
  onPreview: (values: CustomerEditBooking) => Promise<BookingChangePreview>;
  onSave: (values: CustomerEditBooking) => Promise<void>;
}

/** Changing the booking online until the cutoff (the price shown before it is made), or why not and whom to call. */
export function ChangeCard({ booking, site, onPreview, onSave }: ChangeCardProps) {
  const [open, setOpen] = useState(false);
  const terms = booking.change;
  // Over, or under way (the cancellation card says so): only the cutoff is worth a card of its own.
  if (!terms.allowed && terms.cutoffAt === null) return null;
  return (
    <Card.Root as="section" aria-labelledby="change-heading">
      <Card.Body gap="3">
        <Heading id="change-heading" as="h3" size="lg">
          Change your booking
        </Heading>
        {terms.allowed ? (
          <Text fontSize="sm" color="fg.muted">
            {CHANGE_CUTOFF_TEXT}
            {terms.cutoffAt !== null && ` Changes online close ${formatServiceTime(terms.cutoffAt)}.`}
          </Text>
        ) : (
          <Text fontSize="sm" data-testid="change-closed">
            {terms.reason}{" "}
            <Link href={`tel:${site.phoneHref}`} color="gold.700" textDecoration="underline">
              {site.phone}
            </Link>
          </Text>
        )}
        {terms.allowed &&
          (open ? (
            <ChangeForm
              booking={booking}
              onPreview={onPreview}
              onSave={async (values) => {
                await onSave(values);
                setOpen(false);
              }}
              onClose={() => setOpen(false)}
            />
          ) : (
            <Stack>
              <Button variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
                <LuPencil aria-hidden /> Change booking
              </Button>
            </Stack>
          ))}
      </Card.Body>
    </Card.Root>
  );
}
