import type { FlatFare, PriceLine, PricingRules, Surcharge, VehicleRates } from "../schemas/pricing";
import { DEFAULT_GRATUITY_PERCENT, type GratuityChoice, gratuityCents, NO_GRATUITY } from "./gratuity";
import { inZone, type PriceEnd, surchargeApplies } from "./price-conditions";
import type { VehicleType } from "./vehicles";

/**
 * The one place a price is computed, for the page and the server, from a rule set given as data: the
 * operator's published version (D1), or version 1, today's prices as PRODUCT.md states them ("Pricing").
 */
export const PRICING_V1: PricingRules = {
  vehicles: {
    sedan: {
      baseCents: 15_000,
      includedMiles: 15,
      perMileCents: 300,
      mileTiers: [{ overMiles: 50, perMileCents: 200 }],
      perHourCents: 9_000,
      minimumHours: 3,
      minimumFareCents: 0,
      waitingPerMinuteCents: 150,
    },
    suv: {
      baseCents: 18_000,
      includedMiles: 15,
      perMileCents: 300,
      mileTiers: [{ overMiles: 50, perMileCents: 200 }],
      perHourCents: 11_000,
      minimumHours: 3,
      minimumFareCents: 0,
      waitingPerMinuteCents: 185,
    },
  },
  childSeatCents: 4_500,
  stopCents: 2_500,
  serviceFeeCents: 1_500,
  zones: [],
  flatFares: [],
  surcharges: [],
  gratuityDefaultPercent: DEFAULT_GRATUITY_PERCENT,
  taxPercent: 0,
};

const V1 = PRICING_V1.vehicles;
const dollars = (cents: number) => cents / 100;
/** Version 1's rates in dollars, for the texts that state them where no published version is at hand. */
export const BASE_RATES: Readonly<Record<VehicleType, number>> = {
  sedan: dollars(V1.sedan.baseCents),
  suv: dollars(V1.suv.baseCents),
};
export const HOURLY_RATES: Readonly<Record<VehicleType, number>> = {
  sedan: dollars(V1.sedan.perHourCents),
  suv: dollars(V1.suv.perHourCents),
};
/** Waiting beyond the free time (rules/waiting.ts), dollars per whole minute: about the hourly rate. */
export const WAITING_RATES_PER_MINUTE: Readonly<Record<VehicleType, number>> = {
  sedan: dollars(V1.sedan.waitingPerMinuteCents),
  suv: dollars(V1.suv.waitingPerMinuteCents),
};
/**
 * The chauffeur's share, in percent, of what a ride earns for the car: its vehicle fare and what the ride
 * added (waiting time). The service fee and the child seats are the operator's (rules/payout.ts).
 */
export const CHAUFFEUR_PAYOUT_PERCENT = 70;
export const MIN_HOURS = V1.sedan.minimumHours;
export const MAX_HOURS = 24;
export const CHILD_SEAT_PRICE = dollars(PRICING_V1.childSeatCents);
export const SERVICE_FEE = dollars(PRICING_V1.serviceFeeCents);
export const MAX_CHILD_SEATS = 4;
/** Up to this many stops on the way of a one-way trip, each charged on top of the miles through them. */
export const MAX_STOPS = 3;
export const STOP_CHARGE = dollars(PRICING_V1.stopCents);

export type ServiceType = "one-way" | "hourly";

/** Each charge of a trip, whole dollars (the gratuity to the cent); `total` is their sum. */
export interface PriceBreakdown {
  /** The ride itself: distance tiers (through any stops), a flat fare, or hours. */
  vehicle: number;
  /** The per-stop charges of a one-way trip's stops. */
  stops: number;
  /** The return ride of a round trip: its own fare. */
  returnTrip: number;
  /** Child seats, on every leg of the trip. */
  childSeats: number;
  /** Once per booking. */
  serviceFee: number;
  /** The surcharges of every ride (late night, holidays, airports); present only when there are some. */
  surcharges?: number;
  /** Sales tax, when the rules charge any. */
  tax?: number;
  /** The chauffeur's gratuity, dollars to the cent (rules/gratuity.ts); the fare is `total` less it. */
  gratuity: number;
  total: number;
}

/** A price with its lines: each names its rule, and the ride it is on. */
export interface PricedTrip {
  breakdown: PriceBreakdown;
  lines: PriceLine[];
}

