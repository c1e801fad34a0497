import type {
  AdminCatalog,
  AdminFleetVehicle,
  AdminLeader,
  AdminService,
  FleetVehicleUpdate,
  LeaderUpdate,
  ServiceUpdate,
} from "@chauffeur/contract";
import { type Db, leaders, services, vehicles } from "@chauffeur/db";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { forgetCatalog } from "../catalog";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";

/** What the console edits, shown or not, in display order (GET /api/admin/catalog). */
export async function adminCatalog({ ctx }: { ctx: Pick<Ctx, "db"> }): Promise<AdminCatalog> {
  const [fleet, list, people] = await ctx.db.batch([
    ctx.db.select().from(vehicles).orderBy(asc(vehicles.sortOrder), asc(vehicles.id)),
    ctx.db.select().from(services).orderBy(asc(services.sortOrder), asc(services.serviceId)),
    ctx.db.select().from(leaders).orderBy(asc(leaders.sortOrder), asc(leaders.id)),
  ]);
  return {
    fleet: fleet.map(({ images, ...v }): AdminFleetVehicle => ({ ...v, ...(images ? { images } : {}) })),
    services: list.map((s): AdminService => s),
    leaders: people.map(({ images, ...l }): AdminLeader => ({ ...l, ...(images ? { images } : {}) })),
  };
}

type Parsed<T extends z.ZodType> = z.output<T>;

/**
 * PUT /api/admin/fleet/{type}: the vehicle class of that type as the fleet page shows it; a type not in
 * the fleet yet adds a class (its id is the type). The catalog's triggers count the write, so every
 * isolate reads the fleet again and the pages are rendered anew.
 */
export async function saveVehicle({
  ctx,
  input: { type, vehicle },
}: {
  ctx: Pick<Ctx, "db">;
  input: { type: string; vehicle: Parsed<typeof FleetVehicleUpdate> };
}): Promise<AdminFleetVehicle> {
  const { db } = ctx;
  const existing = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.type, type)).get();
  const id = existing?.id ?? type;
  const row = { ...vehicle, type };
  await db
    .insert(vehicles)
    .values({ id, ...row })
    .onConflictDoUpdate({ target: vehicles.id, set: row });
  forgetCatalog(db);
  return findOne(db, "vehicle", () => db.select().from(vehicles).where(eq(vehicles.id, id)).get()).then(
    ({ images, ...v }) => ({ ...v, ...(images ? { images } : {}) }),
  );
}

/** PUT /api/admin/services/{serviceId}: an existing service's words, order and whether it is shown. */
export async function saveService({
  ctx,
  input: { serviceId, service },
}: {
  ctx: Pick<Ctx, "db">;
  input: { serviceId: string; service: Parsed<typeof ServiceUpdate> };
}): Promise<AdminService> {
  const { db } = ctx;
  await findOne(db, "service", () =>
    db.select().from(services).where(eq(services.serviceId, serviceId)).get(),
  );
  await db.update(services).set(service).where(eq(services.serviceId, serviceId));
  forgetCatalog(db);
  return findOne(db, "service", () =>
    db.select().from(services).where(eq(services.serviceId, serviceId)).get(),
  );
}

/** PUT /api/admin/leaders/{id}: a leadership profile of the about page; a new id adds one. */
export async function saveLeader({
  ctx,
  input: { id, leader },
}: {
  ctx: Pick<Ctx, "db">;
  input: { id: string; leader: Parsed<typeof LeaderUpdate> };
}): Promise<AdminLeader> {
  const { db } = ctx;
  await db
    .insert(leaders)
    .values({ id, ...leader })
    .onConflictDoUpdate({ target: leaders.id, set: leader });
  forgetCatalog(db);
  const { images, ...l } = await findOne(db, "leader", () =>
    db.select().from(leaders).where(eq(leaders.id, id)).get(),
  );
  return { ...l, ...(images ? { images } : {}) };
}

async function findOne<T>(_db: Db, what: string, read: () => Promise<T | undefined>): Promise<T> {
  const row = await read();
  if (!row) throw new NotFoundError(`No ${what} has that id`);
  return row;
}
