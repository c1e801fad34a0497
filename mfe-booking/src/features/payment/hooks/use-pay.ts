import { tokenizeSandboxCard } from "@chauffeur/contract";
import { useNavigate } from "@chauffeur/ui";
import { useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { saveConfirmation } from "../../../lib/confirmation-storage";
import type { BookingDraft } from "../../../lib/draft/draft-schema";
import { clearDraft, saveDraft } from "../../../lib/draft/draft-storage";
import { createBooking } from "../api/create-booking";
import { bookingRequest } from "../lib/booking-request";

export const PAYMENT_FAILED = "Payment processing failed. Please try again.";

/**
 * Tokenizes the card in the page (the sandbox provider), then books with one Idempotency-Key per attempt.
 * The key is stored with the draft before the call, so a double click, a reload or a retry after a lost
 * answer makes one booking; a definite refusal (4xx) starts a fresh attempt next time.
 */
export function usePay(draft: BookingDraft | null, update: (patch: Partial<BookingDraft>) => void) {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const pay = async (cardNumber: string) => {
    if (!draft || busy.current) return;
    busy.current = true;
    setProcessing(true);
    setError(null);
    try {
      const card = tokenizeSandboxCard(cardNumber);
      if (!card.ok) {
        setError(card.message);
        return;
      }
      const idempotencyKey = draft.idempotencyKey ?? crypto.randomUUID();
      saveDraft({ ...draft, idempotencyKey });
      update({ idempotencyKey });
      try {
        const receipt = await createBooking(
          bookingRequest(draft, {
            provider: "sandbox",
            token: card.token,
            cardLast4: card.cardLast4,
            brand: card.brand,
          }),
          idempotencyKey,
        );
        saveConfirmation({
          reference: receipt.reference,
          sessionId: receipt.sessionId,
          total: receipt.estimatedPrice,
        });
        clearDraft();
        navigate(`/booking-success?session_id=${encodeURIComponent(receipt.sessionId)}`, { replace: true });
      } catch (e) {
        const refused = e instanceof ApiError && e.status >= 400 && e.status < 500;
        if (refused) update({ idempotencyKey: undefined });
        // A decline (402) carries the processor's reason; anything else gets SPEC.md's words.
        setError(e instanceof ApiError && e.status === 402 ? e.message : PAYMENT_FAILED);
      }
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  };

  return { pay, processing, error };
}
