import type { Schema } from "./document";

export interface Hostile {
  label: string;
  value: unknown;
}

/**
 * Text no field of ours takes, whatever its type: controls, spoofing marks, broken UTF-16, too much.
 * Kept to one of each family so the sweep stays short; the text rules' unit tests try the rest.
 */
export const HOSTILE_TEXT: Hostile[] = [
  { label: "NUL", value: "Ada\u0000Lovelace" },
  { label: "ESC sequence", value: "Ada\u001b[2J\u001b]8;;http://evil.test\u0007" },
  { label: "bidi override", value: "Ada\u202egnp.exe" },
  { label: "lone surrogate", value: "Ada\ud800" },
  { label: "byte order mark", value: "Ada\ufeffLovelace" },
  { label: "20,000 characters", value: "x".repeat(20_000) },
];

/**
 * Text that shows nothing (issue 37): a field that is one line of text (its pattern refuses a line
 * break) refuses it too. One of each family; the text rules' tests try every range.
 */
export const INVISIBLE_TEXT: Hostile[] = [
  { label: "zero-width space", value: "Ada\u200bLovelace" },
  { label: "word joiner", value: "Ada\u2060Lovelace" },
  { label: "soft hyphen", value: "Ada\u00adLovelace" },
  { label: "Hangul filler", value: "Ada\u3164" },
  { label: "tag character", value: "Ada\u{e0041}" },
];

/**
 * Dates no pickup can have (issue 37): before today, past the booking horizon, not on the calendar.
 * Every field named `date` refuses them.
 */
export const HOSTILE_DATES: Hostile[] = [
  { label: "the year 1970", value: "1970-01-01" },
  { label: "the year 9999", value: "9999-12-31" },
  { label: "February 30", value: "2027-02-30" },
];

/** What a query string or a header could carry that no parameter of ours takes. */
export const HOSTILE_QUERY: Hostile[] = [
  { label: "NUL", value: "1\u0000" },
  { label: "ESC", value: "\u001b[2J" },
  { label: "bidi override", value: "\u202e1" },
  { label: "2,000 characters", value: "9".repeat(2_000) },
];

function types(schema: Schema, resolve: (s: Schema) => Schema): Set<string> {
  const s = resolve(schema);
  if (s.anyOf) return new Set(s.anyOf.flatMap((x) => [...types(x, resolve)]));
  if (Array.isArray(s.type)) return new Set(s.type);
  if (s.type) return new Set([s.type === "integer" ? "number" : s.type]);
  if (s.enum) return new Set(s.enum.map((v) => (v === null ? "null" : typeof v)));
  return new Set();
}

/** Every string sub-schema's patterns and enums, so a value is garbage only if it fits none of them. */
function stringShapes(schema: Schema, resolve: (s: Schema) => Schema): Schema[] {
  const s = resolve(schema);
  if (s.anyOf) return s.anyOf.flatMap((x) => stringShapes(x, resolve));
  const t = Array.isArray(s.type) ? s.type : [s.type];
  return t.includes("string") ? [s] : [];
}

/**
 * Values the field's declared schema does not allow (wrong JSON types, null where not nullable, out of
 * range, off pattern or enum), plus the text no field of ours takes. Each must be refused with 400.
 */
export function hostileValues(schema: Schema, resolve: (s: Schema) => Schema): Hostile[] {
  const s = resolve(schema);
  const allowed = types(s, resolve);
  const out: Hostile[] = [];
  if (!allowed.has("string")) out.push({ label: "a string", value: "garbage" });
  if (!allowed.has("number")) out.push({ label: "a number", value: 12345 });
  if (!allowed.has("array")) out.push({ label: "an array", value: [4] });
  if (!allowed.has("object")) out.push({ label: "an operator object", value: { $ne: null } });
  const shapes = stringShapes(s, resolve);
  if (shapes.length > 0) {
    out.push(...HOSTILE_TEXT);
    const refusesLineBreaks = shapes.every(
      (shape) => shape.enum || (shape.pattern && !new RegExp(shape.pattern).test("Ada\nLovelace")),
    );
    if (refusesLineBreaks) out.push(...INVISIBLE_TEXT);
    const fitsSome = (v: string) =>
      shapes.some(
        (shape) =>
          (!shape.enum || shape.enum.includes(v)) && (!shape.pattern || new RegExp(shape.pattern).test(v)),
      );
    for (const v of ["0x10", "1e3", "not-a-member", "１２"]) {
      if (shapes.every((shape) => shape.enum || shape.pattern) && !fitsSome(v)) {
        out.push({ label: `"${v}"`, value: v });
      }
    }
  }
  if (allowed.has("number")) {
    out.push({ label: "1e308", value: 1e308 });
    if (s.type === "integer") out.push({ label: "1.5", value: 1.5 });
  }
  if (allowed.has("boolean") && !allowed.has("string")) out.push({ label: '"true"', value: "true" });
  if (allowed.has("array") && s.items) {
    if (s.minItems) out.push({ label: "an empty array", value: [] });
    out.push({ label: "an array of garbage", value: ["\u0000garbage"] });
  }
  return out;
}

/** Every field path of a body schema, nested objects included: ["customerInfo", "email"] ... */
export function fieldPaths(
  schema: Schema,
  resolve: (s: Schema) => Schema,
  prefix: string[] = [],
): string[][] {
  const s = resolve(schema);
  return Object.entries(s.properties ?? {}).flatMap(([name, sub]) => {
    const path = [...prefix, name];
    const r = resolve(sub);
    return r.properties ? [path, ...fieldPaths(r, resolve, path)] : [path];
  });
}

export function schemaAt(schema: Schema, path: string[], resolve: (s: Schema) => Schema): Schema {
  return path.reduce<Schema>((s, name) => resolve(resolve(s).properties?.[name] ?? {}), schema);
}

/** A copy of `body` with the value at `path` replaced. */
export function withValue(
  body: Record<string, unknown>,
  path: string[],
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const name of path.slice(0, -1)) {
    const next = node[name];
    node[name] = next && typeof next === "object" ? next : {};
    node = node[name] as Record<string, unknown>;
  }
  node[path[path.length - 1] ?? ""] = value;
  return copy;
}
