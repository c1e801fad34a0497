import {
  type FleetVehicle,
  type Leader,
  type PricingRules,
  REMOTE_NAMES,
  type RemoteName,
  type ServiceItem,
} from "@chauffeur/contract";
import {
  catalogState,
  type Db,
  leaders,
  pricingVersions,
  remoteCanaries,
  remotePromotions,
  remoteReleases,
  services,
  settings,
  vehicles,
} from "@chauffeur/db";
import { and, asc, desc, eq, inArray, isNotNull, isNull, max } from "drizzle-orm";
import type { Ctx } from "./core/context";
import type { RemotePointers } from "./remotes/manifest";

/** One list of the catalog, kept as data, as its JSON answer and that answer's hash. */
export interface CatalogList<T> {
  data: T;
  json: string;
  /** A strong ETag of `json`. */
  etag: string;
}

export interface CatalogSnapshot {
  /** catalog_state.version when it was read: triggers add one on every write to the catalog. */
  version: number;
  fleet: CatalogList<FleetVehicle[]>;
  services: CatalogList<ServiceItem[]>;
  leaders: CatalogList<Leader[]>;
  /** The price rules in force, for the texts that state a rate (the prices themselves read D1 each time). */
  pricing: { version: number; rules: PricingRules } | null;
  /** The owner's saved policies (settings rows), over the environment's defaults (services/settings). */
  settings: Record<string, unknown>;
  /** Which release of each micro-frontend is live (read with the catalog: a promotion counts as a change). */
  remotes: RemotePointers;
}

/**
 * How long an isolate trusts its copy before asking D1 whether the catalog changed (one tiny query):
 * a write to the catalog, by whoever (the seed, a dashboard, a console), shows within this time.
 */
export const CATALOG_RECHECK_MS = 2000;

interface Held {
  snapshot: CatalogSnapshot | null;
  checkedAt: number;
  pending: Promise<CatalogSnapshot> | null;
}

// Per database binding, so a test (or a second binding) never reads another database's copy.
const held = new WeakMap<object, Held>();

/** A stored row as the public answer has it: no `images` key for a drawing. */
function withImages<T extends { images: unknown }>(row: T) {
  const { images, ...rest } = row;
  return images ? { ...rest, images } : rest;
}

function listFleet(db: Db) {
  return db
    .select({
      type: vehicles.type,
      capacity: vehicles.capacity,
      luggage: vehicles.luggage,
      imageUrl: vehicles.imageUrl,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      features: vehicles.features,
      description: vehicles.description,
      images: vehicles.images,
    })
    .from(vehicles)
    .where(eq(vehicles.active, true))
    .orderBy(asc(vehicles.sortOrder));
}

function listServices(db: Db) {
  return db
    .select({ serviceId: services.serviceId, name: services.name, description: services.description })
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.sortOrder));
}

function listLeaders(db: Db) {
  return db
    .select({
      id: leaders.id,
      name: leaders.name,
      role: leaders.role,
      bio: leaders.bio,
      imageUrl: leaders.imageUrl,
      images: leaders.images,
    })
    .from(leaders)
    .where(eq(leaders.active, true))
    .orderBy(asc(leaders.sortOrder));
}

function readPricing(db: Db) {
  return db
    .select({ version: pricingVersions.version, rules: pricingVersions.rules })
    .from(pricingVersions)
    .orderBy(desc(pricingVersions.version))
    .limit(1);
}

/** The last promotion or rollback of each remote: its state now. */
function listRemotePointers(db: Db) {
  const last = db
    .select({ id: max(remotePromotions.id) })
    .from(remotePromotions)
    .groupBy(remotePromotions.remote);
  return db
    .select({
      remote: remotePromotions.remote,
      live: remotePromotions.live,
      previous: remotePromotions.previous,
    })
    .from(remotePromotions)
    .where(inArray(remotePromotions.id, last));
}

/** The canary running per remote (at most one each). */
function listRunningCanaries(db: Db) {
  return db
    .select({ remote: remoteCanaries.remote, version: remoteCanaries.version, share: remoteCanaries.share })
    .from(remoteCanaries)
    .where(isNull(remoteCanaries.endedAt));
}

