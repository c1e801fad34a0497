import type { Booker } from "../bookings/payment-method";
import type { SignedInAccount } from "./sign-in";

/** The signed-in customer as booking creation takes them: account, e-mail and saved card; null for a guest. */
export function bookerOf(account: SignedInAccount | undefined): Booker | null {
  if (!account) return null;
  const saved =
    account.cardProvider && account.cardCustomerRef && account.cardPaymentMethodRef
      ? {
          provider: account.cardProvider,
          customerRef: account.cardCustomerRef,
          paymentMethodRef: account.cardPaymentMethodRef,
        }
      : null;
  return { accountId: account.id, email: account.email, savedCard: saved };
}
