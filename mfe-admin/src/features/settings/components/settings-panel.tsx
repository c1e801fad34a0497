import type { Policies } from "@chauffeur/contract";
import { Card, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chauffeur/ui";
import { useState } from "react";
import { QueryPanel } from "../../../components/query-panel";
import { SaveRow } from "../../../components/save-row";
import { useAdminAction } from "../../../lib/use-admin-action";
import { updateSettings, useSettings } from "../api/settings";

const FIELDS: { path: string; label: string; help: string; step?: number }[] = [
  {
    path: "bookingHorizonDays",
    label: "Booking horizon (days)",
    help: "How far ahead a pickup can be booked.",
  },
  {
    path: "leadTimeMinutes",
    label: "Lead time (minutes)",
    help: "The least time between booking and pickup (120 = 2 hours).",
  },
  {
    path: "freeWaitingMinutes.airport",
    label: "Free waiting at airports (minutes)",
    help: "From the pickup time; beyond it, the per-minute waiting rate.",
  },
  {
    path: "freeWaitingMinutes.other",
    label: "Free waiting elsewhere (minutes)",
    help: "From the pickup time, for every other one-way ride.",
  },
  {
    path: "cancellationGraceMinutes",
    label: "Cancellation grace (minutes)",
    help: "Cancelling is free this long after booking, and while a booking awaits confirmation.",
  },
  {
    path: "holdWindowDays",
    label: "Fare hold window (days)",
    help: "The fare is held on the card this many days before the ride (1-6).",
  },
  {
    path: "turnaroundMinutes",
    label: "Turnaround between rides (minutes)",
    help: "Added after every ride before a chauffeur's next pickup.",
  },
  {
    path: "ratingFlag.average",
    label: "Chauffeur rating bar (stars)",
    help: "A chauffeur whose 90-day average is under this is flagged in Drivers and when assigning.",
    step: 0.1,
  },
  {
    path: "ratingFlag.minCount",
    label: "Ratings before flagging",
    help: "The bar applies only over at least this many ratings in 90 days.",
  },
  { path: "serviceArea.lat", label: "Service area centre: latitude", help: "", step: 0.0001 },
  { path: "serviceArea.lng", label: "Service area centre: longitude", help: "", step: 0.0001 },
  {
    path: "serviceArea.radiusMiles",
    label: "Service area radius (miles)",
    help: "Trips outside are quoted by the team.",
  },
];

type Flat = Record<string, string>;

const flatten = (p: Policies): Flat => ({
  bookingHorizonDays: String(p.bookingHorizonDays),
  holdWindowDays: String(p.holdWindowDays),
  turnaroundMinutes: String(p.turnaroundMinutes),
  leadTimeMinutes: String(p.leadTimeMinutes),
  "freeWaitingMinutes.airport": String(p.freeWaitingMinutes.airport),
  "freeWaitingMinutes.other": String(p.freeWaitingMinutes.other),
  cancellationGraceMinutes: String(p.cancellationGraceMinutes),
  shortNotice: p.shortNotice,
  "serviceArea.lat": String(p.serviceArea.lat),
  "serviceArea.lng": String(p.serviceArea.lng),
  "serviceArea.radiusMiles": String(p.serviceArea.radiusMiles),
  "ratingFlag.average": String(p.ratingFlag.average),
  "ratingFlag.minCount": String(p.ratingFlag.minCount),
});

/** Back from the form to the policies; the server says what is wrong with a value. */
const unflatten = (f: Flat): Policies => ({
  bookingHorizonDays: Number(f.bookingHorizonDays),
  holdWindowDays: Number(f.holdWindowDays),
  turnaroundMinutes: Number(f.turnaroundMinutes),
  leadTimeMinutes: Number(f.leadTimeMinutes),
  freeWaitingMinutes: {
    airport: Number(f["freeWaitingMinutes.airport"]),
    other: Number(f["freeWaitingMinutes.other"]),
  },
  cancellationGraceMinutes: Number(f.cancellationGraceMinutes),
  shortNotice: f.shortNotice === "quote" ? "quote" : "refuse",
  serviceArea: {
    lat: Number(f["serviceArea.lat"]),
    lng: Number(f["serviceArea.lng"]),
    radiusMiles: Number(f["serviceArea.radiusMiles"]),
  },
  ratingFlag: {
    average: Number(f["ratingFlag.average"]),
    minCount: Number(f["ratingFlag.minCount"]),
  },
});

function SettingsForm({ policies, onChanged }: { policies: Policies; onChanged: () => void }) {
  const [form, setForm] = useState(() => flatten(policies));
  const save = useAdminAction({
    action: async () => {
      await updateSettings(unflatten(form));
      return { message: "Policies saved; they apply from the next request" };
    },
    errorTitle: "Could not save the policies",
    onDone: onChanged,
  });
  return (
    <Card.Root size="sm" data-testid="settings-panel">
      <Card.Header>
        <Heading as="h2" size="lg">
          Policies
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          The booking pages, the dispatcher's checks and the texts that state a policy all read these values.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {FIELDS.map((f) => (
              <Field.Root key={f.path}>
                <Field.Label textStyle="sm">{f.label}</Field.Label>
                <Input
                  type="number"
                  step={f.step ?? 1}
                  value={form[f.path] ?? ""}
                  onChange={(e) => setForm({ ...form, [f.path]: e.currentTarget.value })}
                />
                {f.help && <Field.HelperText>{f.help}</Field.HelperText>}
              </Field.Root>
            ))}
            <Field.Root>
              <Field.Label textStyle="sm">Short-notice requests</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={form.shortNotice}
                  onChange={(e) => setForm({ ...form, shortNotice: e.currentTarget.value })}
                >
                  <option value="refuse">Refused: the customer picks a later time</option>
                  <option value="quote">Sent to the dispatcher as a quote request</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>A booking for a pickup inside the lead time.</Field.HelperText>
            </Field.Root>
          </SimpleGrid>
          <SaveRow busy={save.busy} onSave={() => save.run(undefined)} label="Save policies" size="md" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The operator's policies (GET/PATCH /api/admin/settings). */
export function SettingsPanel({ onChanged }: { onChanged: () => void }) {
  return (
    <QueryPanel query={useSettings()} height="16rem">
      {(policies) => <SettingsForm policies={policies} onChanged={onChanged} />}
    </QueryPanel>
  );
}
