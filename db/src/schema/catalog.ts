import type { ImageVariant } from "@chauffeur/contract";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The fleet shown on the public pages (GET /api/fleet). */
export const vehicles = sqliteTable(
  "vehicles",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    capacity: integer("capacity").notNull(),
    luggage: integer("luggage").notNull(),
    imageUrl: text("image_url").notNull(),
    /** An uploaded photo's sizes (WebP and JPEG, each width the pages use); null for a drawing (SVG). */
    images: text("images", { mode: "json" }).$type<ImageVariant[]>(),
    /** A sentence or two shown with the vehicle; empty for none. */
    description: text("description").notNull().default(""),
    features: text("features", { mode: "json" }).$type<string[]>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
  },
  // GET /api/fleet lists active vehicles in display order.
  (t) => [index("vehicles_active_sort_idx").on(t.active, t.sortOrder)],
);

/** The service categories (GET /api/services). */
export const services = sqliteTable("services", {
  serviceId: text("service_id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  /** An inactive service is kept but not shown. */
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/** The leadership profiles of the about page (GET /api/leaders). */
export const leaders = sqliteTable("leaders", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  bio: text("bio").notNull(),
  imageUrl: text("image_url").notNull(),
  images: text("images", { mode: "json" }).$type<ImageVariant[]>(),
  sortOrder: integer("sort_order").notNull().default(0),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
});

/**
 * One row counting the catalog's changes: triggers on `vehicles`, `services` (migration
 * 0006_catalog_version_triggers), `leaders`, `pricing_versions` and `settings` (0025) add one on every write, whoever writes (the seed, a dashboard, a
 * console). The Worker keeps the catalog in memory and reads this number to know when to read it again.
 */
export const catalogState = sqliteTable("catalog_state", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});
