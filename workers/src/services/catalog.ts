import type { FleetVehicle, ServiceItem } from "@chauffeur/contract";
import { type Db, services, vehicles } from "@chauffeur/db";
import { asc, eq } from "drizzle-orm";

export async function listFleet({ db }: { db: Db }): Promise<FleetVehicle[]> {
  const rows = await db
    .select({
      type: vehicles.type,
      capacity: vehicles.capacity,
      luggage: vehicles.luggage,
      imageUrl: vehicles.imageUrl,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      features: vehicles.features,
    })
    .from(vehicles)
    .where(eq(vehicles.active, true))
    .orderBy(asc(vehicles.sortOrder));
  return rows;
}

export async function listServices({ db }: { db: Db }): Promise<ServiceItem[]> {
  return db
    .select({ serviceId: services.serviceId, name: services.name, description: services.description })
    .from(services)
    .orderBy(asc(services.sortOrder));
}
