import { type SurchargeWhen, windowOpens, type ZoneArea } from "../schemas/pricing";
import { airportCodeOf } from "./airport";
import { greatCircleMiles } from "./geo-distance";
import { serviceDateTime } from "./service-time";

/**
 * Where and when a price rule applies (the rule set itself is data: schemas/pricing.ts, which also holds
 * what its validation asks of the rules alone: whether two zones overlap, whether a window ever opens).
 * Pure functions, shared by the pricing (rules/pricing.ts) and the console's editor.
 */

/** One end of a ride as the pricing sees it: its text, and what the maps provider said of it. */
export interface PriceEnd {
  text: string;
  lat?: number | null;
  lng?: number | null;
  /** Set when the place was picked from suggestions and the gazetteer says it is an airport. */
  airport?: boolean;
}

const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;

/** The last five-digit ZIP code in an address ("Boston, MA 02116" → "02116"), or null. */
export function zipOf(text: string): string | null {
  const all = [...text.matchAll(ZIP)];
  return all[all.length - 1]?.[1] ?? null;
}

/** True when the end lies in the zone: its airport's code, its ZIP code, or its point within the radius. */
export function inZone(area: ZoneArea, end: PriceEnd): boolean {
  if (area.kind === "airport") return airportCodeOf(end) === area.code.toUpperCase();
  if (area.kind === "zips") {
    const zip = zipOf(end.text);
    return zip !== null && area.zips.includes(zip);
  }
  if (end.lat == null || end.lng == null) return false;
  return greatCircleMiles(area, { lat: end.lat, lng: end.lng }) <= area.radiusMiles;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** True when a ride picked up at `pickupAt` (epoch ms), between `ends`, falls under the surcharge. */
export function surchargeApplies(
  when: SurchargeWhen,
  ride: { pickupAt?: number | null; ends: PriceEnd[] },
): boolean {
  if (when.kind === "airport") {
    const codes = ride.ends.map(airportCodeOf).filter((c): c is string => c !== null);
    if (when.airports.length === 0) return codes.length > 0;
    return codes.some((c) => when.airports.map((a) => a.toUpperCase()).includes(c));
  }
  if (ride.pickupAt == null) return false;
  // The wall clock in New York at that instant: daylight saving nights read as New York reads them.
  const { date, time } = serviceDateTime(ride.pickupAt);
  if (when.kind === "dates") return when.dates.some((d) => d === date || d === date.slice(5));
  if (!windowOpens(when)) return false;
  const t = minutesOf(time);
  const from = minutesOf(when.from);
  const to = minutesOf(when.to);
  const opensOn = (day: string) => when.days === undefined || when.days.includes(weekdayOf(day));
  if (from < to) return t >= from && t < to && opensOn(date);
  // Past midnight: the evening part belongs to this day's window, the small hours to yesterday's.
  const yesterday = new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return (t >= from && opensOn(date)) || (t < to && opensOn(yesterday));
}
