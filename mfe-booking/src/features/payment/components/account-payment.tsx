import type { AccountProfile } from "@chauffeur/contract";
import { Card, Heading, NativeSelect, Stack, Text } from "@chauffeur/ui";
import { Form, TextField, useContractForm } from "@chauffeur/ui/form";
import type { ReactNode } from "react";
import { z } from "zod";
import { Agreements } from "../../../components/agreements";
import { AgreementsForm } from "../../../lib/payments/card-form";
import type { BookingPayment } from "../lib/booking-request";

/** How a signed-in customer pays: a new card (the card form), the saved card, or a company on account. */
export type PayMethod = "new" | "saved" | `company:${string}`;

export function payMethods(profile: AccountProfile | undefined): { value: PayMethod; label: string }[] {
  if (!profile) return [];
  const card = profile.card;
  return [
    ...profile.companies.map((c) => ({ value: `company:${c.id}` as PayMethod, label: `Bill to ${c.name}` })),
    ...(card
      ? [
          {
            value: "saved" as PayMethod,
            label: `Saved card: ${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}`,
          },
        ]
      : []),
    { value: "new", label: "A new card" },
  ];
}

export function PayMethodChoice({
  options,
  value,
  onChange,
}: {
  options: { value: PayMethod; label: string }[];
  value: PayMethod;
  onChange: (m: PayMethod) => void;
}) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          How to pay
        </Heading>
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="How to pay"
            value={value}
            onChange={(e) => onChange(e.currentTarget.value as PayMethod)}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Card.Body>
    </Card.Root>
  );
}

const AccountPaymentForm = AgreementsForm.extend({ costCentre: z.string().trim(), po: z.string().trim() });

/**
 * The saved card or a company's account: no card form, only what the company asks for (its cost centre,
 * PO number) and the agreements; the server checks the booker and the required fields again.
 */
export function AccountPayment({
  method,
  profile,
  provider,
  onBook,
  actions,
  error,
}: {
  method: Exclude<PayMethod, "new">;
  profile: AccountProfile;
  /** The site's processor: the saved card is the account's with it. */
  provider: "sandbox" | "stripe";
  onBook: (payment: BookingPayment) => Promise<void>;
  actions: ReactNode;
  error: ReactNode;
}) {
  const form = useContractForm(AccountPaymentForm, {
    defaultValues: { costCentre: "", po: "", acceptTerms: false, acceptPrivacy: false },
  });
  const company = method.startsWith("company:")
    ? profile.companies.find((c) => `company:${c.id}` === method)
    : undefined;
  const submit = async (v: z.output<typeof AccountPaymentForm>) => {
    if (company) {
      if (company.requireCostCentre && !v.costCentre) {
        form.setError("costCentre", { message: `${company.name} asks for a cost centre` });
        return;
      }
      if (company.requirePo && !v.po) {
        form.setError("po", { message: `${company.name} asks for a PO number` });
        return;
      }
      await onBook({
        billing: { companyId: company.id, costCentre: v.costCentre || null, po: v.po || null },
      });
    } else await onBook({ paymentInfo: { provider, savedCard: true } });
  };
  return (
    <Form form={form} aria-label="Payment" onValid={submit}>
      <Stack gap="6">
        <Card.Root>
          <Card.Body gap="4">
            {company ? (
              <>
                <Text>
                  The ride is billed to {company.name} on its monthly invoice. No card is charged; extras and
                  waiting time are added to the bill.
                </Text>
                <TextField
                  name="costCentre"
                  label="Cost centre"
                  required={company.requireCostCentre}
                  helper={company.requireCostCentre ? undefined : "Optional"}
                />
                <TextField
                  name="po"
                  label="PO number"
                  required={company.requirePo}
                  helper={company.requirePo ? undefined : "Optional"}
                />
              </>
            ) : (
              <Text>
                We check your saved card with a $1 authorization now and keep it for this ride; the fare is
                charged after the ride.
              </Text>
            )}
          </Card.Body>
        </Card.Root>
        <Agreements />
        {error}
        {actions}
      </Stack>
    </Form>
  );
}
