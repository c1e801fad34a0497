import {
  formatCents,
  GRATUITY_PERCENTS,
  type GratuityInput,
  gratuityCents,
  MAX_GRATUITY_CENTS,
} from "@chauffeur/contract";
import { Button, Field, Fieldset, HStack, Input, Text } from "@chauffeur/ui";
import { useState } from "react";

/**
 * The chauffeur's gratuity: a share of the fare (0, 15, 20, 25%) or an amount in dollars. Used when
 * booking and on the rating page after the ride; `fareCents` is what a share is taken of.
 */
export function GratuityPicker({
  fareCents,
  value,
  onChange,
  legend = "Gratuity for your chauffeur",
}: {
  fareCents: number;
  value: GratuityInput;
  onChange: (value: GratuityInput) => void;
  legend?: string;
}) {
  const [other, setOther] = useState("amountCents" in value ? (value.amountCents / 100).toFixed(2) : "");
  const [otherError, setOtherError] = useState<string | null>(null);
  const isOther = "amountCents" in value;
  const pickOther = (text: string) => {
    setOther(text);
    const cents = Math.round(Number(text) * 100);
    if (text.trim() === "" || !Number.isFinite(cents) || cents < 0 || cents > MAX_GRATUITY_CENTS) {
      setOtherError(`Enter an amount from $0 to ${formatCents(MAX_GRATUITY_CENTS)}`);
      return;
    }
    setOtherError(null);
    onChange({ amountCents: cents });
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Fieldset.HelperText>All of it goes to your chauffeur.</Fieldset.HelperText>
      <HStack gap="2" flexWrap="wrap" role="group" aria-label={legend}>
        {GRATUITY_PERCENTS.map((percent) => {
          const chosen = "percent" in value && value.percent === percent;
          return (
            <Button
              key={percent}
              size="sm"
              variant={chosen ? "solid" : "outline"}
              colorPalette="gold"
              aria-pressed={chosen}
              onClick={() => onChange({ percent })}
            >
              {percent === 0 ? "None" : `${percent}% · ${formatCents(gratuityCents(fareCents, { percent }))}`}
            </Button>
          );
        })}
        <Button
          size="sm"
          variant={isOther ? "solid" : "outline"}
          colorPalette="gold"
          aria-pressed={isOther}
          onClick={() => pickOther(other || "0")}
        >
          Other amount
        </Button>
      </HStack>
      {isOther && (
        <Field.Root invalid={otherError !== null} maxW="48">
          <Field.Label>Gratuity in dollars</Field.Label>
          <Input
            inputMode="decimal"
            value={other}
            onChange={(e) => pickOther(e.target.value)}
            aria-describedby={otherError ? "gratuity-other-error" : undefined}
          />
          {otherError && <Field.ErrorText id="gratuity-other-error">{otherError}</Field.ErrorText>}
        </Field.Root>
      )}
      {isOther || ("percent" in value && !GRATUITY_PERCENTS.some((p) => p === value.percent)) ? (
        <Text fontSize="sm" color="fg.muted">
          Gratuity: {formatCents(gratuityCents(fareCents, value))}
        </Text>
      ) : null}
    </Fieldset.Root>
  );
}