/** A ride's mileage fare in cents: the base to the included miles, then each tier's rate per mile. */
function mileageCents(rates: VehicleRates, miles: number): number {
  const d = Math.max(0, miles);
  const bands = [
    { from: rates.includedMiles, perMile: rates.perMileCents },
    ...rates.mileTiers.map((t) => ({ from: t.overMiles, perMile: t.perMileCents })),
  ];
  return bands.reduce((cents, band, i) => {
    const to = bands[i + 1]?.from ?? Number.POSITIVE_INFINITY;
    return cents + Math.max(0, Math.min(d, to) - band.from) * band.perMile;
  }, rates.baseCents);
}

/** The vehicle price by distance (version 1: base to 15 miles, +3/mile to 50, then +105 + 2/mile beyond), dollars. */
export function oneWayVehiclePrice(vehicleType: VehicleType, miles: number, rules = PRICING_V1): number {
  return dollars(mileageCents(rules.vehicles[vehicleType], miles));
}

/** The hours an hourly ride is billed, and holds its car and driver for: never fewer than the minimum. */
export function billedHours(hours: number, minimumHours = MIN_HOURS): number {
  return Math.max(minimumHours, hours);
}

/** Hourly rate times the billed hours, dollars. */
export function hourlyVehiclePrice(vehicleType: VehicleType, hours: number, rules = PRICING_V1): number {
  const rates = rules.vehicles[vehicleType];
  return dollars(rates.perHourCents * billedHours(hours, rates.minimumHours));
}

/** Where and when the trip is, for zones and surcharges; without them only the distance and hours count. */
interface TripPlaces {
  pickup?: PriceEnd | undefined;
  destination?: PriceEnd | undefined;
  /** The pickup instant (epoch ms): time-of-day and date surcharges read it in New York time. */
  pickupAt?: number | null | undefined;
  /** A round trip's return pickup instant. */
  returnAt?: number | null | undefined;
  /** The gratuity chosen, a share of the fare or an amount (none when left out): not a line, a part of its own. */
  gratuity?: GratuityChoice | undefined;
}

export type PriceInput = (
  | {
      serviceType: "one-way";
      vehicleType: VehicleType;
      /** Miles from the pickup through the stops, in order, to the destination. */
      distanceMiles: number;
      /** How many stops on the way (at most MAX_STOPS). */
      stops?: number;
      /** A round trip's return ride, destination to pickup: its miles; absent or null for one way. */
      returnMiles?: number | null;
      childSeats?: number;
      /**
       * The ride is a round trip's return ride, priced on its own (a change to it): its lines are the
       * trip's return ride's (no service fee: the outbound carries it), each on the return leg.
       */
      leg?: "return";
    }
  | { serviceType: "hourly"; vehicleType: VehicleType; hours: number; childSeats?: number }
) &
  TripPlaces;

/** The flat fare between two ends, in the zones of highest priority (the first listed on a tie). */
function flatFareFor(rules: PricingRules, vehicleType: VehicleType, from: PriceEnd, to: PriceEnd) {
  const zone = (id: string) => rules.zones.find((z) => z.id === id);
  let best: { fare: FlatFare; cents: number; from: string; to: string; score: number } | null = null;
  for (const fare of rules.flatFares) {
    const cents = fare.fares[vehicleType];
    if (cents === undefined) continue;
    const ways: [string, string][] = fare.bothWays
      ? [
          [fare.from, fare.to],
          [fare.to, fare.from],
        ]
      : [[fare.from, fare.to]];
    for (const [a, b] of ways) {
      const za = zone(a);
      const zb = zone(b);
      if (!za || !zb || !inZone(za.area, from) || !inZone(zb.area, to)) continue;
      const score = za.priority + zb.priority;
      if (!best || score > best.score) best = { fare, cents, from: za.name, to: zb.name, score };
    }
  }
  return best;
}

type Ride = {
  leg?: "return";
  from?: PriceEnd | undefined;
  to?: PriceEnd | undefined;
  pickupAt?: number | null | undefined;
};
const onLeg = (ride: Ride, line: Omit<PriceLine, "leg">): PriceLine =>
  ride.leg ? { ...line, leg: ride.leg, label: `${line.label}, return ride` } : line;

