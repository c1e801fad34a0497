import { Link, Stack, Text } from "@chauffeur/ui";
import { Checkbox } from "@chauffeur/ui/widgets";
import type { PaymentErrors, PaymentFields } from "../lib/card-rules";

interface AgreementsProps {
  values: PaymentFields;
  errors: PaymentErrors;
  onChange: (patch: Partial<PaymentFields>) => void;
}

function Agreement(props: {
  name: "acceptTerms" | "acceptPrivacy";
  checked: boolean;
  error?: string;
  href: string;
  document: string;
  onChange: (checked: boolean) => void;
}) {
  const errorId = `${props.name}-error`;
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={props.checked}
        onCheckedChange={(e) => props.onChange(e.checked === true)}
        invalid={Boolean(props.error)}
        colorPalette="gold"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput name={props.name} aria-describedby={props.error ? errorId : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          I accept the {/* A new tab, so what was typed here stays. */}
          <Link href={props.href} target="_blank" rel="noopener" color="gold.700" textDecoration="underline">
            {props.document}
          </Link>
        </Checkbox.Label>
      </Checkbox.Root>
      {props.error && (
        <Text id={errorId} role="alert" color="red.700" fontSize="sm">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}

/** The two agreements the pay button waits for. */
export function Agreements({ values, errors, onChange }: AgreementsProps) {
  return (
    <Stack gap="3">
      <Agreement
        name="acceptTerms"
        checked={values.acceptTerms}
        error={errors.acceptTerms}
        href="/terms"
        document="Terms of Service"
        onChange={(acceptTerms) => onChange({ acceptTerms })}
      />
      <Agreement
        name="acceptPrivacy"
        checked={values.acceptPrivacy}
        error={errors.acceptPrivacy}
        href="/privacy"
        document="Privacy Policy"
        onChange={(acceptPrivacy) => onChange({ acceptPrivacy })}
      />
    </Stack>
  );
}
