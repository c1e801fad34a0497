import type { AccountBooking } from "@chauffeur/contract";
import { BOOKING_DRAFT_KEY } from "../../../lib/draft/draft-key";

/**
 * "Book again" and "Book the way back": the booking flow started with a past ride's trip (or its reverse),
 * vehicle, party and passenger; the date and time are the customer's to choose on the first step.
 */
export function bookAgainDraft(
  ride: AccountBooking,
  wayBack: boolean,
  passenger: { email: string; phone: string },
) {
  const [firstName = "", ...rest] = ride.passengerName.split(" ");
  const hourly = ride.serviceType === "hourly";
  return {
    serviceType: hourly ? "hourly" : "one-way",
    pickupLocation: wayBack && !hourly ? ride.destination : ride.pickupLocation,
    destination: hourly ? "" : wayBack ? ride.pickupLocation : ride.destination,
    stops: wayBack ? [...ride.stops].reverse() : ride.stops,
    date: "",
    time: "",
    ...(hourly && ride.hours ? { hours: ride.hours } : {}),
    selectedVehicle: ride.vehicleType,
    passengerCount: ride.passengerCount,
    luggageCount: ride.luggageCount,
    childSeats: ride.childSeats,
    travelingWithChild: ride.childSeats > 0,
    customerInfo: { firstName, lastName: rest.join(" "), ...passenger },
  };
}

export function startBooking(draft: ReturnType<typeof bookAgainDraft>) {
  sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
}
