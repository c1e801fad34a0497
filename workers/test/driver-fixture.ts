import { DriverRide, DriverRides } from "@chauffeur/contract";
import { type BookingRow, HOUR, insertBooking, insertDriver, sessionToken } from "./factories";
import { api, postJson } from "./helpers";

/** A driver and a bearer header carrying their own token. */
export async function signedInDriver(overrides: Parameters<typeof insertDriver>[0] = {}) {
  const driver = await insertDriver(overrides);
  const token = await sessionToken("driver", driver.id);
  return { driver, headers: { authorization: `Bearer ${token}` } };
}

/** A confirmed booking assigned to the driver (and waiting for their answer unless overridden). */
export function assignedBooking(driverId: string, overrides: Partial<BookingRow> = {}) {
  return insertBooking({
    status: "confirmed",
    assignmentStatus: "assigned",
    assignedDriverId: driverId,
    pickupAt: Date.now() + 48 * HOUR,
    ...overrides,
  });
}

export const ridesOf = (driverId: string, headers: Record<string, string> = {}) =>
  api(`/api/drivers/${driverId}/bookings`, { headers });

export async function rideList(driverId: string, headers: Record<string, string>) {
  const res = await ridesOf(driverId, headers);
  if (res.status !== 200) throw new Error(`rides: ${res.status}`);
  return DriverRides.parse(await res.json());
}

export function respond(
  driverId: string,
  bookingId: string,
  headers: Record<string, string>,
  query = "accept=true",
) {
  return api(`/api/drivers/${driverId}/bookings/${bookingId}/respond?${query}`, { method: "POST", headers });
}

/** One step; `tap` is what an app sends for a tap made offline: its key, and when it was made. */
export function progress(
  driverId: string,
  bookingId: string,
  headers: Record<string, string>,
  stage: unknown,
  tap: { key?: string; tappedAt?: string } = {},
) {
  return postJson(
    `/api/drivers/${driverId}/bookings/${bookingId}/progress`,
    { stage, ...(tap.tappedAt ? { tappedAt: tap.tappedAt } : {}) },
    tap.key ? { ...headers, "idempotency-key": tap.key } : headers,
  );
}

export async function rideAfter(res: Response) {
  return DriverRide.parse(((await res.json()) as { ride: unknown }).ride);
}
