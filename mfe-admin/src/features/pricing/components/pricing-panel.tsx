import { formatServiceTime, type PricingRules, type PricingState } from "@chauffeur/contract";
import { Alert, Button, Card, Field, Heading, HStack, Input, Skeleton, Stack, Text } from "@chauffeur/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../lib/api-client";
import { usePricing } from "../api/get-pricing";
import { publishPricing } from "../api/publish-pricing";
import { PreviewCard } from "./preview-card";
import { RatesSection } from "./rates-section";
import { SurchargesSection } from "./surcharges-section";
import { ZonesSection } from "./zones-section";

/**
 * The operator's prices: the version in force as a draft to edit, a preview of any trip under the draft,
 * and publishing it as the next version (quotes from then on; bookings keep the version they were priced with).
 */
export function PricingPanel({ onChanged }: { onChanged: () => void }) {
  const pricing = usePricing();
  // Kept here, not in the editor: the version read back after publishing starts a new editor.
  const [published, setPublished] = useState<number | null>(null);
  if (pricing.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorText(pricing.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!pricing.data) return <Skeleton height="20rem" />;
  // A new version read from the server starts a new draft (the form's inputs are uncontrolled).
  return (
    <PricingEditor
      key={pricing.data.version}
      state={pricing.data}
      justPublished={published === pricing.data.version}
      onPublished={(version) => {
        setPublished(version);
        onChanged();
      }}
    />
  );
}

function PricingEditor({
  state,
  justPublished,
  onPublished,
}: {
  state: PricingState;
  justPublished: boolean;
  onPublished: (version: number) => void;
}) {
  const [draft, setDraft] = useState<PricingRules>(state.rules);
  const [note, setNote] = useState("");
  const publish = useMutation({
    mutationFn: () => publishPricing({ rules: draft, basedOn: state.version, ...(note ? { note } : {}) }),
    onSuccess: (result) => onPublished(result.version),
  });
  const edited = JSON.stringify(draft) !== JSON.stringify(state.rules);
  return (
    <Stack gap="5" data-testid="pricing-panel">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg">
            Prices
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            Version {state.version} is in force{edited ? " · you have unpublished changes" : ""}.
          </Text>
        </Stack>
      </HStack>
      <RatesSection rules={draft} onChange={setDraft} />
      <ZonesSection rules={draft} onChange={setDraft} />
      <SurchargesSection rules={draft} onChange={setDraft} />
      <PreviewCard rules={draft} />
      <Card.Root size="sm">
        <Card.Body>
          <Stack gap="3">
            <HStack gap="3" align="end" flexWrap="wrap">
              <Field.Root flex="1" minW="14rem">
                <Field.Label textStyle="xs">What changed (kept with the version)</Field.Label>
                <Input
                  size="sm"
                  value={note}
                  maxLength={200}
                  onChange={(e) => setNote(e.currentTarget.value)}
                />
              </Field.Root>
              <Button
                colorPalette="blue"
                loading={publish.isPending}
                disabled={!edited}
                onClick={() => publish.mutate()}
              >
                Publish as version {state.version + 1}
              </Button>
            </HStack>
            {publish.error && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Title>{errorText(publish.error)}</Alert.Title>
              </Alert.Root>
            )}
            {justPublished && !edited && (
              <Alert.Root status="success" size="sm">
                <Alert.Indicator />
                <Alert.Title>Version {state.version} is in force for every quote from now on.</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Versions
        </Heading>
        {state.history.map((v) => (
          <Text key={v.version} textStyle="sm" color="fg.muted">
            <strong>Version {v.version}</strong> · {formatServiceTime(v.publishedAt)}
            {v.note ? ` · ${v.note}` : ""}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
