import { serviceToday } from "@chauffeur/contract";

/** A New York date `days` from now, so the pickup is always ahead of the lead time. */
export function serviceDate(days: number): string {
  return serviceToday(new Date(Date.now() + days * 86_400_000));
}

/**
 * The next New York date, at least two days ahead, that is the `nth` `weekday` (0 Sunday) of `month` (1-12):
 * the nights the clocks change (2nd Sunday of March, 1st Sunday of November) inside the booking horizon.
 */
export function nextNthWeekday(month: number, weekday: number, nth: number): string {
  const earliest = serviceDate(2);
  for (let year = Number(earliest.slice(0, 4)); ; year++) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const day = 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
    const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    if (date >= earliest) return date;
  }
}

/** A complete booking body as the payment step sends it; tests override what they exercise. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    serviceType: "one-way",
    pickupLocation: "Quincy, MA",
    destination: "Boston Logan International Airport (BOS), Boston, MA",
    date: serviceDate(7),
    time: "14:30",
    vehicleType: "executive-sedan",
    customerInfo: { name: "Ada Lovelace", email: "Ada@Example.com", phone: "(617) 555-0100" },
    flightNumber: "BA 213",
    travelingWithChild: false,
    childSeats: 0,
    specialRequests: "Meet at arrivals",
    estimatedPrice: 165,
    passengerCount: 1,
    luggageCount: 1,
    paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa", cardLast4: "4242", brand: "visa" },
    ...overrides,
  };
}
