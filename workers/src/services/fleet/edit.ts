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
import { type Actor, type AuditTarget, auditStatement, changedFields, type Fields } from "../audit/entry";
import { forgetCatalog } from "../catalog";
import { runGuarded, type Statement } from "../core/batch";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";

/** A Drizzle write as a statement of a raw batch, so its audit row commits with it. */
const statementOf = (query: { toSQL(): { sql: string; params: unknown[] } }): Statement => {
  const { sql, params } = query.toSQL();
  return { sql, params: params as Statement["params"] };
};

/** The write and its audit row (the fields that changed, before and after) in one batch. */
async function writeAudited(
  ctx: Pick<Ctx, "db" | "now">,
  write: Statement,
  entry: { actor: Actor; action: string; target: AuditTarget; before: Fields | null; after: Fields },
) {
  const { before, after } = changedFields(entry.before, entry.after);
  await runGuarded(ctx.db, [write, auditStatement({ ...entry, before, after }, ctx.now.toISOString())]);
  forgetCatalog(ctx.db);
}

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
  input: { type, vehicle, actor },
}: {
  ctx: Pick<Ctx, "db" | "now">;
  input: { type: string; vehicle: Parsed<typeof FleetVehicleUpdate>; actor: Actor };
}): Promise<AdminFleetVehicle> {
  const { db } = ctx;
  const existing = await db.select().from(vehicles).where(eq(vehicles.type, type)).get();
  const id = existing?.id ?? type;
  const row = { ...vehicle, type };
  const write = db
    .insert(vehicles)
    .values({ id, ...row })
    .onConflictDoUpdate({ target: vehicles.id, set: row });
  await writeAudited(ctx, statementOf(write), {
    actor,
    action: "fleet.changed",
    target: { type: "vehicle", id, label: `${vehicle.make} ${vehicle.model}` },
    before: existing ?? null,
    after: { id, ...row },
  });
  return findOne(db, "vehicle", () => db.select().from(vehicles).where(eq(vehicles.id, id)).get()).then(
    ({ images, ...v }) => ({ ...v, ...(images ? { images } : {}) }),
  );
}

/** PUT /api/admin/services/{serviceId}: an existing service's words, order and whether it is shown. */
export async function saveService({
  ctx,
  input: { serviceId, service, actor },
}: {
  ctx: Pick<Ctx, "db" | "now">;
  input: { serviceId: string; service: Parsed<typeof ServiceUpdate>; actor: Actor };
}): Promise<AdminService> {
  const { db } = ctx;
  const before = await findOne(db, "service", () =>
    db.select().from(services).where(eq(services.serviceId, serviceId)).get(),
  );
  const write = db.update(services).set(service).where(eq(services.serviceId, serviceId));
  await writeAudited(ctx, statementOf(write), {
    actor,
    action: "service.changed",
    target: { type: "service", id: serviceId, label: service.name },
    before,
    after: { ...before, ...service },
  });
  return findOne(db, "service", () =>
    db.select().from(services).where(eq(services.serviceId, serviceId)).get(),
  );
}

/** PUT /api/admin/leaders/{id}: a leadership profile of the about page; a new id adds one. */
export async function saveLeader({
  ctx,
  input: { id, leader, actor },
}: {
  ctx: Pick<Ctx, "db" | "now">;
  input: { id: string; leader: Parsed<typeof LeaderUpdate>; actor: Actor };
}): Promise<AdminLeader> {
  const { db } = ctx;
  const before = await db.select().from(leaders).where(eq(leaders.id, id)).get();
  const write = db
    .insert(leaders)
    .values({ id, ...leader })
    .onConflictDoUpdate({ target: leaders.id, set: leader });
  await writeAudited(ctx, statementOf(write), {
    actor,
    action: "leader.changed",
    target: { type: "leader", id, label: leader.name },
    before: before ?? null,
    after: { id, ...leader },
  });
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