/** A one-way ride's fare line: a flat fare between its zones (a direct ride), else the mileage, at least the minimum. */
function distanceFare(
  rules: PricingRules,
  type: VehicleType,
  ride: Ride & { miles: number; direct: boolean },
) {
  const flat = ride.direct && ride.from && ride.to ? flatFareFor(rules, type, ride.from, ride.to) : null;
  if (flat) {
    return onLeg(ride, {
      code: "vehicle",
      label: `Flat fare, ${flat.from} to ${flat.to}`,
      amount: dollars(flat.cents),
      rule: `flatFares.${flat.fare.id}`,
    });
  }
  const rates = rules.vehicles[type];
  const amount = Math.round(dollars(mileageCents(rates, ride.miles)));
  return withMinimum(ride, rates, type, {
    code: "vehicle",
    label: "Vehicle",
    amount,
    rule: `vehicles.${type}.mileage`,
  });
}

function withMinimum(
  ride: Ride,
  rates: VehicleRates,
  type: VehicleType,
  line: Omit<PriceLine, "leg">,
): PriceLine {
  const minimum = dollars(rates.minimumFareCents);
  if (line.amount >= minimum) return onLeg(ride, line);
  return onLeg(ride, {
    ...line,
    amount: minimum,
    label: "Vehicle (minimum fare)",
    rule: `vehicles.${type}.minimumFareCents`,
  });
}

/** The surcharges that apply to one ride, each on its vehicle fare (a percentage) or a fixed amount. */
function surchargeLines(rules: PricingRules, ride: Ride, fare: number): PriceLine[] {
  const ends = [ride.from, ride.to].filter((e): e is PriceEnd => e !== undefined);
  return rules.surcharges
    .filter((s) => surchargeApplies(s.when, { pickupAt: ride.pickupAt, ends }))
    .map((s) =>
      onLeg(ride, {
        code: "surcharge",
        label: s.name,
        amount: s.percent !== undefined ? Math.round((fare * s.percent) / 100) : dollars(s.amountCents ?? 0),
        rule: `surcharges.${s.id}`,
      }),
    )
    .filter((l) => l.amount > 0);
}

/** The ride's tax line on all its other lines, when the rules charge tax. */
function taxLine(rules: PricingRules, ride: Ride, lines: PriceLine[]): PriceLine[] {
  const amount = Math.round((lines.reduce((s, l) => s + l.amount, 0) * rules.taxPercent) / 100);
  return amount > 0
    ? [onLeg(ride, { code: "tax", label: `Tax (${rules.taxPercent}%)`, amount, rule: "taxPercent" })]
    : [];
}

/** The lines of one ride: its fare, stops, seats, surcharges, the fee (first ride only) and tax. */
function rideLines(
  rules: PricingRules,
  ride: Ride,
  fare: PriceLine,
  extras: { stops: number; seats: number },
) {
  const lines: PriceLine[] = [fare];
  if (extras.stops > 0) {
    const label = extras.stops === 1 ? "Stop" : `Stops (${extras.stops})`;
    lines.push({ code: "stops", label, amount: dollars(rules.stopCents) * extras.stops, rule: "stopCents" });
  }
  if (extras.seats > 0) {
    lines.push(
      onLeg(ride, {
        code: "child_seats",
        label: "Child seats",
        amount: dollars(rules.childSeatCents) * extras.seats,
        rule: "childSeatCents",
      }),
    );
  }
  lines.push(...surchargeLines(rules, ride, fare.amount));
  if (!ride.leg)
    lines.push({
      code: "service_fee",
      label: "Service fee",
      amount: dollars(rules.serviceFeeCents),
      rule: "serviceFeeCents",
    });
  return [...lines, ...taxLine(rules, ride, lines)];
}

/** A fare's breakdown with its gratuity: the share of the fare (or the amount) chosen, to the cent. */
function withGratuity(fare: Omit<PriceBreakdown, "gratuity">, choice: GratuityChoice): PriceBreakdown {
  const gratuityInCents = gratuityCents(fare.total * 100, choice);
  return { ...fare, gratuity: gratuityInCents / 100, total: (fare.total * 100 + gratuityInCents) / 100 };
}

/** The breakdown's sums from its (fare) lines, and the gratuity chosen on them (none when left out). */
export function breakdownOf(
  lines: readonly PriceLine[],
  gratuity: GratuityChoice = NO_GRATUITY,
): PriceBreakdown {
  const sum = (keep: (l: PriceLine) => boolean) => lines.filter(keep).reduce((s, l) => s + l.amount, 0);
  const surcharges = sum((l) => l.code === "surcharge");
  const tax = sum((l) => l.code === "tax");
  const fare = {
    vehicle: sum((l) => l.code === "vehicle" && !l.leg),
    stops: sum((l) => l.code === "stops"),
    returnTrip: sum((l) => l.code === "vehicle" && l.leg === "return"),
    childSeats: sum((l) => l.code === "child_seats"),
    serviceFee: sum((l) => l.code === "service_fee"),
    ...(surcharges > 0 ? { surcharges } : {}),
    ...(tax > 0 ? { tax } : {}),
    total: sum(() => true),
  };
  return withGratuity(fare, gratuity);
}

