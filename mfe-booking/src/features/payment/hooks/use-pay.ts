import { vehicleName, waitingPolicyText } from "@chauffeur/contract";
import { useBookingPolicy, useNavigate } from "@chauffeur/ui";
import { useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { saveConfirmation } from "../../../lib/confirmation-storage";
import type { BookingDraft } from "../../../lib/draft/draft-schema";
import { clearDraft, saveDraft } from "../../../lib/draft/draft-storage";
import type { BillingDetails, CardCollector } from "../../../lib/payments/collector";
import { nextActionOf } from "../../../lib/payments/next-action";
import { createBooking } from "../api/create-booking";
import { type BookingPayment, bookingRequest } from "../lib/booking-request";
import { type FixStep, fixStepFor } from "../lib/refusal";

export const PAYMENT_FAILED = "Payment processing failed. Please try again.";

/** Why the booking did not go through, and the earlier step that fixes it when one does. */
export interface PayFailure {
  message: string;
  fix: FixStep | null;
}

/**
 * A decline (402) carries the processor's reason; a refusal (4xx) the server's detail and the step
 * that fixes it; only a failure of the processor or the network gets SPEC.md's payment failure text.
 */
export function payFailure(e: unknown): PayFailure {
  if (!(e instanceof ApiError) || e.status >= 500) return { message: PAYMENT_FAILED, fix: null };
  return { message: e.message, fix: e.status === 402 ? null : fixStepFor(e.message) };
}

/**
 * Tokenizes the card with the processor's own fields, then books with one Idempotency-Key per attempt.
 * The key is stored with the draft before the call, so a double click, a reload or a retry after a lost
 * answer makes one booking; when the bank asks for 3-D Secure, the page runs it and sends the same
 * request again. A definite refusal (4xx) starts a fresh attempt next time.
 */
export function usePay(draft: BookingDraft | null, update: (patch: Partial<BookingDraft>) => void) {
  const navigate = useNavigate();
  const policy = useBookingPolicy();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<PayFailure | null>(null);
  const busy = useRef(false);

  /** Books with one Idempotency-Key per attempt; `collector` runs the bank's 3-D Secure step when asked. */
  const book = async (payment: BookingPayment, collector: CardCollector | null, accountToken?: string) => {
    if (!draft) return;
    const idempotencyKey = draft.idempotencyKey ?? crypto.randomUUID();
    saveDraft({ ...draft, idempotencyKey });
    update({ idempotencyKey });
    const body = bookingRequest(draft, payment);
    try {
      let receipt: Awaited<ReturnType<typeof createBooking>>;
      try {
        receipt = await createBooking(body, idempotencyKey, accountToken);
      } catch (e) {
        const action = nextActionOf(e);
        if (!action || !collector) throw e;
        const confirmed = await collector.authenticate(action.clientSecret);
        if (!confirmed.ok)
          throw new ApiError(402, confirmed.message ?? "Your bank did not confirm the payment.");
        receipt = await createBooking(body, idempotencyKey, accountToken);
      }
      // Inside the lead time, with the operator taking short-notice requests: kept as a quote request.
      if ("code" in receipt) {
        clearDraft();
        navigate("/quote-request", { replace: true, state: { shortNotice: receipt.message } });
        return;
      }
      saveConfirmation({
        reference: receipt.reference,
        sessionId: receipt.sessionId,
        total: receipt.estimatedPrice,
        waiting: waitingPolicyText(draft, policy.freeWaitingMinutes),
        trackingPath: receipt.trackingPath,
        email: draft.customerInfo?.email,
        itinerary: {
          serviceType: draft.serviceType,
          hours: draft.serviceType === "hourly" ? draft.hours : null,
          pickupLocation: draft.pickupLocation,
          destination: draft.destination,
          stops: body.stops ?? [],
          date: draft.date,
          time: draft.time,
          vehicle: vehicleName(draft.vehicleType ?? ""),
          passengers: draft.passengerCount,
          flightNumber: draft.flightNumber,
          ...(receipt.returnRide && body.returnTrip
            ? {
                returnRide: {
                  ...body.returnTrip,
                  reference: receipt.returnRide.reference,
                  trackingPath: receipt.returnRide.trackingPath,
                },
              }
            : {}),
        },
      });
      clearDraft();
      // On account nothing is checked on a card: the account page confirms the booking instead.
      if (receipt.paymentStatus === "on_account")
        navigate(`/account?booked=${encodeURIComponent(receipt.reference)}`, { replace: true });
      else
        navigate(`/booking-success?session_id=${encodeURIComponent(receipt.sessionId)}`, { replace: true });
    } catch (e) {
      const refused = e instanceof ApiError && e.status >= 400 && e.status < 500;
      if (refused) update({ idempotencyKey: undefined });
      setError(payFailure(e));
    }
  };

  /** One attempt at a time: a double click waits for the first. */
  const once = async (run: () => Promise<void>) => {
    if (!draft || busy.current) return;
    busy.current = true;
    setProcessing(true);
    setError(null);
    try {
      await run();
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  };

  /** A new card: tokenized in the processor's own fields, then the booking. */
  const pay = (collector: CardCollector, billing: BillingDetails) =>
    once(async () => {
      const card = await collector.tokenize(billing);
      if (!card.ok) {
        setError({ message: card.message, fix: null });
        return;
      }
      await book({ paymentInfo: { provider: collector.provider, token: card.token } }, collector);
    });

  /** Signed in: the account's saved card, or a company billed on account (no card form). */
  const payFromAccount = (payment: BookingPayment, accountToken: string) =>
    once(() => book(payment, null, accountToken));

  return { pay, payFromAccount, processing, error };
}
