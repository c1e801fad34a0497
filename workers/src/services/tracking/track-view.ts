import {
  freeWaitingMinutes,
  isChauffeurNamed,
  POSITION_FRESH_MS,
  TRACKED_STAGES,
  type TrackView,
} from "@chauffeur/contract";
import { bookings, driverPositions, drivers } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";
import { resolvePlace } from "../places/gazetteer";

const tracked = (stage: string | null) => (TRACKED_STAGES as readonly (string | null)[]).includes(stage);

/**
 * One booking as its tracking link shows it: the chauffeur once named, their car, their position while
 * they are on the way or waiting (and it is fresh), and the waiting clock from their arrival.
 */
export async function trackView({
  ctx,
  input: { bookingId },
}: {
  ctx: Ctx;
  input: { bookingId: string };
}): Promise<TrackView> {
  const { db } = ctx;
  const now = ctx.now.getTime();
  const row = await db
    .select({
      booking: {
        reference: bookings.reference,
        status: bookings.status,
        assignmentStatus: bookings.assignmentStatus,
        rideStage: bookings.rideStage,
        rideStageAt: bookings.rideStageAt,
        pickupAt: bookings.pickupAt,
        pickupLocation: bookings.pickupLocation,
        destination: bookings.destination,
        serviceType: bookings.serviceType,
        vehicleType: bookings.vehicleType,
      },
      driver: {
        firstName: drivers.firstName,
        make: drivers.carMake,
        model: drivers.carModel,
        colour: drivers.carColour,
        plate: drivers.carPlate,
      },
      position: {
        lat: driverPositions.lat,
        lon: driverPositions.lon,
        accuracy: driverPositions.accuracy,
        at: driverPositions.recordedAt,
      },
    })
    .from(bookings)
    .leftJoin(drivers, eq(drivers.id, bookings.assignedDriverId))
    .leftJoin(
      driverPositions,
      and(
        eq(driverPositions.driverId, bookings.assignedDriverId),
        eq(driverPositions.bookingId, bookings.id),
      ),
    )
    .where(eq(bookings.id, bookingId))
    .get();
  if (!row) throw new NotFoundError("This booking no longer exists.");
  const { booking, driver, position } = row;
  const live = booking.status === "confirmed" && tracked(booking.rideStage);
  const fresh = position !== null && now - Date.parse(position.at) <= POSITION_FRESH_MS;
  const arrivedAt =
    booking.rideStage === "arrived" && booking.rideStageAt ? Date.parse(booking.rideStageAt) : NaN;
  const free = freeWaitingMinutes(booking, ctx.config.BOOKING_POLICY.freeWaitingMinutes);
  const point = await resolvePlace(db, booking.pickupLocation);
  return {
    reference: booking.reference,
    status: booking.status,
    rideStage: booking.rideStage,
    pickupAt: booking.pickupAt,
    pickupLocation: booking.pickupLocation,
    destination: booking.destination,
    serviceType: booking.serviceType,
    vehicleType: booking.vehicleType,
    pickupPoint: point ? { lat: point.lat, lon: point.lng } : null,
    chauffeur:
      driver && isChauffeurNamed(booking.assignmentStatus)
        ? {
            firstName: driver.firstName,
            vehicle: { make: driver.make, model: driver.model, colour: driver.colour, plate: driver.plate },
          }
        : null,
    position: live && fresh && position ? position : null,
    waiting:
      free !== null && !Number.isNaN(arrivedAt)
        ? { freeMinutes: free, startedAt: Math.max(arrivedAt, booking.pickupAt) }
        : null,
  };
}
