import { type PricingRules, VEHICLE_TYPES, type VehicleRates } from "@chauffeur/contract";
import { Card, Heading, HStack, Stack, Text } from "@chauffeur/ui";
import { MileTiers } from "./mile-tiers";
import { NumberField } from "./number-field";

const RATE_FIELDS: [keyof VehicleRates, string, boolean][] = [
  ["baseCents", "Base $", true],
  ["includedMiles", "Miles in base", false],
  ["perMileCents", "Per mile $", true],
  ["perHourCents", "Per hour $", true],
  ["minimumHours", "Min. hours", false],
  ["minimumFareCents", "Minimum fare $", true],
  ["waitingPerMinuteCents", "Waiting / min $", true],
];

const FEE_FIELDS: [
  "childSeatCents" | "stopCents" | "serviceFeeCents" | "gratuityDefaultPercent" | "taxPercent",
  string,
  boolean,
][] = [
  ["serviceFeeCents", "Service fee $", true],
  ["childSeatCents", "Child seat $", true],
  ["stopCents", "Stop on the way $", true],
  ["gratuityDefaultPercent", "Gratuity default %", false],
  ["taxPercent", "Tax %", false],
];

/** Per vehicle class: the base, mileage, hourly rate and minimums; then the fees of every booking. */
export function RatesSection({
  rules,
  onChange,
}: {
  rules: PricingRules;
  onChange: (next: PricingRules) => void;
}) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="md">
          Rates
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          A one-way ride is the base (with its miles), then each further mile; an hourly ride the hourly rate
          for at least the minimum hours. No ride's fare is below its minimum.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {VEHICLE_TYPES.map((type) => (
            <Stack key={type} gap="1" data-testid={`rates-${type}`}>
              <Text fontWeight="semibold" textTransform="capitalize">
                {type === "suv" ? "SUV" : type}
              </Text>
              <HStack gap="3" flexWrap="wrap" align="end">
                {RATE_FIELDS.map(([field, label, cents]) => (
                  <NumberField
                    key={field}
                    label={label}
                    cents={cents}
                    value={rules.vehicles[type][field] as number}
                    onChange={(v) =>
                      onChange({
                        ...rules,
                        vehicles: { ...rules.vehicles, [type]: { ...rules.vehicles[type], [field]: v } },
                      })
                    }
                  />
                ))}
              </HStack>
              <MileTiers
                vehicle={type === "suv" ? "SUV" : type}
                tiers={rules.vehicles[type].mileTiers}
                onChange={(mileTiers) =>
                  onChange({
                    ...rules,
                    vehicles: { ...rules.vehicles, [type]: { ...rules.vehicles[type], mileTiers } },
                  })
                }
              />
            </Stack>
          ))}
          <Stack gap="1">
            <Text fontWeight="semibold">Fees</Text>
            <HStack gap="3" flexWrap="wrap" align="end">
              {FEE_FIELDS.map(([field, label, cents]) => (
                <NumberField
                  key={field}
                  label={label}
                  cents={cents}
                  step={cents ? 1 : 0.5}
                  value={rules[field]}
                  onChange={(v) => onChange({ ...rules, [field]: v })}
                />
              ))}
            </HStack>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
