import type { FlatFare, PriceZone, PricingRules } from "@chauffeur/contract";
import { VEHICLE_TYPES } from "@chauffeur/contract";
import { Button, Card, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from "@chauffeur/ui";
import { Checkbox } from "@chauffeur/ui/widgets";
import { NumberField, slugOf } from "./number-field";

type Area = PriceZone["area"];

/** The zone's place as one line the operator types: "BOS", "02116, 02199" or "42.35, -71.07, 2". */
function areaText(area: Area): string {
  if (area.kind === "airport") return area.code;
  if (area.kind === "zips") return area.zips.join(", ");
  return `${area.lat}, ${area.lng}, ${area.radiusMiles}`;
}

function readArea(kind: Area["kind"], text: string): Area {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (kind === "airport") return { kind, code: text.trim().toUpperCase() };
  if (kind === "zips") return { kind, zips: parts };
  const [lat = Number.NaN, lng = Number.NaN, radiusMiles = Number.NaN] = parts.map(Number);
  return { kind, lat, lng, radiusMiles };
}

const KIND_HINT: Record<Area["kind"], string> = {
  airport: "IATA code, e.g. BOS",
  zips: "ZIP codes, e.g. 02116, 02199",
  radius: "lat, lng, miles",
};

function ZoneRow({
  zone,
  onChange,
  onRemove,
}: {
  zone: PriceZone;
  onChange: (z: PriceZone) => void;
  onRemove: () => void;
}) {
  return (
    <HStack gap="3" flexWrap="wrap" align="end" data-testid="zone-row">
      <Field.Root width="11rem">
        <Field.Label textStyle="xs">Zone name</Field.Label>
        <Input
          size="sm"
          defaultValue={zone.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            onChange({ ...zone, name });
          }}
        />
      </Field.Root>
      <Field.Root width="8rem">
        <Field.Label textStyle="xs">Kind</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={zone.area.kind}
            onChange={(e) => onChange({ ...zone, area: readArea(e.currentTarget.value as Area["kind"], "") })}
          >
            <option value="zips">ZIP codes</option>
            <option value="airport">Airport</option>
            <option value="radius">Point & radius</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1" minW="12rem">
        <Field.Label textStyle="xs">{KIND_HINT[zone.area.kind]}</Field.Label>
        <Input
          size="sm"
          key={zone.area.kind}
          defaultValue={areaText(zone.area)}
          onChange={(e) => onChange({ ...zone, area: readArea(zone.area.kind, e.currentTarget.value) })}
        />
      </Field.Root>
      <NumberField
        label="Priority"
        width="5rem"
        value={zone.priority}
        onChange={(priority) => onChange({ ...zone, priority })}
      />
      <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
        Remove
      </Button>
    </HStack>
  );
}

function FareRow({
  fare,
  zones,
  onChange,
  onRemove,
}: {
  fare: FlatFare;
  zones: PriceZone[];
  onChange: (f: FlatFare) => void;
  onRemove: () => void;
}) {
  const zoneSelect = (end: "from" | "to", label: string) => (
    <Field.Root width="11rem">
      <Field.Label textStyle="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={fare[end]}
          onChange={(e) => onChange({ ...fare, [end]: e.currentTarget.value })}
        >
          {zones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <HStack gap="3" flexWrap="wrap" align="end" data-testid="fare-row">
      {zoneSelect("from", "From")}
      {zoneSelect("to", "To")}
      <Checkbox.Root
        size="sm"
        checked={fare.bothWays}
        onCheckedChange={(e) => onChange({ ...fare, bothWays: e.checked === true })}
        pb="2"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Both ways</Checkbox.Label>
      </Checkbox.Root>
      {VEHICLE_TYPES.map((type) => (
        <NumberField
          key={type}
          label={`${type === "suv" ? "SUV" : "Sedan"} $ (0: by the mile)`}
          width="9rem"
          cents
          step={1}
          value={fare.fares[type] ?? 0}
          onChange={(v) => {
            const fares = { ...fare.fares };
            if (v > 0) fares[type] = v;
            else delete fares[type];
            onChange({ ...fare, fares });
          }}
        />
      ))}
      <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
        Remove
      </Button>
    </HStack>
  );
}

/** Zones (an airport, ZIP codes, a point and radius) and the flat fares between them, which win over the mileage. */
export function ZonesSection({
  rules,
  onChange,
}: {
  rules: PricingRules;
  onChange: (next: PricingRules) => void;
}) {
  const setZone = (i: number, zone: PriceZone) => {
    const before = rules.zones[i];
    // A renamed zone keeps its id once a fare uses it; a new one takes its id from its name.
    const used = rules.flatFares.some((f) => f.from === before?.id || f.to === before?.id);
    const id = used ? zone.id : slugOf(zone.name, zone.id);
    const zones = rules.zones.map((z, j) => (j === i ? { ...zone, id } : z));
    onChange({ ...rules, zones });
  };
  const addZone = () => {
    const id = `zone-${rules.zones.length + 1}`;
    onChange({
      ...rules,
      zones: [
        ...rules.zones,
        { id, name: `Zone ${rules.zones.length + 1}`, priority: 10, area: { kind: "zips", zips: [] } },
      ],
    });
  };
  const addFare = () => {
    const [a, b] = rules.zones;
    if (!a) return;
    const id = `fare-${rules.flatFares.length + 1}`;
    onChange({
      ...rules,
      flatFares: [...rules.flatFares, { id, from: a.id, to: (b ?? a).id, bothWays: true, fares: {} }],
    });
  };
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="md">
          Zones and flat fares
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          A flat fare between two zones replaces the mileage for the classes it names. Where zones overlap,
          the higher priority wins.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {rules.zones.map((zone, i) => (
            <ZoneRow
              key={`${i}-${rules.zones.length}`}
              zone={zone}
              onChange={(z) => setZone(i, z)}
              onRemove={() => onChange({ ...rules, zones: rules.zones.filter((_, j) => j !== i) })}
            />
          ))}
          <HStack>
            <Button size="sm" variant="outline" onClick={addZone}>
              Add zone
            </Button>
          </HStack>
          {rules.flatFares.map((fare, i) => (
            <FareRow
              key={`${i}-${rules.flatFares.length}`}
              fare={fare}
              zones={rules.zones}
              onChange={(f) =>
                onChange({
                  ...rules,
                  flatFares: rules.flatFares.map((x, j) =>
                    j === i ? { ...f, id: slugOf(`${f.from}-${f.to}`, f.id) } : x,
                  ),
                })
              }
              onRemove={() => onChange({ ...rules, flatFares: rules.flatFares.filter((_, j) => j !== i) })}
            />
          ))}
          <HStack>
            <Button size="sm" variant="outline" onClick={addFare} disabled={rules.zones.length === 0}>
              Add flat fare
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