/** The full price under `rules` with its lines, each part whole dollars so the parts add up to the total. */
export function pricedTrip(input: PriceInput, rules: PricingRules = PRICING_V1): PricedTrip {
  const seats = Math.min(MAX_CHILD_SEATS, Math.max(0, Math.floor(input.childSeats ?? 0)));
  const type = input.vehicleType;
  const out: Ride = { from: input.pickup, to: input.destination, pickupAt: input.pickupAt };
  if (input.serviceType === "hourly") {
    const rates = rules.vehicles[type];
    const hours = billedHours(input.hours, rates.minimumHours);
    const amount = Math.round(dollars(rates.perHourCents * hours));
    const fare = withMinimum(out, rates, type, {
      code: "vehicle",
      label: `Hourly, ${hours} hours`,
      amount,
      rule: `vehicles.${type}.perHourCents`,
    });
    const lines = rideLines(rules, { ...out, to: undefined }, fare, { stops: 0, seats });
    return { breakdown: breakdownOf(lines, input.gratuity), lines };
  }
  const stops = Math.min(MAX_STOPS, Math.max(0, Math.floor(input.stops ?? 0)));
  const ride: Ride = input.leg ? { ...out, leg: input.leg } : out;
  const outFare = distanceFare(rules, type, { ...ride, miles: input.distanceMiles, direct: stops === 0 });
  const lines = rideLines(rules, ride, outFare, { stops, seats });
  if (input.returnMiles != null) {
    const back: Ride = { leg: "return", from: input.destination, to: input.pickup, pickupAt: input.returnAt };
    const backFare = distanceFare(rules, type, { ...back, miles: input.returnMiles, direct: true });
    lines.push(...rideLines(rules, back, backFare, { stops: 0, seats }));
  }
  return { breakdown: breakdownOf(lines, input.gratuity), lines };
}

/** The full price's sums under `rules` (version 1 when none is given). */
export function quotePrice(input: PriceInput, rules: PricingRules = PRICING_V1): PriceBreakdown {
  return pricedTrip(input, rules).breakdown;
}

/** What a quote's lines need to follow a change of child seats: the seat's price and the tax rate. */
export interface SeatTerms {
  /** Dollars a seat, on each ride. */
  childSeatPrice: number;
  taxPercent: number;
}

/**
 * A quote's lines with the child seats the customer chose since (the booking's customer step): each
 * ride's seat line replaced and its tax made again, as pricedTrip makes them, so the page's total is the
 * one the server will charge.
 */
export function linesWithSeats(lines: readonly PriceLine[], seats: number, terms: SeatTerms): PriceLine[] {
  const count = Math.min(MAX_CHILD_SEATS, Math.max(0, Math.floor(seats)));
  const rides = [lines.filter((l) => !l.leg), lines.filter((l) => l.leg === "return")].filter(
    (ride) => ride.length > 0,
  );
  return rides.flatMap((ride) => {
    const leg = ride[0]?.leg;
    const kept = ride.filter((l) => l.code !== "child_seats" && l.code !== "tax");
    const seatLine: PriceLine[] =
      count > 0
        ? [
            {
              code: "child_seats",
              label: leg ? "Child seats, return ride" : "Child seats",
              amount: terms.childSeatPrice * count,
              rule: "childSeatCents",
              ...(leg ? { leg } : {}),
            },
          ]
        : [];
    const fares = kept.filter((l) => l.code === "vehicle" || l.code === "stops");
    const withSeats = [...fares, ...seatLine, ...kept.filter((l) => !fares.includes(l))];
    const amount = Math.round((withSeats.reduce((sum, l) => sum + l.amount, 0) * terms.taxPercent) / 100);
    const tax: PriceLine[] =
      amount > 0
        ? [
            {
              code: "tax",
              label: `Tax (${terms.taxPercent}%)${leg ? ", return ride" : ""}`,
              amount,
              rule: "taxPercent",
              ...(leg ? { leg } : {}),
            },
          ]
        : [];
    return [...withSeats, ...tax];
  });
}

