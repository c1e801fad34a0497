import { PRICING_V1 } from "@chauffeur/contract";
import { FLEET, LEADERS, SERVICES } from "./catalog";

/** A value written as an SQL literal. Seed data only: requests never build SQL by hand. */
export function sqlLiteral(value: string | number | boolean | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${value.replaceAll("'", "''")}'`;
}

/** A row written once: a row already there (perhaps edited in the console since) is left as it is. */
function insertOnce(table: string, row: Record<string, string | number | boolean | null>): string {
  const columns = Object.keys(row);
  return `INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES (${columns
    .map((c) => sqlLiteral(row[c] ?? null))
    .join(", ")});`;
}

/**
 * The catalog (fleet, services, leadership) and the price rules' version 1, each row written only when
 * missing: running them twice changes nothing, and the operator's edits in the console stay.
 */
export function catalogSeedStatements(): string[] {
  const fleet = FLEET.map((v) =>
    insertOnce("vehicles", {
      id: v.id,
      type: v.type,
      make: v.make,
      model: v.model,
      year: v.year,
      capacity: v.capacity,
      luggage: v.luggage,
      image_url: v.imageUrl,
      features: JSON.stringify(v.features),
      description: v.description,
      sort_order: v.sortOrder,
      active: true,
    }),
  );
  const services = SERVICES.map((s) =>
    insertOnce("services", {
      service_id: s.serviceId,
      name: s.name,
      description: s.description,
      sort_order: s.sortOrder,
    }),
  );
  const leaders = LEADERS.map((l) =>
    insertOnce("leaders", {
      id: l.id,
      name: l.name,
      role: l.role,
      bio: l.bio,
      image_url: l.imageUrl,
      sort_order: l.sortOrder,
      active: true,
    }),
  );
  const pricing = insertOnce("pricing_versions", {
    version: 1,
    rules: JSON.stringify(PRICING_V1),
    published_at: "2026-01-01T00:00:00.000Z",
    published_by: null,
    note: "Version 1: the prices the site launched with",
  });
  return [...fleet, ...services, ...leaders, pricing];
}