/** The SRIs of every sealed version that has them (small rows: the lists themselves are not read). */
function listReleaseIntegrity(db: Db) {
  return db
    .select({
      remote: remoteReleases.remote,
      version: remoteReleases.version,
      integrity: remoteReleases.entryIntegrity,
      filesIntegrity: remoteReleases.filesIntegrity,
    })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.state, "sealed"), isNotNull(remoteReleases.entryIntegrity)));
}

/** Each remote's pointer as the manifest needs it: live, previous, canary and the SRIs of its releases. */
function remotePointers(
  pointers: { remote: RemoteName; live: string | null; previous: (string | null)[] }[],
  canaries: { remote: RemoteName; version: string; share: number }[],
  sris: { remote: RemoteName; version: string; integrity: string | null; filesIntegrity: string | null }[],
): RemotePointers {
  const result: RemotePointers = {};
  for (const remote of REMOTE_NAMES) {
    const pointer = pointers.find((p) => p.remote === remote);
    const canary = canaries.find((c) => c.remote === remote);
    if (!pointer && !canary) continue;
    const integrity = Object.fromEntries(
      sris
        .filter((r) => r.remote === remote)
        .map((r) => [r.version, { integrity: r.integrity, filesIntegrity: r.filesIntegrity }]),
    );
    result[remote] = {
      live: pointer?.live ?? null,
      previous: pointer?.previous ?? [],
      canary: canary ? { version: canary.version, share: canary.share } : null,
      integrity,
    };
  }
  return result;
}

function readVersion(db: Db) {
  return db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
}

async function asList<T>(data: T): Promise<CatalogList<T>> {
  const json = JSON.stringify(data);
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(json));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return { data, json, etag: `"${hex}"` };
}

async function refresh(db: Db, state: Held): Promise<CatalogSnapshot> {
  const [current] = await readVersion(db);
  if (state.snapshot && current && state.snapshot.version === current.version) return state.snapshot;
  // The version and both lists in one batch: one consistent reading.
  const [version, fleet, list, people, pricing, saved, pointers, canaries, sris] = await db.batch([
    readVersion(db),
    listFleet(db),
    listServices(db),
    listLeaders(db),
    readPricing(db),
    db.select({ key: settings.key, value: settings.value }).from(settings),
    listRemotePointers(db),
    listRunningCanaries(db),
    listReleaseIntegrity(db),
  ]);
  return {
    version: version[0]?.version ?? 0,
    fleet: await asList(fleet.map(withImages) as FleetVehicle[]),
    services: await asList<ServiceItem[]>(list),
    leaders: await asList(people.map(withImages) as Leader[]),
    pricing: pricing[0] ?? null,
    settings: Object.fromEntries(saved.map((r) => [r.key, r.value])),
    remotes: remotePointers(pointers, canaries, sris),
  };
}

/**
 * The catalog (GET /api/fleet, GET /api/services and the pages that show them) from this isolate's
 * memory, read again from D1 only after a write: the answers cost no query and no hashing.
 */
export async function readCatalog({ ctx }: { ctx: Pick<Ctx, "db"> }): Promise<CatalogSnapshot> {
  const { db } = ctx;
  const key = db.$client;
  let state = held.get(key);
  if (!state) {
    state = { snapshot: null, checkedAt: 0, pending: null };
    held.set(key, state);
  }
  const now = Date.now();
  const fresh = state.snapshot && now >= state.checkedAt && now - state.checkedAt < CATALOG_RECHECK_MS;
  if (fresh && state.snapshot) return state.snapshot;
  if (state.pending) return state.pending;
  const s = state;
  const pending = refresh(db, s)
    .then((snapshot) => {
      s.snapshot = snapshot;
      s.checkedAt = now;
      return snapshot;
    })
    .finally(() => {
      s.pending = null;
    });
  s.pending = pending;
  return pending;
}

/** After a write through this isolate: its next read goes to D1 at once (other isolates within CATALOG_RECHECK_MS). */
export function forgetCatalog(db: Db): void {
  const state = held.get(db.$client);
  if (state) state.checkedAt = 0;
}
