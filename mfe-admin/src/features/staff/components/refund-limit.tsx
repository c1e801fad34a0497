import { formatCents } from "@chauffeur/contract";
import { Button, HStack, Stack, Text } from "@chauffeur/ui";
import { Form, FormAlert, TextField, useContractForm } from "@chauffeur/ui/form";
import { useEffect } from "react";
import { z } from "zod";
import { errorText } from "../../../lib/api-client";
import { useAdminAction } from "../../../lib/use-admin-action";
import { saveSettings, useSettings } from "../api/staff";

const LimitForm = z.object({
  dollars: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter an amount in dollars, like 100"),
});

/** The owner's setting: how much a dispatcher may refund on a booking (accountants and owners: any amount). */
export function RefundLimit({ onChanged }: { onChanged: () => void }) {
  const { data } = useSettings();
  const form = useContractForm(LimitForm, { defaultValues: { dollars: "" } });
  const save = useAdminAction({
    action: saveSettings,
    errorTitle: "Error saving the settings",
    onDone: onChanged,
  });
  const current = data?.dispatcherRefundLimitCents;
  useEffect(() => {
    if (current !== undefined) form.reset({ dollars: (current / 100).toFixed(2) });
  }, [current, form]);
  return (
    <Form
      form={form}
      failureText={errorText}
      onValid={({ dollars }) => save.run({ dispatcherRefundLimitCents: Math.round(Number(dollars) * 100) })}
    >
      <Stack gap="2" maxW="md" borderWidth="1px" borderRadius="md" p="4">
        <Text fontWeight="semibold">Refund limit for dispatchers</Text>
        <Text fontSize="sm" color="fg.muted">
          A dispatcher refunds a booking up to this much in all
          {current !== undefined ? ` (now ${formatCents(current)})` : ""}; beyond it, an accountant or an
          owner.
        </Text>
        <HStack align="end" gap="2">
          <TextField name="dollars" label="Limit in dollars" inputMode="decimal" />
          <Button type="submit" loading={save.busy}>
            Save
          </Button>
        </HStack>
        <FormAlert />
      </Stack>
    </Form>
  );
}
