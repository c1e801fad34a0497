import { FLEET, SERVICES } from "./catalog";

/** A value written as an SQL literal. Seed data only: requests never build SQL by hand. */
export function sqlLiteral(value: string | number | boolean | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${value.replaceAll("'", "''")}'`;
}

function upsert(table: string, key: string, row: Record<string, string | number | boolean | null>): string {
  const columns = Object.keys(row);
  const updates = columns.filter((c) => c !== key).map((c) => `${c} = excluded.${c}`);
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns
    .map((c) => sqlLiteral(row[c] ?? null))
    .join(", ")}) ON CONFLICT(${key}) DO UPDATE SET ${updates.join(", ")};`;
}

/** The catalog (fleet and services) as idempotent upserts: running them twice changes nothing. */
export function catalogSeedStatements(): string[] {
  const fleet = FLEET.map((v) =>
    upsert("vehicles", "id", {
      id: v.id,
      type: v.type,
      make: v.make,
      model: v.model,
      year: v.year,
      capacity: v.capacity,
      luggage: v.luggage,
      image_url: v.imageUrl,
      features: JSON.stringify(v.features),
      sort_order: v.sortOrder,
      active: true,
    }),
  );
  const services = SERVICES.map((s) =>
    upsert("services", "service_id", {
      service_id: s.serviceId,
      name: s.name,
      description: s.description,
      sort_order: s.sortOrder,
    }),
  );
  return [...fleet, ...services];
}
