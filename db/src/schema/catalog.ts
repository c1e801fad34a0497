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
});

/**
 * One row counting the catalog's changes: triggers on `vehicles` and `services` (migration
 * 0006_catalog_version_triggers) add one on every write, whoever writes (the seed, a dashboard, a
 * console). The Worker keeps the catalog in memory and reads this number to know when to read it again.
 */
export const catalogState = sqliteTable("catalog_state", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});
