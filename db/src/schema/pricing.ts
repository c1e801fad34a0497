import type { PricingRules } from "@chauffeur/contract";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The operator's price rules, one row per published version (docs/decisions/024): never changed once
 * written, so a booking priced under a version can be priced again the same way. The newest is in force.
 */
export const pricingVersions = sqliteTable("pricing_versions", {
  version: integer("version").primaryKey(),
  rules: text("rules", { mode: "json" }).$type<PricingRules>().notNull(),
  publishedAt: text("published_at").notNull(),
  /** Who published it (a staff account), or null for the seed's version 1. */
  publishedBy: text("published_by"),
  note: text("note"),
});