/** The charges' sum, from the parts (a draft recomputes it when the child seats change). */
export function priceOf(parts: {
  vehicle: number;
  stops?: number;
  returnTrip?: number;
  /** Seats per ride; a round trip has them on both rides. */
  childSeats: number;
  /** The gratuity chosen, a share of the fare or an amount (none when left out). */
  gratuity?: GratuityChoice | undefined;
}): PriceBreakdown {
  const stops = parts.stops ?? 0;
  const returnTrip = parts.returnTrip ?? 0;
  const legs = returnTrip > 0 ? 2 : 1;
  const seats = Math.min(MAX_CHILD_SEATS, Math.max(0, Math.floor(parts.childSeats)));
  const childSeats = seats * CHILD_SEAT_PRICE * legs;
  const fare = {
    vehicle: parts.vehicle,
    stops,
    returnTrip,
    childSeats,
    serviceFee: SERVICE_FEE,
    total: parts.vehicle + stops + returnTrip + childSeats + SERVICE_FEE,
  };
  return withGratuity(fare, parts.gratuity ?? NO_GRATUITY);
}

/** The fare of a price: every charge but the gratuity (what the cancellation tiers apply to), in dollars. */
export const fareOf = (price: PriceBreakdown): number =>
  Math.round(price.total * 100 - price.gratuity * 100) / 100;

/**
 * The lines of a breakdown that has none of its own (a booking made before lines were kept): its parts,
 * a round trip's seats split evenly between the rides.
 */
export function linesOfBreakdown(trip: PriceBreakdown): PriceLine[] {
  const back = trip.returnTrip > 0;
  const seats = back ? trip.childSeats / 2 : trip.childSeats;
  const lines: PriceLine[] = [
    { code: "vehicle", label: "Vehicle", amount: trip.vehicle },
    { code: "stops", label: "Stops", amount: trip.stops },
    { code: "child_seats", label: "Child seats", amount: seats },
    { code: "surcharge", label: "Surcharges", amount: trip.surcharges ?? 0 },
    { code: "service_fee", label: "Service fee", amount: trip.serviceFee },
    { code: "tax", label: "Tax", amount: trip.tax ?? 0 },
  ];
  if (back) {
    lines.push({ code: "vehicle", label: "Vehicle, return ride", amount: trip.returnTrip, leg: "return" });
    lines.push({ code: "child_seats", label: "Child seats, return ride", amount: seats, leg: "return" });
  }
  return lines.filter((l) => l.amount > 0 || l.code === "vehicle" || l.code === "service_fee");
}

/**
 * A priced trip split into its rides, each ride's lines as its own (the return ride's fare is its
 * `vehicle`): the first ride (with the fee) and a round trip's return ride.
 */
export function rideLinesOf(lines: readonly PriceLine[]): {
  outbound: PriceLine[];
  return: PriceLine[] | null;
} {
  const back = lines.filter((l) => l.leg === "return").map(({ leg: _leg, ...line }) => line);
  return { outbound: lines.filter((l) => !l.leg), return: back.length > 0 ? back : null };
}

/** The trip's lines from its rides' own lines again: what `rideLinesOf` split, joined. */
export function joinRideLines(
  outbound: readonly PriceLine[],
  back: readonly PriceLine[] | null,
): PriceLine[] {
  return [...outbound, ...(back ?? []).map((l): PriceLine => ({ ...l, leg: "return" }))];
}

/**
 * A round trip's price split into its two rides, each booked, held and charged as its own ride: the
 * outbound carries its fare, the stops, its child seats and the service fee; the return its own fare and
 * child seats; the gratuity is shared in proportion to their fares (each chauffeur gets their ride's).
 * The two add up to the trip's total.
 */
export function legPrices(trip: PriceBreakdown): { outbound: PriceBreakdown; return: PriceBreakdown | null } {
  return ridePrices(linesOfBreakdown(trip), trip.gratuity);
}

/**
 * A priced trip's rides, each priced from its own lines (`rideLinesOf`), with the trip's gratuity
 * (dollars) shared in proportion to their fares; the two add up to the trip's total.
 */
export function ridePrices(
  lines: readonly PriceLine[],
  gratuity: number,
): { outbound: PriceBreakdown; return: PriceBreakdown | null } {
  const rides = rideLinesOf(lines);
  const tipCents = Math.round(gratuity * 100);
  if (!rides.return)
    return { outbound: breakdownOf(rides.outbound, { amountCents: tipCents }), return: null };
  const outFare = breakdownOf(rides.outbound).total;
  const backFare = breakdownOf(rides.return).total;
  const outTip = Math.round((tipCents * outFare) / (outFare + backFare));
  return {
    outbound: breakdownOf(rides.outbound, { amountCents: outTip }),
    return: breakdownOf(rides.return, { amountCents: tipCents - outTip }),
  };
}

