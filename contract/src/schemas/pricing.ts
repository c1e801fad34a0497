import { z } from "zod";
import { greatCircleMiles } from "../rules/geo-distance";
import { MAX_GRATUITY_PERCENT } from "../rules/gratuity";
import { VEHICLE_TYPES } from "../rules/vehicles";
import { singleLine } from "./text";

/**
 * The operator's price rules, one published version at a time (docs/decisions/024). Money is integer
 * cents; an amount a customer reads as a price (a base, a flat fare, a fee) is whole dollars, since prices
 * are whole dollars (PRODUCT.md). Rates per mile, hour or minute may have cents.
 */
const cents = z.number().int("must be whole cents").min(0, "must not be negative").max(10_000_000);
const dollars = cents.refine((v) => v % 100 === 0, "must be whole dollars (a multiple of 100 cents)");
const percent = z.number().min(0, "must not be negative").max(200);
/** A rule's id, as a breakdown line names it: "back-bay-logan". */
const RuleId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be 1-40 lowercase letters, digits or dashes");
const Name = singleLine(80).pipe(z.string().min(1, "is required"));
const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time as HH:MM");

export const VehicleRates = z.object({
  /** The fare up to `includedMiles`. */
  baseCents: dollars,
  includedMiles: z.number().min(0).max(1000),
  /** Each mile beyond `includedMiles`, until the first tier. */
  perMileCents: cents,
  /** From `overMiles` on, each mile costs `perMileCents` instead (ascending). */
  mileTiers: z.array(z.object({ overMiles: z.number().positive().max(5000), perMileCents: cents })).max(5),
  perHourCents: cents,
  /** An hourly ride is billed at least this many hours. */
  minimumHours: z.number().int().min(1).max(24),
  /** No ride's vehicle fare is less (0: no minimum beyond the base). */
  minimumFareCents: dollars,
  /** Waiting beyond the free time (rules/waiting.ts), per whole minute. */
  waitingPerMinuteCents: cents,
});
export type VehicleRates = z.infer<typeof VehicleRates>;

export const ZoneArea = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("airport"),
    code: z.string().regex(/^[A-Z]{3}$/, "must be an IATA code, e.g. BOS"),
  }),
  z.object({
    kind: z.literal("zips"),
    zips: z
      .array(z.string().regex(/^\d{5}$/, "must be five-digit ZIP codes"))
      .min(1)
      .max(200),
  }),
  z.object({
    kind: z.literal("radius"),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    radiusMiles: z.number().positive().max(500),
  }),
]);

/** A zone: an airport (its IATA code), a list of ZIP codes, or a point and a radius in miles. */
export type ZoneArea = z.infer<typeof ZoneArea>;

export const PriceZone = z.object({
  id: RuleId,
  name: Name,
  /** Where a place is in two zones, the higher priority wins. */
  priority: z.number().int().min(0).max(100),
  area: ZoneArea,
});
export type PriceZone = z.infer<typeof PriceZone>;

/** A fixed fare between two zones, per vehicle class: it wins over the mileage (a class without one is by the mile). */
export const FlatFare = z.object({
  id: RuleId,
  from: RuleId,
  to: RuleId,
  /** Also the other way round (to → from). */
  bothWays: z.boolean(),
  fares: z.partialRecord(z.enum(VEHICLE_TYPES), dollars),
});
export type FlatFare = z.infer<typeof FlatFare>;

const MonthDay = z
  .string()
  .regex(/^(\d{4}-)?(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be YYYY-MM-DD or MM-DD");

export const SurchargeWhen = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("time"),
    from: HHMM,
    to: HHMM,
    days: z.array(z.number().int().min(0).max(6)).max(7).optional(),
  }),
  z.object({
    kind: z.literal("dates"),
    dates: z.array(MonthDay).min(1, "a date surcharge needs a date").max(60),
  }),
  z.object({ kind: z.literal("airport"), airports: z.array(z.string().regex(/^[A-Z]{3}$/)).max(20) }),
]);

/**
 * When a surcharge applies, in New York wall-clock time: a window of the day (from "23:00" to "05:00"
 * runs past midnight; `days` are the weekdays it opens on, 0 = Sunday, all when absent), a list of dates
 * ("2026-12-25", or "12-25" every year), or a ride to or from an airport (any airport when `airports` is empty).
 */
export type SurchargeWhen = z.infer<typeof SurchargeWhen>;

/**
 * True when some place could be in both zones, as far as the zones alone tell: the same airport, a shared
 * ZIP code, or two circles that meet. Zones of different kinds are told apart by their priority.
 */
