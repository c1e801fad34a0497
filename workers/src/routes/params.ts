import { z } from "zod";

/** Path parameters: any text (an unknown id is a 404 from the service, not a 400). */
export const IdParam = z.object({ id: z.string().describe("The record's id") });
export const ReferenceParam = z.object({
  reference: z.string().describe("The booking reference, e.g. BC-7K4Q9M"),
});
export const DriverRideParams = z.object({
  driverId: z.string().describe("The signed-in driver's id"),
  bookingId: z.string().describe("The booking's id"),
});
