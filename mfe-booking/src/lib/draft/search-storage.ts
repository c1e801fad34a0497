import { isIsoDate, isTimeSlot, MAX_HOURS, MIN_HOURS, type QuickBookingSearch } from "@chauffeur/contract";
import { BOOKING_DRAFT_KEY } from "./draft-key";

type Stored = Record<string, unknown>;

function readStored(): Stored | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(BOOKING_DRAFT_KEY) ?? "null");
    return value !== null && typeof value === "object" ? (value as Stored) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 200) : "");
const VEHICLES = ["executive-sedan", "luxury-suv"] as const;

/**
 * The search of a booking the customer started in this tab, to fill the form again when they come back to
 * change it. Only well-formed values are taken (plain checks: the home page loads no schema library); the
 * form itself then refuses a time that is no longer bookable.
 */
export function readStoredSearch(): Partial<QuickBookingSearch> {
  const stored = readStored();
  if (!stored) return {};
  const hours = Number(stored.hours);
  const vehicle = VEHICLES.find((v) => v === stored.selectedVehicle);
  return {
    serviceType: stored.serviceType === "hourly" ? "hourly" : "one-way",
    pickupLocation: text(stored.pickupLocation),
    destination: text(stored.destination),
    date: isIsoDate(text(stored.date)) ? text(stored.date) : "",
    time: isTimeSlot(text(stored.time)) ? text(stored.time) : "",
    ...(Number.isInteger(hours) && hours >= MIN_HOURS && hours <= MAX_HOURS ? { hours } : {}),
    ...(typeof stored.pickupPlaceId === "string" ? { pickupPlaceId: stored.pickupPlaceId } : {}),
    ...(typeof stored.destinationPlaceId === "string"
      ? { destinationPlaceId: stored.destinationPlaceId }
      : {}),
    ...(vehicle ? { selectedVehicle: vehicle } : {}),
  };
}

/** What belonged to the trip searched before (its price, distance and payment attempt): a new search drops it. */
const TRIP_BOUND = ["estimatedPrice", "breakdown", "distance", "airport", "idempotencyKey", "vehicleType"];

/**
 * Starts the booking from a search. The party, the passenger's details and requests typed before in this
 * tab are kept (the customer came back to change the trip, not to type them again); the flight question
 * is asked again only for another trip.
 */
export function saveBookingSearch(search: QuickBookingSearch) {
  const before = readStored() ?? {};
  const kept = Object.fromEntries(Object.entries(before).filter(([key]) => !TRIP_BOUND.includes(key)));
  const sameTrip =
    before.pickupLocation === search.pickupLocation && before.destination === search.destination;
  const draft = {
    ...kept,
    ...search,
    hours: search.serviceType === "hourly" ? search.hours : undefined,
    selectedVehicle: search.selectedVehicle ?? kept.selectedVehicle,
    flightPrompted: sameTrip && before.flightPrompted === true,
  };
  try {
    sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: navigation state still carries the search.
  }
}