export function zonesOverlap(a: ZoneArea, b: ZoneArea): boolean {
  if (a.kind === "airport" && b.kind === "airport") return a.code.toUpperCase() === b.code.toUpperCase();
  if (a.kind === "zips" && b.kind === "zips") return a.zips.some((z) => b.zips.includes(z));
  if (a.kind === "radius" && b.kind === "radius") {
    return greatCircleMiles(a, b) < a.radiusMiles + b.radiusMiles;
  }
  return false;
}

/** True when the window can ever open: a start unlike its end, on at least one day. */
export function windowOpens(when: Extract<SurchargeWhen, { kind: "time" }>): boolean {
  return when.from !== when.to && (when.days === undefined || when.days.length > 0);
}

/** A surcharge on a ride: a percentage of its vehicle fare, or a fixed amount. */
export const Surcharge = z
  .object({
    id: RuleId,
    name: Name,
    when: SurchargeWhen,
    percent: percent.optional(),
    amountCents: dollars.optional(),
  })
  .refine((s) => (s.percent === undefined) !== (s.amountCents === undefined), {
    message: "takes either a percent or an amountCents",
  });
export type Surcharge = z.infer<typeof Surcharge>;

const ruleSet = z.object({
  vehicles: z.object(
    Object.fromEntries(VEHICLE_TYPES.map((t) => [t, VehicleRates])) as Record<
      (typeof VEHICLE_TYPES)[number],
      typeof VehicleRates
    >,
  ),
  /** Each child seat, on each ride. */
  childSeatCents: dollars,
  /** Each stop on the way of a one-way ride. */
  stopCents: dollars,
  /** Once per booking. */
  serviceFeeCents: dollars,
  zones: z.array(PriceZone).max(50),
  flatFares: z.array(FlatFare).max(200),
  surcharges: z.array(Surcharge).max(50),
  /** The gratuity share the booking page offers first (PRODUCT.md: 20%), at most what a booking takes. */
  gratuityDefaultPercent: z.number().int("must be a whole percent").min(0).max(MAX_GRATUITY_PERCENT),
  /** Sales tax on each ride's charges; 0 when none. */
  taxPercent: z.number().min(0).max(25),
});

const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

/** What no single field can say: ids unique, flat fares between zones that exist, no zones that tie, windows that open. */
function checkRuleSet(rules: z.infer<typeof ruleSet>, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  for (const [list, ids] of [
    ["zones", rules.zones.map((z) => z.id)],
    ["flatFares", rules.flatFares.map((f) => f.id)],
    ["surcharges", rules.surcharges.map((s) => s.id)],
  ] as const) {
    for (const id of duplicates([...ids])) issue([list], `the id "${id}" is used twice`);
  }
  rules.zones.forEach((a, i) => {
    rules.zones.slice(i + 1).forEach((b, j) => {
      if (a.priority === b.priority && zonesOverlap(a.area, b.area)) {
        issue(
          ["zones", i + 1 + j],
          `overlaps the zone "${a.id}" with the same priority; give one a higher priority`,
        );
      }
    });
  });
  const zoneIds = new Set(rules.zones.map((z) => z.id));
  rules.flatFares.forEach((f, i) => {
    for (const end of ["from", "to"] as const) {
      if (!zoneIds.has(f[end])) issue(["flatFares", i, end], `no zone has the id "${f[end]}"`);
    }
    if (Object.keys(f.fares).length === 0)
      issue(["flatFares", i, "fares"], "needs a fare for at least one vehicle class");
  });
  rules.surcharges.forEach((s, i) => {
    if (s.when.kind === "time" && !windowOpens(s.when)) {
      issue(
        ["surcharges", i, "when"],
        "this window never opens: its start equals its end, or it has no days",
      );
    }
  });
  for (const type of VEHICLE_TYPES) {
    const rates = rules.vehicles[type];
    const overs = rates.mileTiers.map((t) => t.overMiles);
    if (overs.some((o, i) => o <= (i === 0 ? rates.includedMiles : (overs[i - 1] ?? 0)))) {
      issue(
        ["vehicles", type, "mileTiers"],
        "each tier must start further than the one before and the included miles",
      );
    }
  }
}

/** A whole rule set, as published or previewed. */
export const PricingRules = ruleSet.superRefine(checkRuleSet);
export type PricingRules = z.infer<typeof PricingRules>;

/** One line of a price: what it is, its words, whole dollars, the rule it came from, and the ride it is on. */
export const PriceLine = z.object({
  code: z.enum(["vehicle", "stops", "child_seats", "surcharge", "service_fee", "tax"]),
  label: z.string(),
  amount: z.number(),
  /** The rule that made the line, as a path in the rule set: "flatFares.back-bay-logan", "surcharges.late-night". */
  rule: z.string().optional(),
  /** A round trip's return ride; absent on the first (or only) ride. */
  leg: z.literal("return").optional(),
});
export type PriceLine = z.infer<typeof PriceLine>;
