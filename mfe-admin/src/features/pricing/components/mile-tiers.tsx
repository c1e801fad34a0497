import type { VehicleRates } from "@chauffeur/contract";
import { Button, HStack, Text } from "@chauffeur/ui";
import { NumberField } from "./number-field";

type Tier = VehicleRates["mileTiers"][number];

/** The contract takes at most this many tiers per class. */
const MAX_TIERS = 5;

/**
 * A class's tiered mileage: from `overMiles` on, each mile costs the tier's rate instead of the per-mile
 * rate (Moovs' tiered mileage). Tiers must ascend in miles: the preview and publish say so otherwise.
 */
export function MileTiers({
  vehicle,
  tiers,
  onChange,
}: {
  /** The class's name, for the controls' labels. */
  vehicle: string;
  tiers: Tier[];
  onChange: (next: Tier[]) => void;
}) {
  const set = (i: number, tier: Tier) => onChange(tiers.map((t, j) => (j === i ? tier : t)));
  const last = tiers.at(-1);
  return (
    <HStack gap="3" flexWrap="wrap" align="end" data-testid={`mile-tiers-${vehicle}`}>
      <Text textStyle="xs" color="fg.muted" alignSelf="center" minW="5rem">
        Mileage tiers
      </Text>
      {tiers.map((tier, i) => (
        <HStack key={`${i}-${tiers.length}`} gap="1" align="end" data-testid="mile-tier">
          <NumberField
            label={`Tier ${i + 1}: over miles`}
            width="8rem"
            value={tier.overMiles}
            onChange={(overMiles) => set(i, { ...tier, overMiles })}
          />
          <NumberField
            label={`Tier ${i + 1}: per mile $`}
            width="8rem"
            cents
            value={tier.perMileCents}
            onChange={(perMileCents) => set(i, { ...tier, perMileCents })}
          />
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove tier ${i + 1} of ${vehicle}`}
            onClick={() => onChange(tiers.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
        </HStack>
      ))}
      {tiers.length < MAX_TIERS && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Add a mileage tier to ${vehicle}`}
          onClick={() =>
            onChange([
              ...tiers,
              { overMiles: (last?.overMiles ?? 50) + 50, perMileCents: last?.perMileCents ?? 300 },
            ])
          }
        >
          Add tier
        </Button>
      )}
    </HStack>
  );
}
