import { z } from "zod";
import { RIDE_STAGES } from "../rules/statuses";
import { DriverCarView } from "./drivers";

/** A chauffeur may share their position only in these stages, and the customer sees it only then. */
export const TRACKED_STAGES = ["en_route", "arrived"] as const;

/** A shared position older than this is not shown: the car may be anywhere by now. */
export const POSITION_FRESH_MS = 2 * 60_000;

/** The driver app shares its position at most this often. */
export const POSITION_SHARE_INTERVAL_MS = 15_000;

/** POST /api/drivers/{id}/position (the driver's token): where the chauffeur is now, in WGS84. */
export const DriverPositionInput = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** Metres, as the device reports it. */
  accuracy: z.number().min(0).max(100_000),
});
export type DriverPositionInput = z.infer<typeof DriverPositionInput>;

export const DriverPositionResult = z.object({
  /** The reference of the ride the position was recorded for. */
  reference: z.string(),
  at: z.string(),
});
export type DriverPositionResult = z.infer<typeof DriverPositionResult>;

/**
 * GET /api/track/{token}: one booking as its private tracking link shows it (issue 16's observable
 * contract), plus what the page needs to draw it (the vehicle class, the approximate pickup point).
 */
export const TrackView = z.object({
  reference: z.string(),
  /** pending | confirmed | cancelled | completed */
  status: z.string(),
  rideStage: z.enum(RIDE_STAGES).nullable(),
  /** Epoch milliseconds of the pickup. */
  pickupAt: z.number(),
  pickupLocation: z.string(),
  destination: z.string(),
  serviceType: z.string(),
  vehicleType: z.string(),
  /** Where the pickup is, approximately (the gazetteer's point for its text); null when unknown. */
  pickupPoint: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  chauffeur: z
    .object({
      firstName: z.string(),
      vehicle: DriverCarView,
    })
    .nullable(),
  /** The chauffeur's last shared position, only while on the way or arrived, and only if fresh. */
  position: z.object({ lat: z.number(), lon: z.number(), at: z.string(), accuracy: z.number() }).nullable(),
  /** From the chauffeur's arrival: the free minutes and when the waiting began (epoch ms). */
  waiting: z.object({ freeMinutes: z.number(), startedAt: z.number() }).nullable(),
});
export type TrackView = z.infer<typeof TrackView>;