/** The trip's price from its rides' own prices again: what `legPrices` split, joined (a stored booking's answer). */
export function joinLegs(outbound: PriceBreakdown, back: PriceBreakdown | null): PriceBreakdown {
  if (!back) return outbound;
  const surcharges = (outbound.surcharges ?? 0) + (back.surcharges ?? 0);
  const tax = (outbound.tax ?? 0) + (back.tax ?? 0);
  return {
    vehicle: outbound.vehicle,
    stops: outbound.stops,
    returnTrip: back.vehicle,
    childSeats: outbound.childSeats + back.childSeats,
    serviceFee: outbound.serviceFee,
    ...(surcharges > 0 ? { surcharges } : {}),
    ...(tax > 0 ? { tax } : {}),
    gratuity: Math.round(outbound.gratuity * 100 + back.gratuity * 100) / 100,
    total: Math.round(outbound.total * 100 + back.total * 100) / 100,
  };
}

/**
 * A round trip's rides share the customer's reference: the return ride's is the outbound's with "-R".
 * The other ride's reference, for the dispatcher and the chauffeur; null for a single ride.
 */
export function otherRideReference(reference: string, leg: "outbound" | "return" | null): string | null {
  if (leg === "outbound") return `${reference}-R`;
  if (leg === "return") return reference.replace(/-R$/, "");
  return null;
}

type Leg = { reference: string; leg: "outbound" | "return" | null };

/** "Outbound ride (return ride BC-7K4Q9M-R)", or null for a single ride. */
export function rideLegDetail(b: Leg): string | null {
  const other = otherRideReference(b.reference, b.leg);
  if (!other) return null;
  return b.leg === "outbound"
    ? `Outbound ride (return ride ${other})`
    : `Return ride (outbound ride ${other})`;
}

/** "Round trip: outbound ride (return ride BC-7K4Q9M-R)", or null for a single ride. */
export function rideLegWords(b: Leg): string | null {
  const detail = rideLegDetail(b);
  return detail && `Round trip: ${detail.charAt(0).toLowerCase()}${detail.slice(1)}`;
}

/** The surcharges of a day and a time (a window of the day, a date) that apply at an instant; not the airports'. */
function timedSurcharges(rules: PricingRules, at: number): Surcharge[] {
  return rules.surcharges.filter(
    (s) => s.when.kind !== "airport" && surchargeApplies(s.when, { pickupAt: at, ends: [] }),
  );
}

/** A quoted ride at the time the customer picked: its price, and the day's surcharges that made it differ. */
export interface MovedQuote {
  cents: number;
  /** Names of the surcharges that apply at the new pickup and not on the quoted day, and the other way. */
  added: string[];
  removed: string[];
}

/**
 * A quoted ride at another pickup than the quoted day (docs/decisions/030). The dispatcher's price holds for
 * the quoted day at any time of it; on another day, the same rules' surcharges of the day and the time are
 * what changes: the quote is taken as the ride's fare under the surcharges at `quotedAt` (the same time on the
 * quoted day), and those at `pickupAt` are applied instead, a percentage of the fare or an amount, as the
 * rules price any ride. The same surcharges keep the same price. Whole dollars, as every quote is.
 */
export function movedQuoteCents(
  rules: PricingRules,
  { cents, quotedAt, pickupAt }: { cents: number; quotedAt: number; pickupAt: number },
): MovedQuote {
  const before = timedSurcharges(rules, quotedAt);
  const after = timedSurcharges(rules, pickupAt);
  const ids = (list: Surcharge[]) => new Set(list.map((s) => s.id));
  const [was, now] = [ids(before), ids(after)];
  const added = after.filter((s) => !was.has(s.id)).map((s) => s.name);
  const removed = before.filter((s) => !now.has(s.id)).map((s) => s.name);
  if (added.length === 0 && removed.length === 0) return { cents, added, removed };
  const percent = (list: Surcharge[]) => list.reduce((p, s) => p + (s.percent ?? 0), 0);
  const fixed = (list: Surcharge[]) =>
    list.reduce((a, s) => a + (s.percent === undefined ? (s.amountCents ?? 0) : 0), 0);
  const fare = (cents - fixed(before)) / (1 + percent(before) / 100);
  const moved = fare * (1 + percent(after) / 100) + fixed(after);
  return { cents: Math.max(100, Math.round(moved / 100) * 100), added, removed };
}
