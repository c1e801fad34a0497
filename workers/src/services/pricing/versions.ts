import { PRICING_V1, type PricingRules } from "@chauffeur/contract";
import { type Db, pricingVersions } from "@chauffeur/db";
import { desc, eq } from "drizzle-orm";
import { type Actor, auditStatement } from "../audit/entry";
import { forgetCatalog } from "../catalog";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError } from "../core/errors";

/** A published rule set and its number. */
export interface PricingVersion {
  version: number;
  rules: PricingRules;
}

/** Version 1, today's prices, when the seed has not written it (a fresh database prices as the seed would). */
const FIRST: PricingVersion = { version: 1, rules: PRICING_V1 };

/**
 * The version in force: the newest published. Read on every price (one row by its key), never cached,
 * so a quote right after a publish is priced under the new version on every isolate.
 */
export async function currentPricing(db: Db): Promise<PricingVersion> {
  const row = await db
    .select({ version: pricingVersions.version, rules: pricingVersions.rules })
    .from(pricingVersions)
    .orderBy(desc(pricingVersions.version))
    .limit(1)
    .get();
  return row ?? FIRST;
}

/** A version by its number (a booking is priced again with the version it was priced with), or null. */
export async function pricingVersionOf(db: Db, version: number): Promise<PricingVersion | null> {
  const row = await db
    .select({ version: pricingVersions.version, rules: pricingVersions.rules })
    .from(pricingVersions)
    .where(eq(pricingVersions.version, version))
    .get();
  return row ?? (version === 1 ? FIRST : null);
}

/**
 * Publishes validated rules as the next version, in force for every price from now on. `basedOn` is the
 * version the editor started from: when another publish came first, 409 rather than overwrite its changes.
 */
export async function publishPricing({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    rules: PricingRules;
    basedOn?: number | undefined;
    note?: string | undefined;
    actor: Actor;
  };
}): Promise<PricingVersion> {
  const current = await currentPricing(ctx.db);
  if (input.basedOn !== undefined && input.basedOn !== current.version) {
    throw new ConflictError(
      `Version ${current.version} was published after the version ${input.basedOn} you edited; reload the rules and make your change again`,
    );
  }
  const version = current.version + 1;
  // The version is the key: of two publishes at once, one inserts and the other changes nothing (409).
  const [inserted] = await runGuarded(ctx.db, [
    {
      sql: "insert or ignore into pricing_versions (version, rules, published_at, published_by, note) values (?, ?, ?, ?, ?)",
      params: [
        version,
        JSON.stringify(input.rules),
        ctx.now.toISOString(),
        input.actor.id,
        input.note ?? null,
      ],
    },
    // The publish and its record commit together (only when the version was written).
    auditStatement(
      {
        actor: input.actor,
        action: "pricing.published",
        target: { type: "pricing", id: String(version), label: `Price rules, version ${version}` },
        before: { version: current.version },
        after: { version, note: input.note ?? null },
      },
      ctx.now.toISOString(),
      { ifChanged: true },
    ),
  ]);
  // D1 counts the trigger's write to catalog_state too: nothing inserted is 0.
  if (!inserted)
    throw new ConflictError("Another version was published at the same moment; reload and try again");
  forgetCatalog(ctx.db);
  return { version, rules: input.rules };
}

/** The versions published, newest first (the console's history). */
export async function pricingHistory(db: Db) {
  return db
    .select({
      version: pricingVersions.version,
      publishedAt: pricingVersions.publishedAt,
      publishedBy: pricingVersions.publishedBy,
      note: pricingVersions.note,
    })
    .from(pricingVersions)
    .orderBy(desc(pricingVersions.version))
    .limit(50);
}

/** The console's view: the version in force, its rules, and the versions published. */
export async function pricingState({ ctx }: { ctx: Pick<Ctx, "db"> }) {
  const [current, history] = await Promise.all([currentPricing(ctx.db), pricingHistory(ctx.db)]);
  return { ...current, history };
}
