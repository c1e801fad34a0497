import { z } from "zod";

/** A vehicle of the fleet, as GET /api/fleet answers it (SPEC.md section 3). */
export const FleetVehicle = z.object({
  type: z.string(),
  capacity: z.number().int(),
  luggage: z.number().int(),
  imageUrl: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  features: z.array(z.string()),
});
export type FleetVehicle = z.infer<typeof FleetVehicle>;
export const FleetList = z.array(FleetVehicle);

/** A service category, as GET /api/services answers it. */
export const ServiceItem = z.object({
  serviceId: z.string(),
  name: z.string(),
  description: z.string(),
});
export type ServiceItem = z.infer<typeof ServiceItem>;
export const ServiceList = z.array(ServiceItem);
