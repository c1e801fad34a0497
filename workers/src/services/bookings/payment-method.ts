import type { ParsedCreateBooking } from "@chauffeur/contract";
import { companyBillingFor } from "../companies/bookers";
import { BadRequestError, ConflictError, UnauthorizedError } from "../core/errors";
import type { MoneyCtx } from "../money/context";
import { authorizeOnSession } from "../money/steps";
import { type Card, type CardSource, PaymentRequiredError, ProviderError } from "../payments";

/** A card saved with the processor on a customer's account. */
export interface SavedCardRefs {
  provider: string;
  customerRef: string;
  paymentMethodRef: string;
}

/** Who books, when a signed-in customer does (docs/decisions/026): their account, e-mail and saved card. */
export interface Booker {
  accountId: string;
  email: string;
  savedCard: SavedCardRefs | null;
}

/** How a new booking is paid: a card checked with the processor, a company's account, or a payment link. */
export type BookingPayment =
  | {
      kind: "card";
      provider: string;
      /** The card check's authorization, when it lapses, and the key it was made with. */
      providerRef: string;
      captureBefore: number | null;
      idempotencyKey: string;
      card: Card;
      customerRef: string | null;
      paymentMethodRef: string | null;
    }
  | {
      kind: "account";
      companyId: string;
      companyName: string;
      costCentre: string | null;
      po: string | null;
    }
  | {
      /** A caller's booking made by the dispatcher: the customer adds the card through the payment link. */
      kind: "link";
      adminId: string | null;
      provider: string;
      payLink: string;
      linkNonce: string;
      /** The dispatcher's price instead of the operator's (in the breakdown), with the reason. */
      override: { cents: number; reason: string; pricedDollars: number } | null;
    };

export const SIGN_IN_TO_BILL = "Sign in to your account to bill a company";
export const NO_SAVED_CARD = "paymentInfo.savedCard: no card is saved on your account; add a new card";

/** The card the booking is checked on: a new card's token, or the account's saved card (on-session). */
function cardSource(input: ParsedCreateBooking, booker: Booker | null, provider: string): CardSource {
  const info = input.paymentInfo;
  if (info?.savedCard) {
    if (!booker) throw new UnauthorizedError("Sign in to your account to pay with your saved card");
    const saved = booker.savedCard;
    if (!saved || saved.provider !== provider) throw new ConflictError(NO_SAVED_CARD);
    return { customerRef: saved.customerRef, paymentMethodRef: saved.paymentMethodRef };
  }
  return { token: info?.token ?? "" };
}

/**
 * Pays for a new booking before anything is stored. On account: the booker must be approved by the
 * company, no card is touched (403, or 400 naming a required cost centre or PO). By card: the $1 check,
 * which saves the card for the ride (on the booker's processor customer when signed in); a refusal is 402.
 */
export async function takePayment(
  ctx: MoneyCtx,
  input: ParsedCreateBooking,
  booker: Booker | null,
  checkKey: string,
): Promise<BookingPayment> {
  if (input.billing) {
    if (!booker) throw new UnauthorizedError(SIGN_IN_TO_BILL);
    const billed = await companyBillingFor(ctx.db, booker.email, {
      companyId: input.billing.companyId,
      costCentre: input.billing.costCentre ?? null,
      po: input.billing.po ?? null,
    });
    return {
      kind: "account",
      companyId: billed.company.id,
      companyName: billed.company.name,
      costCentre: billed.costCentre,
      po: billed.po,
    };
  }
  const provider = ctx.payments;
  if (input.paymentInfo?.provider !== provider.name) {
    throw new BadRequestError(`paymentInfo.provider: this site takes ${provider.name} payments`);
  }
  const { customerInfo } = input;
  const source = cardSource(input, booker, provider.name);
  const reusable = booker?.savedCard?.provider === provider.name ? booker.savedCard.customerRef : null;
  const check = await authorizeOnSession(ctx, {
    source,
    amountCents: ctx.config.PAYMENT_AUTH_AMOUNT_CENTS,
    currency: "usd",
    offSession: false,
    purpose: "verify",
    save:
      "token" in source
        ? {
            email: booker?.email ?? customerInfo.email,
            name: `${customerInfo.firstName} ${customerInfo.lastName}`,
            customerRef: reusable,
          }
        : undefined,
    description: "Card check for a chauffeur booking",
    idempotencyKey: checkKey,
    metadata: { attempt: checkKey },
  });
  if (check.outcome === "declined") {
    if (check.reason === "invalid_token") throw new BadRequestError(check.message);
    throw new PaymentRequiredError(check.message);
  }
  if (check.outcome === "action_required") {
    throw new PaymentRequiredError(check.message, { type: "authenticate", clientSecret: check.clientSecret });
  }
  if (!check.card) throw new ProviderError("The card processor did not describe the card");
  return {
    kind: "card",
    provider: provider.name,
    providerRef: check.ref,
    captureBefore: check.captureBefore,
    idempotencyKey: checkKey,
    card: check.card,
    customerRef: check.customerRef ?? ("customerRef" in source ? source.customerRef : null),
    paymentMethodRef:
      check.paymentMethodRef ?? ("paymentMethodRef" in source ? source.paymentMethodRef : null),
  };
}
