import type { CreateBooking } from "@chauffeur/contract";
import type { BookingDraft } from "../../../lib/draft/draft-schema";
import { chosenReturn, draftPrice, filledStops } from "../../../lib/draft-price";

/** How the booking is paid: a card (the processor's token, or the account's saved card), or a company's account. */
export type BookingPayment = Pick<CreateBooking, "paymentInfo" | "billing">;

/** The booking call's body from the draft: only the processor's token, never the card (nor what it says about it). */
export function bookingRequest(draft: BookingDraft, payment: BookingPayment): CreateBooking {
  const hourly = draft.serviceType === "hourly";
  return {
    serviceType: draft.serviceType,
    pickupLocation: draft.pickupLocation,
    destination: draft.destination,
    stops: filledStops(draft),
    date: draft.date,
    time: draft.time,
    ...(chosenReturn(draft) ? { returnTrip: chosenReturn(draft) } : {}),
    vehicleType: draft.selectedVehicle ?? draft.vehicleType ?? "",
    customerInfo: draft.customerInfo ?? { email: "", phone: "" },
    flightNumber: draft.flightNumber || null,
    travelingWithChild: draft.childSeats > 0,
    childSeats: draft.childSeats,
    specialRequests: draft.specialRequests || null,
    estimatedPrice: draftPrice(draft)?.total,
    ...(draft.gratuity ? { gratuity: draft.gratuity } : {}),
    passengerCount: draft.passengerCount,
    luggageCount: draft.luggageCount,
    ...(hourly ? { hours: draft.hours } : { distance: draft.distance }),
    ...payment,
  };
}
