import type { PricingRules, Surcharge } from "@chauffeur/contract";
import { Button, Card, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from "@chauffeur/ui";
import { NumberField, slugOf } from "./number-field";
import { WeekdayField } from "./weekday-field";

type When = Surcharge["when"];

const list = (text: string) => text.split(/[\s,]+/).filter(Boolean);

function WhenFields({ when, onChange }: { when: When; onChange: (w: When) => void }) {
  if (when.kind === "time") {
    return (
      <>
        {(["from", "to"] as const).map((end) => (
          <Field.Root key={end} width="9rem">
            <Field.Label textStyle="xs">{end === "from" ? "From (NY time)" : "To"}</Field.Label>
            <Input
              size="sm"
              type="time"
              defaultValue={when[end]}
              onChange={(e) => onChange({ ...when, [end]: e.currentTarget.value })}
            />
          </Field.Root>
        ))}
        <WeekdayField
          days={when.days}
          onChange={(days) => {
            const { days: _old, ...rest } = when;
            onChange(days ? { ...rest, days } : rest);
          }}
        />
      </>
    );
  }
  const text = when.kind === "dates" ? when.dates.join(", ") : when.airports.join(", ");
  return (
    <Field.Root flex="1" minW="12rem">
      <Field.Label textStyle="xs">
        {when.kind === "dates"
          ? "Dates: 2026-12-31 or 12-25 (every year)"
          : "Airports (empty: any), e.g. BOS"}
      </Field.Label>
      <Input
        size="sm"
        defaultValue={text}
        onChange={(e) => {
          const values = list(e.currentTarget.value);
          onChange(
            when.kind === "dates"
              ? { kind: "dates", dates: values }
              : { kind: "airport", airports: values.map((v) => v.toUpperCase()) },
          );
        }}
      />
    </Field.Root>
  );
}

const FRESH: Record<When["kind"], When> = {
  time: { kind: "time", from: "23:00", to: "05:00" },
  dates: { kind: "dates", dates: [] },
  airport: { kind: "airport", airports: [] },
};

function SurchargeRow({
  surcharge,
  onChange,
  onRemove,
}: {
  surcharge: Surcharge;
  onChange: (s: Surcharge) => void;
  onRemove: () => void;
}) {
  const byPercent = surcharge.percent !== undefined;
  return (
    <HStack gap="3" flexWrap="wrap" align="end" data-testid="surcharge-row">
      <Field.Root width="10rem">
        <Field.Label textStyle="xs">Name</Field.Label>
        <Input
          size="sm"
          defaultValue={surcharge.name}
          onChange={(e) => onChange({ ...surcharge, name: e.currentTarget.value })}
        />
      </Field.Root>
      <Field.Root width="8rem">
        <Field.Label textStyle="xs">When</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={surcharge.when.kind}
            onChange={(e) => onChange({ ...surcharge, when: FRESH[e.currentTarget.value as When["kind"]] })}
          >
            <option value="time">Time of day</option>
            <option value="dates">Dates</option>
            <option value="airport">Airport</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <WhenFields
        key={surcharge.when.kind}
        when={surcharge.when}
        onChange={(when) => onChange({ ...surcharge, when })}
      />
      <Field.Root width="6rem">
        <Field.Label textStyle="xs">As</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={byPercent ? "percent" : "amount"}
            onChange={(e) => {
              const { percent: _p, amountCents: _a, ...rest } = surcharge;
              onChange(
                e.currentTarget.value === "percent"
                  ? { ...rest, percent: 10 }
                  : { ...rest, amountCents: 1000 },
              );
            }}
          >
            <option value="percent">%</option>
            <option value="amount">$</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <NumberField
        key={byPercent ? "percent" : "amount"}
        label={byPercent ? "Percent of fare" : "Amount $"}
        width="8rem"
        cents={!byPercent}
        step={1}
        value={byPercent ? (surcharge.percent ?? 0) : (surcharge.amountCents ?? 0)}
        onChange={(v) =>
          onChange(byPercent ? { ...surcharge, percent: v } : { ...surcharge, amountCents: v })
        }
      />
      <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
        Remove
      </Button>
    </HStack>
  );
}

/** Surcharges by time of day (New York time), by date (holidays) or for airports: a percentage or an amount. */
export function SurchargesSection({
  rules,
  onChange,
}: {
  rules: PricingRules;
  onChange: (next: PricingRules) => void;
}) {
  const set = (i: number, s: Surcharge) =>
    onChange({
      ...rules,
      surcharges: rules.surcharges.map((x, j) => (j === i ? { ...s, id: slugOf(s.name, s.id) } : x)),
    });
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="md">
          Surcharges
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          A window from 23:00 to 05:00 runs past midnight. A percentage is of the ride's vehicle fare.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {rules.surcharges.map((s, i) => (
            <SurchargeRow
              key={`${i}-${rules.surcharges.length}`}
              surcharge={s}
              onChange={(next) => set(i, next)}
              onRemove={() => onChange({ ...rules, surcharges: rules.surcharges.filter((_, j) => j !== i) })}
            />
          ))}
          <HStack>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                onChange({
                  ...rules,
                  surcharges: [
                    ...rules.surcharges,
                    {
                      // A new one's id follows its name (the id a price line names), unique in the set.
                      id: rules.surcharges.some((x) => x.id === "late-night")
                        ? `surcharge-${rules.surcharges.length + 1}`
                        : "late-night",
                      name: "Late night",
                      when: FRESH.time,
                      percent: 20,
                    },
                  ],
                })
              }
            >
              Add surcharge
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
