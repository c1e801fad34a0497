import { Link, Stack, Text } from "@chauffeur/ui";
import { useFormField } from "@chauffeur/ui/form";
import { Checkbox } from "@chauffeur/ui/widgets";
import { PRIVACY_REQUIRED, TERMS_REQUIRED } from "../lib/payments/card-form";

function Agreement({
  name,
  href,
  document,
  required,
}: {
  name: "acceptTerms" | "acceptPrivacy";
  href: string;
  document: string;
  required: string;
}) {
  const { field, error, edited, refuse } = useFormField(name);
  const errorId = `${name}-error`;
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={field.value === true}
        onCheckedChange={(e) => {
          const accepted = e.checked === true;
          field.onChange(accepted);
          edited();
          // The pay button waits for both boxes, so unticking one says why at once.
          if (!accepted) refuse(required);
        }}
        invalid={Boolean(error)}
        colorPalette="gold"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput
          name={name}
          ref={field.ref}
          onBlur={field.onBlur}
          aria-describedby={error ? errorId : undefined}
        />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          I accept the {/* A new tab, so what was typed here stays. */}
          <Link href={href} target="_blank" rel="noopener" color="gold.700" textDecoration="underline">
            {document}
          </Link>
        </Checkbox.Label>
      </Checkbox.Root>
      {error && (
        <Text id={errorId} role="alert" color="red.700" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The two agreements the pay button waits for; fields of the surrounding Form. */
export function Agreements() {
  return (
    <Stack gap="3">
      <Agreement name="acceptTerms" href="/terms" document="Terms of Service" required={TERMS_REQUIRED} />
      <Agreement name="acceptPrivacy" href="/privacy" document="Privacy Policy" required={PRIVACY_REQUIRED} />
    </Stack>
  );
}
